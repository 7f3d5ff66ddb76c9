import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';
import { INDEX_W, SELECT_W, layoutVars, placeColumns } from './table-layout';
import type { ShownColumn } from './types';

const cols: ShownColumn[] = ['code', 'name', 'amount', 'remark'].map((prop) => ({ prop, text: prop, width: 100 }));

describe('pinned columns', () => {
  it('pins the key columns and the first data column left, 操作 right, with shadow edges', () => {
    const layout = placeColumns(cols, {}, true, true);
    expect(layout.columns.map((c) => [c.prop, c.pin])).toEqual([
      ['code', 'left'],
      ['name', 'none'],
      ['amount', 'none'],
      ['remark', 'none'],
    ]);
    expect(layout.columns[0]!.pinClass).toBe(' dt-pin dt-pin-l dt-edge-l');
    expect(layout.index.className).not.toContain('dt-edge-l');
    expect(layout.actions?.className).toContain('dt-edge-r');
    const { vars, total } = layoutVars(layout, {}, 200);
    expect(vars['--dt-cols']).toBe(`${SELECT_W}px ${INDEX_W}px 100px 100px 100px 100px 200px`);
    expect(vars['--dt-l0']).toBe(`${SELECT_W + INDEX_W}px`);
    expect(total).toBe(SELECT_W + INDEX_W + 400 + 200);
  });

  it("orders by the user's pins and offsets right-pinned columns from 操作", () => {
    const layout = placeColumns(cols, { code: 'none', remark: 'left', name: 'right', amount: 'right' }, false, true);
    expect(layout.select).toBeUndefined();
    expect(layout.columns.map((c) => c.prop)).toEqual(['remark', 'code', 'name', 'amount']);
    expect(layout.columns.find((c) => c.prop === 'name')!.pinClass).toContain('dt-edge-r');
    expect(layout.actions?.className).not.toContain('dt-edge-r');
    const { vars } = layoutVars(layout, { amount: 150 }, 180);
    expect(vars['--dt-l0']).toBe(`${INDEX_W}px`);
    expect(vars['--dt-r1']).toBe('180px'); // amount, next to 操作
    expect(vars['--dt-r0']).toBe(`${180 + 150}px`); // name, left of amount
  });
});

describe('page numbers', () => {
  it('shows the first, the last and two either side, with an ellipsis for a gap of two or more', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageItems(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pageItems(10, 10)).toEqual([1, null, 8, 9, 10]);
  });
});
