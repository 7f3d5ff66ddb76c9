// The tree beside a list (the user list's departments): 全部 first, then the tenant's tree; a pick
// says its node, 全部 says none; a search keeps 全部 and the matches with their ancestors; a node
// picked before (from the address) shows picked, the branches down to it open.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/create-query-client';
import { http, HttpResponse, R, server } from '@/testing/msw-server';
import { ChakraRoot } from '@/theme/chakra-root';
import { ancestorsOf, WithSideTree } from './side-tree';
import { useTexts } from './texts';
import type { SideTreeDef } from './types';

type Dept = { id: string; title: string; key: string; value: string; children?: Dept[] };
const node = (id: string, title: string, children?: Dept[]): Dept => ({ id, title, key: id, value: id, children });
const depts = [node('1', '大鲨智造', [node('2', '研发部', [node('4', '前端组')]), node('3', '财务部')])];
const tree: SideTreeDef = { source: { url: '/blade-system/dept/tree' }, param: 'deptId', label: 'system:user.deptTree' };

function Harness({ initial = '', onNode }: { initial?: string; onNode: (node: string) => void }) {
  const t = useTexts('system:user');
  const [picked, setPicked] = useState(initial);
  const pick = (n: string) => {
    onNode(n);
    setPicked(n);
  };
  return (
    <WithSideTree tree={tree} node={picked} onNode={pick} t={t}>
      <p>列表</p>
    </WithSideTree>
  );
}

async function shown(initial?: string) {
  server.use(http.get('/blade-system/dept/tree', () => HttpResponse.json(R(depts))));
  const onNode = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChakraRoot>
        <Harness initial={initial} onNode={onNode} />
      </ChakraRoot>
    </QueryClientProvider>,
  );
  // jsdom matches no media query: the page is a narrow window, its tree behind the button.
  fireEvent.click(screen.getByRole('button', { name: '显示部门' }));
  const shownTree = await screen.findByRole('tree', { name: '部门' });
  await within(shownTree).findByText('大鲨智造');
  return { tree: shownTree, onNode };
}

const titles = (tree: HTMLElement) =>
  [...tree.querySelectorAll('[data-part=item-text], [data-part=branch-text]')].map((e) => e.textContent);

describe('the side tree of a list', () => {
  it('finds the branches down to a node', () => {
    expect(ancestorsOf(depts, '4')).toEqual(['1', '2']);
    expect(ancestorsOf(depts, '1')).toEqual([]);
    expect(ancestorsOf(depts, '9')).toBeNull();
  });

  it('offers 全部 first; a department says its id, 全部 says none', async () => {
    const { tree, onNode } = await shown();
    expect(titles(tree).slice(0, 2)).toEqual(['全部', '大鲨智造']);
    expect(within(tree).getByRole('treeitem', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(tree).getByText('财务部'));
    await waitFor(() => expect(onNode).toHaveBeenLastCalledWith('3'));
    fireEvent.click(within(tree).getByText('全部'));
    await waitFor(() => expect(onNode).toHaveBeenLastCalledWith(''));
  });

  it('keeps 全部 and the matches with their ancestors while searching, and says when nothing matches', async () => {
    const { tree } = await shown();
    const box = screen.getByRole('textbox', { name: '搜索部门' });
    fireEvent.change(box, { target: { value: '前端' } });
    expect(titles(tree)).toEqual(['全部', '大鲨智造', '研发部', '前端组']);
    fireEvent.change(box, { target: { value: '仓储' } });
    expect(titles(tree)).toEqual(['全部']);
    expect(screen.getByText('无匹配项')).toBeTruthy();
  });

  it('shows a node picked before as picked, its branches open', async () => {
    const { tree } = await shown('4');
    await within(tree).findByText('前端组');
    const picked = within(tree)
      .getAllByRole('treeitem')
      .filter((i) => i.getAttribute('aria-selected') === 'true');
    expect(picked.map((i) => i.textContent)).toEqual(['前端组']);
  });

  it('stands behind a button that names what it does on a narrow window', async () => {
    await shown();
    const toggle = screen.getByRole('button', { name: '收起部门' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: '显示部门' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('tree', { name: '部门' })).toBeNull();
    expect(screen.getByText('列表')).toBeTruthy();
  });
});
