import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@/i18n';
import { ChakraRoot } from '@/theme/chakra-root';
import { CheckboxTree, checkedIds, type CheckTreeNode } from './checkbox-tree';

const nodes: CheckTreeNode[] = [
  {
    id: 'sys',
    title: '系统管理',
    children: [
      { id: 'user', title: '用户管理', children: [{ id: 'user_add', title: '新增' }] },
      { id: 'dept', title: '部门管理' },
      { id: 'dict', title: 'Dictionary' },
    ],
  },
  { id: 'desk', title: 'Desk', children: [{ id: 'notice', title: '通知公告' }] },
];

/** The tree with its value kept, as a grant dialog keeps it; answers the value's last state. */
function tree(initial: string[] = []) {
  const seen = { value: initial };
  function Kept() {
    const [value, setValue] = useState<string[]>(initial);
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

/** The focusable row titled `title`: a leaf's item or a branch's row, both treeitems. */
const item = (title: string) => screen.getByText(title, { selector: 'span' }).closest<HTMLElement>('[role=treeitem]')!;
const focusedTitle = () => document.activeElement?.querySelector('label span:last-child')?.textContent;
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
const sorted = (ids: string[]) => [...ids].sort();

afterEach(cleanup);

describe('the checkbox tree', () => {
  it('is one stop in the tab order, every row a treeitem, its tick boxes out of it', () => {
    initI18n('zh');
    tree();
    const items = screen.getAllByRole('treeitem');
    // The first branch starts open: 系统管理, 用户管理 (closed), 部门管理, Dictionary, Desk.
    expect(items.map((i) => i.textContent)).toEqual(['›系统管理', '›用户管理', '部门管理', 'Dictionary', '›Desk']);
    expect(items.map((i) => i.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(screen.getAllByRole('checkbox', { hidden: true }).every((c) => c.tabIndex === -1)).toBe(true);
    expect(item('系统管理').getAttribute('aria-expanded')).toBe('true');
    expect(item('系统管理').getAttribute('aria-level')).toBe('1');
    // The tree's whole-tree buttons speak the UI's language.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['展开全部', '折叠全部']);
  });

  it('moves with the arrows, opens and closes with → and ←, and goes to the parent with ←', async () => {
    initI18n('zh');
    tree();
    item('系统管理').focus();
    press('ArrowDown');
    await waitFor(() => expect(focusedTitle()).toBe('用户管理'));
    press('End');
    await waitFor(() => expect(focusedTitle()).toBe('Desk'));
    press('ArrowRight'); // opens Desk
    await waitFor(() => expect(item('Desk').getAttribute('aria-expanded')).toBe('true'));
    press('ArrowRight'); // enters it
    await waitFor(() => expect(focusedTitle()).toBe('通知公告'));
    press('ArrowLeft'); // a leaf: to its parent
    await waitFor(() => expect(focusedTitle()).toBe('Desk'));
    press('ArrowLeft'); // closes it
    await waitFor(() => expect(item('Desk').getAttribute('aria-expanded')).toBe('false'));
    press('Home');
    await waitFor(() => expect(focusedTitle()).toBe('系统管理'));
    await waitFor(() => expect(item('系统管理').tabIndex).toBe(0));
  });

  it('ticks with Space: a parent with its subtree, mixed while part of it is ticked, ticked again when all is', async () => {
    initI18n('zh');
    const seen = tree();
    item('系统管理').focus();
    press('ArrowDown');
    await waitFor(() => expect(focusedTitle()).toBe('用户管理'));
    press('ArrowDown');
    await waitFor(() => expect(focusedTitle()).toBe('部门管理'));
    press(' ');
    await waitFor(() => expect(seen.value).toEqual(['dept']));
    await waitFor(() => expect(item('系统管理').getAttribute('aria-checked')).toBe('mixed'));
    expect(item('部门管理').getAttribute('aria-checked')).toBe('true');
    press('Home');
    await waitFor(() => expect(focusedTitle()).toBe('系统管理'));
    press(' '); // a mixed parent ticks all of its subtree
    await waitFor(() => expect(sorted(seen.value)).toEqual(['dept', 'dict', 'sys', 'user', 'user_add']));
    await waitFor(() => expect(item('系统管理').getAttribute('aria-checked')).toBe('true'));
    expect(item('用户管理').getAttribute('aria-checked')).toBe('true');
    press(' '); // and a ticked one clears it
    await waitFor(() => expect(seen.value).toEqual([]));
  });

  it('leaves a half-ticked parent out of the value, as Saber leaves it out of a grant', async () => {
    initI18n('zh');
    const seen = tree(['sys', 'user', 'user_add', 'dept', 'dict']);
    expect(item('系统管理').getAttribute('aria-checked')).toBe('true');
    // Unticking one child by a click on its title: the parent goes mixed and leaves the value.
    fireEvent.click(screen.getByText('Dictionary', { selector: 'span' }));
    await waitFor(() => expect(sorted(seen.value)).toEqual(['dept', 'user', 'user_add']));
    await waitFor(() => expect(item('系统管理').getAttribute('aria-checked')).toBe('mixed'));
    // Ticking it again ticks the parent too.
    fireEvent.click(screen.getByText('Dictionary', { selector: 'span' }));
    await waitFor(() => expect(sorted(seen.value)).toEqual(['dept', 'dict', 'sys', 'user', 'user_add']));
  });

  it('reads granted ids as Saber does: a parent ticks its subtree, unknown ids drop', () => {
    expect(sorted(checkedIds(nodes, ['desk', 'user_add', 'gone']))).toEqual(['desk', 'notice', 'user', 'user_add']);
    expect(checkedIds(nodes, [])).toEqual([]);
  });

  it('goes to the next node whose title starts with the letters typed; opens and closes everything', async () => {
    initI18n('en');
    tree();
    item('系统管理').focus();
    press('d');
    await waitFor(() => expect(focusedTitle()).toBe('Dictionary'));
    press('d'); // the same letter again: the next one starting with it
    await waitFor(() => expect(focusedTitle()).toBe('Desk'));
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    await waitFor(() => expect(screen.getAllByRole('treeitem').every((i) => i.getAttribute('aria-expanded') !== 'false')).toBe(true));
    expect(screen.getByText('通知公告').closest('[role=group]')?.hasAttribute('hidden')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    await waitFor(() => expect(screen.getAllByRole('treeitem').map((i) => i.textContent)).toEqual(['›系统管理', '›Desk']));
  });
});
