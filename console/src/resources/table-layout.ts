import type { CSSProperties } from 'react';
import type { Pin } from './list-state';
import type { ShownColumn } from './types';

// Pinned columns: the key columns stay at the left edge and 操作 at the right while the
// rest scroll between them. The order and the pins give each cell a class (its side: dt-pin-l or
// dt-pin-r); a header cell is sticky at the offset its CSS variable holds, the widths giving the
// variables' values on the table. Body cells are not sticky (each sticky cell is a compositor layer
// of its own, and a hundred of them made every scroll frame's layerization cost more than the rest
// of it): they move by the horizontal scroll offset (data-table.tsx). Dragging a width so changes
// one style on the table, never the memoised rows.

export const INDEX_W = 56;
export const SELECT_W = 44;
/** The narrowest a dragged column gets. */
export const MIN_WIDTH = 60;
/** A column's width before the user drags it. */
export const DEFAULT_WIDTH = 160;

/** A data column in its place: pinned or not, with its cells' pin classes and its header cell's style (offset by CSS variable). */
export type PlacedColumn = ShownColumn & { pin: Pin; pinClass: string; style?: CSSProperties };

/** The fixed cells (selection, index, actions): their class, and their header cell's style. */
export type FixedCell = { className: string; style: CSSProperties };

export type TableLayout = {
  columns: PlacedColumn[];
  select?: FixedCell;
  index: FixedCell;
  actions?: FixedCell;
};

/** A column's pin: the user's choice, else the first data column at the left (a key column), else none. */
export function pinOf(prop: string, first: boolean, pins: Record<string, Pin>): Pin {
  return pins[prop] ?? (first ? 'left' : 'none');
}

const offsetVar = (side: 'l' | 'r', i: number) => `--dt-${side}${i}`;

/**
 * Orders the columns (left-pinned, then the rest, then right-pinned) and names each pinned cell's
 * offset variable; the last left and the first right pinned cells draw the shadow edge.
 */
export function placeColumns(columns: ShownColumn[], pins: Record<string, Pin>, selectable: boolean, hasActions: boolean): TableLayout {
  const withPin = columns.map((c, i) => ({ ...c, pin: pinOf(c.prop, i === 0, pins) }));
  const left = withPin.filter((c) => c.pin === 'left');
  const right = withPin.filter((c) => c.pin === 'right');
  const middle = withPin.filter((c) => c.pin === 'none');
  const edgeLeft = left.length ? left.at(-1)!.prop : undefined;
  const edgeRight = right.length ? right[0]!.prop : undefined;
  const place = (c: ShownColumn & { pin: Pin }, i: number): PlacedColumn => {
    if (c.pin === 'none') return { ...c, pinClass: '' };
    const side = c.pin === 'left' ? 'l' : 'r';
    const edge = c.prop === (side === 'l' ? edgeLeft : edgeRight);
    return { ...c, pinClass: ` dt-pin dt-pin-${side}${edge ? ` dt-edge-${side}` : ''}`, style: { [c.pin]: `var(${offsetVar(side, i)})` } };
  };
  const placed = [...left.map((c, i) => place(c, i)), ...middle.map((c, i) => place(c, i)), ...right.map((c, i) => place(c, i))];
  return {
    columns: placed,
    select: selectable ? { className: 'dt-cell dt-center dt-pin dt-pin-l', style: { left: 0 } } : undefined,
    index: { className: `dt-cell dt-center dt-pin dt-pin-l${left.length ? '' : ' dt-edge-l'}`, style: { left: selectable ? SELECT_W : 0 } },
    actions: hasActions
      ? { className: `dt-cell dt-last dt-pin dt-pin-r${right.length ? '' : ' dt-edge-r'}`, style: { right: 0 } }
      : undefined,
  };
}

/** A column's width: the user's drag, else the registry's, else the default. */
export const widthOf = (c: ShownColumn, widths: Record<string, number>) => widths[c.prop] ?? c.width ?? DEFAULT_WIDTH;

/**
 * The table's CSS variables for the widths: the grid's columns (--dt-cols), each pinned cell's
 * offset from its edge, and the total width.
 */
export function layoutVars(
  layout: TableLayout,
  widths: Record<string, number>,
  menuWidth: number,
): { vars: Record<string, string>; total: number } {
  const cols = layout.columns.map((c) => widthOf(c, widths));
  const all = [...(layout.select ? [SELECT_W] : []), INDEX_W, ...cols, ...(layout.actions ? [menuWidth] : [])];
  const vars: Record<string, string> = { '--dt-cols': all.map((w) => `${w}px`).join(' ') };
  let left = (layout.select ? SELECT_W : 0) + INDEX_W;
  let li = 0;
  layout.columns.forEach((c, i) => {
    if (c.pin !== 'left') return;
    vars[offsetVar('l', li++)] = `${left}px`;
    left += cols[i]!;
  });
  const rights = layout.columns.map((c, i) => [c, cols[i]!] as const).filter(([c]) => c.pin === 'right');
  let right = layout.actions ? menuWidth : 0;
  for (let i = rights.length - 1; i >= 0; i--) {
    vars[offsetVar('r', i)] = `${right}px`;
    right += rights[i]![1];
  }
  return { vars, total: all.reduce((a, w) => a + w, 0) };
}
