import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@/i18n';
import { ChakraRoot } from '@/theme/chakra-root';
import { CheckboxTree, type CheckTreeNode } from './checkbox-tree';

const nodes: CheckTreeNode[] = [
  {
    id: 'sys',
    title: '系统管理',
    children: [
      { id: 'user', title: '用户管理' },
      { id: 'dept', title: '部门管理' },
      { id: 'dict', title: 'Dictionary' },
    ],
  },
  { id: 'desk', title: 'Desk', children: [{ id: 'notice', title: '通知公告' }] },
];

/** The tree with its value kept, as a grant dialog keeps it; answers the value's last state. */
function tree() {
  const seen = { value: [] as string[] };
  function Kept() {
    const [value, setValue] = useState<string[]>([]);
    seen.value = value;
    return <CheckboxTree nodes={nodes} value={value} onChange={setValue} label="菜单权限" />;
  }
  render(
    <ChakraRoot>
      <Kept />
    </ChakraRoot>,
  );
  return seen;
}

/** The node titled `title` (a treeitem's name also holds its children's titles). */
const item = (title: string) => screen.getByText(title, { selector: 'span' }).closest<HTMLElement>('[role=treeitem]')!;
const focusedTitle = () => document.activeElement?.querySelector('span')?.textContent;
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

afterEach(cleanup);

describe('the checkbox tree', () => {
  it('is one stop in the tab order: the first node, its checkboxes and toggles out of it', () => {
    initI18n('zh');
    tree();
    const items = screen.getAllByRole('treeitem');
    expect(items.map((i) => i.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(screen.getAllByRole('checkbox').every((c) => c.tabIndex === -1)).toBe(true);
    // The toggles speak the UI's language (the first node starts open).
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['收起', '展开']);
  });

  it('moves with the arrows, opens and closes with → and ←, and goes to the parent with ←', () => {
    initI18n('zh');
    tree();
    item('系统管理').focus();
    press('ArrowDown');
    expect(focusedTitle()).toBe('用户管理');
    press('End');
    expect(focusedTitle()).toBe('Desk');
    press('ArrowRight'); // opens Desk
    expect(item('Desk').getAttribute('aria-expanded')).toBe('true');
    press('ArrowRight'); // enters it
    expect(focusedTitle()).toBe('通知公告');
    press('ArrowLeft'); // a leaf: to its parent
    expect(focusedTitle()).toBe('Desk');
    press('ArrowLeft'); // closes it
    expect(item('Desk').getAttribute('aria-expanded')).toBe('false');
    press('Home');
    expect(focusedTitle()).toBe('系统管理');
    expect(item('系统管理').tabIndex).toBe(0);
  });

  it('checks with Space (a parent with its subtree, shown mixed when partly checked)', () => {
    initI18n('zh');
    const seen = tree();
    item('系统管理').focus();
    press('ArrowDown');
    press(' ');
    expect(seen.value).toEqual(['user']);
    expect(item('系统管理').getAttribute('aria-checked')).toBe('mixed');
    press('Home');
    press(' ');
    expect(seen.value.sort()).toEqual(['dept', 'dict', 'sys', 'user']);
    expect(item('系统管理').getAttribute('aria-checked')).toBe('true');
  });

  it('goes to the next node whose title starts with the letters typed', () => {
    initI18n('en');
    tree();
    item('系统管理').focus();
    press('d');
    expect(focusedTitle()).toBe('Dictionary');
    press('d'); // the same letter again: the next one starting with it
    expect(focusedTitle()).toBe('Desk');
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Collapse', 'Expand']);
  });
});
