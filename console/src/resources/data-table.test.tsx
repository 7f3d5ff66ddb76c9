import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraRoot } from '@/theme/chakra-root';
import { DataTable, type VisibleRow } from './data-table';
import type { Translate } from './texts';
import type { ShownColumn } from './types';

// The texts as their keys (and variables), so each assertion names the text it expects.
const t: Translate = (key, vars) => `${String(key)}${vars ? JSON.stringify(vars) : ''}`;
const columns: ShownColumn[] = [
  { prop: 'paramName', text: '参数名称', width: 200 },
  { prop: 'paramKey', text: '参数键名' },
];
const rows: VisibleRow[] = [
  { row: { id: '1', paramName: '站点名称', paramKey: 'site.name' }, key: '1', depth: 0, expandable: false, expanded: false },
];

function table(over: Partial<Parameters<typeof DataTable>[0]> = {}) {
  const props = {
    columns,
    rows,
    t,
    labels: {},
    selectable: true,
    selected: new Set<string>(),
    onSelect: vi.fn(),
    onSelectAll: vi.fn(),
    indexFrom: 0,
    menuWidth: 160,
    widths: {},
    pins: {},
    onResize: vi.fn(),
    ...over,
  };
  render(
    <ChakraRoot>
      <DataTable {...props} />
    </ChakraRoot>,
  );
  return props;
}

describe('the generic table', () => {
  it('shows a failed first load as its reason with 重试, never as no data', () => {
    const retry = vi.fn();
    table({ rows: [], error: { reason: '服务器返回了无法解析的响应 (HTTP 502)', retry } });
    expect(screen.getByRole('alert').textContent).toContain('服务器返回了无法解析的响应 (HTTP 502)');
    expect(screen.queryByText('resources:noData')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'resources:list.retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('keeps the rows under a banner when a refetch fails, and shows grey rows on a first load', () => {
    table({ error: { reason: 'timeout', retry: vi.fn() } });
    expect(screen.getByRole('alert').className).toContain('dt-error-banner');
    expect(screen.getByText('站点名称')).toBeTruthy();
    cleanup();
    table({ rows: [], loading: true });
    expect(screen.getByTestId('table-skeleton')).toBeTruthy();
    expect(screen.queryByText('resources:noData')).toBeNull();
  });

  it('has row checkboxes only when selectable, named by the texts', () => {
    table({ selectable: false });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    cleanup();
    table();
    expect(screen.getByRole('checkbox', { name: 'resources:list.selectAll' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'resources:list.selectRow{"n":1}' })).toBeTruthy();
  });

  it('sorts by a header click with aria-sort, and steps a width by keyboard', () => {
    const onSort = vi.fn();
    const p = table({ sort: { prop: 'paramKey', dir: 'desc' }, onSort });
    expect(screen.getByRole('columnheader', { name: '参数名称' }).getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: '参数键名' }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: '参数名称' }));
    expect(onSort).toHaveBeenCalledWith('paramName');
    fireEvent.keyDown(screen.getByRole('separator', { name: 'resources:list.resize{"label":"参数名称"}' }), { key: 'ArrowRight' });
    expect(p.onResize).toHaveBeenCalledWith('paramName', 216);
  });

  it("pins a header cell by sticky offset and moves a body row's pinned cells with the horizontal scroll", () => {
    table({ renderActions: () => null });
    const head = screen.getByRole('columnheader', { name: '参数名称' });
    expect(head.className).toContain('dt-pin-l');
    expect(head.style.left).toBe('var(--dt-l0)');
    // A body cell is not sticky (one compositor layer per cell made every scroll frame slow): no offset of its own.
    const cell = screen.getByText('站点名称');
    expect(cell.className).toContain('dt-pin-l');
    expect(cell.getAttribute('style')).toBeNull();
    expect(screen.getAllByRole('cell').at(-1)!.className).toContain('dt-pin-r');
    const scroller = screen.getByTestId('resource-table');
    Object.defineProperty(scroller, 'scrollLeft', { configurable: true, value: 120 });
    fireEvent.scroll(scroller);
    expect(scroller.style.getPropertyValue('--dt-sl')).toBe('120px');
    expect(scroller.hasAttribute('data-left')).toBe(true);
  });
});
