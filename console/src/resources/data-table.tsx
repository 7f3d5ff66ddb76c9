import { memo, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useStableCallback } from '@/lib/use-stable-callback';
import { cellText } from './format';
import type { Pin, SortState } from './list-state';
import { ListError, RefreshBar, SkeletonRows } from './list-status';
import { TableHead } from './table-head';
import { layoutVars, placeColumns, type FixedCell, type PlacedColumn, type TableLayout } from './table-layout';
import type { Translate } from './texts';
import type { Row, ShownColumn } from './types';
import './data-table.css';

export const ROW_HEIGHT = 40;
/** Grey rows of a first load. */
const SKELETON_ROWS = 8;
/** Rows rendered beyond each edge of the view, so a scroll step shows rows already laid out. */
const OVERSCAN = 4;
/** Rows before the first measure, and when the view has no height yet (a hidden keep-alive tab). */
const FALLBACK_ROWS = 20;

/** A row as shown: tree rows carry their depth and whether they can open. */
export type VisibleRow = { row: Row; key: string; depth: number; expandable: boolean; expanded: boolean };

type Props = {
  columns: ShownColumn[];
  rows: VisibleRow[];
  /** The texts of the current language (a new function when it changes: the rows re-render). */
  t: Translate;
  labels: Record<string, Map<string, string>>;
  /** Row checkboxes shown (a screen with a batch action); without, no selection column. */
  selectable: boolean;
  selected: Set<string>;
  onSelect: (key: string, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  /** Number of the first row (page offset), for the index column. */
  indexFrom: number;
  renderActions?: (row: Row) => ReactNode;
  menuWidth: number;
  onToggleExpand?: (r: VisibleRow) => void;
  /** The column settings the user saved: widths and pins. */
  widths: Record<string, number>;
  pins: Record<string, Pin>;
  onResize: (prop: string, width: number) => void;
  /** A server-sorted list: its sort, and the header click. */
  sort?: SortState;
  onSort?: (prop: string) => void;
  /** A first load (no rows yet): grey rows. */
  loading?: boolean;
  /** A request over rows already shown: a thin bar. */
  refreshing?: boolean;
  /** A failed request: its reason and 重试 (a banner when rows are still shown). */
  error?: { reason: string; retry: () => void };
  height?: string;
  /** Enter on a focused row (↑ and ↓ move between rows): its view, or its edit form. */
  onOpen?: (row: Row) => void;
};

/** The scroller's sizes: they change only on a resize, so a scroll reads its offsets alone. */
type ScrollBox = { height: number; width: number; scrollWidth: number };

/**
 * Marks the sides where cells are scrolled out of view (data-left, data-right): the pinned edges'
 * shadows show only then. And moves the body's pinned cells with the horizontal scroll (--dt-sl for
 * the left ones, --dt-sr for the right), written only when it changes: a vertical scroll restyles nothing.
 */
function followScrollX(el: HTMLElement, left: number, box: ScrollBox, last: { left: number; right: number }) {
  const right = Math.min(0, left + box.width - box.scrollWidth);
  if (left !== last.left) {
    el.toggleAttribute('data-left', left > 0);
    el.style.setProperty('--dt-sl', `${left}px`);
  }
  if (right !== last.right) {
    el.toggleAttribute('data-right', right < -1);
    el.style.setProperty('--dt-sr', `${right}px`);
  }
  last.left = left;
  last.right = right;
}

/**
 * The rows in view plus OVERSCAN on each side. Rows have one fixed height, so the window is
 * arithmetic on the scroll offset: no measuring and no library. A scroll updates it synchronously
 * (flushSync), so the new rows are in place in the frame that shows them. A scroll reads only the
 * offsets; the sizes are read in the resize callback, where layout is already done (a read in a
 * layout effect forced a layout of the whole page before the first frame).
 */
function useRowWindow(count: number, scrollRef: RefObject<HTMLDivElement | null>) {
  const [range, setRange] = useState({ start: 0, end: Math.min(count, FALLBACK_ROWS) });
  /** The last measure; height 0 until the first (or in a hidden keep-alive tab). */
  const view = useRef({ top: 0, height: 0 });
  const update = useStableCallback(() => {
    const top = Math.max(0, view.current.top - ROW_HEIGHT); // the header row sits above the body
    const height = view.current.height || FALLBACK_ROWS * ROW_HEIGHT;
    const start = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN);
    const end = Math.min(count, Math.ceil((top + height) / ROW_HEIGHT) + OVERSCAN);
    setRange((r) => (r.start === start && r.end === end ? r : { start, end }));
  });
  // New rows: the window from the last measure.
  useLayoutEffect(update, [count, update]);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const box: ScrollBox = { height: 0, width: 0, scrollWidth: 0 };
    const x = { left: 0, right: NaN }; // NaN: the first measure writes --dt-sr and data-right
    const measure = () => {
      view.current = { top: el.scrollTop, height: box.height };
      followScrollX(el, el.scrollLeft, box, x);
    };
    const onScroll = () => (measure(), flushSync(update));
    el.addEventListener('scroll', onScroll, { passive: true });
    // Its first call comes after the first layout: the real height replaces the fallback. The
    // table inside is watched too: a dragged width changes what is scrolled out of view.
    const resize = new ResizeObserver(() => {
      Object.assign(box, { height: el.clientHeight, width: el.clientWidth, scrollWidth: el.scrollWidth });
      measure();
      update();
    });
    resize.observe(el);
    if (el.firstElementChild) resize.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [update, scrollRef]);
  return { start: Math.min(range.start, count), end: Math.min(range.end, count) };
}

/**
 * The bordered, indexed, selectable table of spec §2, windowed: only the rows in view are in the
 * DOM, so a 200-row page or a 10,000-row tree stays smooth. Rows have a fixed height, are plain
 * elements styled by data-table.css and memoised: scrolling mounts only the rows coming into view,
 * and a selection change re-renders only the rows whose check changed (plus the parent's actions).
 * The rows in the DOM stay in the normal flow below a padding as tall as the rows above them, so a
 * scroll step lays out only the rows it adds (absolutely placed rows were all laid out again).
 * The key columns and 操作 are pinned (table-layout.ts), headers sort and resize (table-head.tsx),
 * and a first load, a refetch and a failure show as such (list-status.tsx).
 */
export function DataTable(p: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { start, end } = useRowWindow(p.rows.length, scrollRef);
  const hasActions = !!p.renderActions;
  const layout = useMemo(() => placeColumns(p.columns, p.pins, p.selectable, hasActions), [p.columns, p.pins, p.selectable, hasActions]);
  // A drag changes the width on the table's variables only; the saved width is set when let go.
  const [draft, setDraft] = useState<{ prop: string; width: number } | null>(null);
  const widths = useMemo(() => (draft ? { ...p.widths, [draft.prop]: draft.width } : p.widths), [p.widths, draft]);
  const { vars, total } = useMemo(() => layoutVars(layout, widths, p.menuWidth), [layout, widths, p.menuWidth]);
  const onResize = useStableCallback((prop: string, width: number, commit: boolean) => {
    setDraft(commit ? null : { prop, width });
    if (commit) p.onResize(prop, width);
  });
  const { all, some } = useMemo(() => {
    let n = 0;
    for (const r of p.rows) if (p.selected.has(r.key)) n++;
    return { all: n > 0 && n === p.rows.length, some: n > 0 };
  }, [p.rows, p.selected]);
  const onSelect = useStableCallback(p.onSelect);
  // Stable, so the memoised header is not drawn again on every scroll step.
  const onSelectAll = useStableCallback(p.onSelectAll);
  const onSort = useStableCallback((prop: string) => p.onSort?.(prop));
  const onToggle = useStableCallback(p.onToggleExpand);
  const tree = !!p.onToggleExpand;
  const onRowKey = useStableCallback((e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.getAttribute('role') !== 'row' || e.altKey || e.ctrlKey || e.metaKey) return; // a cell's own controls keep their keys
    const i = p.rows.findIndex((r) => r.key === target.dataset.key);
    if (i < 0) return;
    if (e.key === 'Enter' && p.onOpen) {
      e.preventDefault();
      p.onOpen(p.rows[i]!.row);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = i + (e.key === 'ArrowDown' ? 1 : -1);
      if (next >= 0 && next < p.rows.length && scrollRef.current) focusRow(scrollRef.current, next, p.rows[next]!.key);
    }
  });
  const shown: ReactNode[] = [];
  for (let i = start; i < end; i++) {
    const r = p.rows[i]!;
    shown.push(
      <TableRow
        key={r.key}
        r={r}
        index={p.indexFrom + i + 1}
        entry={i === start}
        checked={p.selected.has(r.key)}
        layout={layout}
        t={p.t}
        labels={p.labels}
        tree={tree}
        onSelect={onSelect}
        onToggle={onToggle}
        renderActions={p.renderActions}
      />,
    );
  }
  const empty = !p.rows.length;
  const cells = layout.columns.length + (layout.select ? 2 : 1) + (hasActions ? 1 : 0);
  return (
    <div className="dt-frame">
      {p.error && !empty && <ListError reason={p.error.reason} onRetry={p.error.retry} t={p.t} banner />}
      {p.refreshing && !p.loading && <RefreshBar t={p.t} />}
      <div
        ref={scrollRef}
        className="dt-scroll"
        style={{ height: p.height ?? 'min(calc(100vh - 330px), 640px)' }}
        role="table"
        aria-rowcount={p.rows.length + 1}
        aria-busy={p.loading || p.refreshing || undefined}
        data-testid="resource-table"
      >
        <div className="dt-inner" style={{ minWidth: total, ...vars }}>
          <TableHead
            layout={layout}
            t={p.t}
            widths={widths}
            all={all}
            some={some}
            onSelectAll={onSelectAll}
            sort={p.sort}
            onSort={p.onSort && onSort}
            onResize={onResize}
          />
          {p.loading && empty ? (
            <SkeletonRows count={SKELETON_ROWS} cells={cells} />
          ) : (
            <div
              className="dt-body"
              style={{ height: p.rows.length * ROW_HEIGHT, paddingTop: start * ROW_HEIGHT }}
              role="rowgroup"
              onKeyDown={onRowKey}
            >
              {shown}
            </div>
          )}
          {empty && !p.loading && !p.error && <p className="dt-empty">{p.t('resources:noData')}</p>}
        </div>
      </div>
      {/* Outside the scroller: centred in the view however wide the table is. */}
      {empty && !p.loading && p.error && <ListError reason={p.error.reason} onRetry={p.error.retry} t={p.t} banner={false} />}
    </div>
  );
}

/**
 * Scrolls row `n` into view under the header, then focuses it once the row window has drawn it (a
 * scroll redraws the window on its event, a frame or two later).
 */
function focusRow(scroller: HTMLDivElement, n: number, key: string) {
  const top = n * ROW_HEIGHT;
  const view = scroller.clientHeight - ROW_HEIGHT; // the rows' part of the scroller, under the header
  if (top < scroller.scrollTop) scroller.scrollTop = top;
  else if (top + ROW_HEIGHT > scroller.scrollTop + view) scroller.scrollTop = top + ROW_HEIGHT - view;
  let frames = 0;
  const attempt = () => {
    const row = scroller.querySelector<HTMLElement>(`[role=row][data-key="${CSS.escape(key)}"]`);
    if (row) row.focus({ preventScroll: true });
    else if (++frames < 10) requestAnimationFrame(attempt);
  };
  attempt();
}

type RowProps = {
  r: VisibleRow;
  index: number;
  /** The row Tab stops at (the first in view); every row takes focus from ↑, ↓ or a click. */
  entry: boolean;
  checked: boolean;
  layout: TableLayout;
  t: Translate;
  labels: Record<string, Map<string, string>>;
  tree: boolean;
  onSelect: (key: string, on: boolean) => void;
  onToggle: (r: VisibleRow) => void;
  renderActions?: (row: Row) => ReactNode;
};

const TableRow = memo(function TableRow({ r, index, entry, checked, renderActions, layout, ...p }: RowProps) {
  const { select, index: at, actions } = layout;
  return (
    <div role="row" className="dt-row" data-key={r.key} aria-selected={select ? checked : undefined} tabIndex={entry ? 0 : -1}>
      {select && (
        <div className={select.className} role="cell">
          {/* A row's check has no indeterminate state: a plain input, no ref or effect per row mounted. */}
          <input
            type="checkbox"
            className="dt-check"
            aria-label={p.t('resources:list.selectRow', { n: index })}
            checked={checked}
            onChange={(e) => p.onSelect(r.key, e.target.checked)}
          />
        </div>
      )}
      <div className={`${at.className} dt-plain dt-muted`} role="cell">
        {index}
      </div>
      <DataCells r={r} columns={layout.columns} {...p} />
      {renderActions && actions && <ActionsCell row={r.row} render={renderActions} cell={actions} />}
    </div>
  );
});

/** The data cells: they change only with the row, the columns, the language or the labels. */
type CellsProps = Omit<RowProps, 'index' | 'entry' | 'checked' | 'onSelect' | 'renderActions' | 'layout'> & { columns: PlacedColumn[] };

const DataCells = memo(function DataCells({ r, columns, t, labels, tree, onToggle }: CellsProps) {
  return columns.map((c, i) => {
    const text = cellText(c, r.row, t, labels[c.prop]);
    // Most cells are one block element holding the text (no inner span): fewer elements per row
    // to style and lay out while scrolling. Only a tree's first cell holds the open button.
    if (i > 0 || !tree)
      return (
        <div key={c.prop} className={`dt-cell dt-plain${c.pinClass}`} role="cell" data-prop={c.prop} title={text}>
          {text}
        </div>
      );
    return (
      <div
        key={c.prop}
        className={`dt-cell${c.pinClass}`}
        role="cell"
        data-prop={c.prop}
        title={text}
        style={r.depth ? { paddingLeft: 8 + r.depth * 18 } : undefined}
      >
        {r.expandable ? (
          <button
            type="button"
            className="dt-expand"
            aria-label={r.expanded ? t('resources:collapse') : t('resources:expand')}
            aria-expanded={r.expanded}
            onClick={() => onToggle(r)}
          >
            {r.expanded ? '▾' : '▸'}
          </button>
        ) : (
          <span className="dt-expand-gap" />
        )}
        <span className="dt-text">{text}</span>
      </div>
    );
  });
});

/** The parent's row menu: re-rendered only when the parent passes a new render function. */
const ActionsCell = memo(function ActionsCell({ row, render, cell }: { row: Row; render: (row: Row) => ReactNode; cell: FixedCell }) {
  return (
    <div className={`${cell.className} dt-actions`} role="cell">
      {render(row)}
    </div>
  );
});
