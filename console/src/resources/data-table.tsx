import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Box, Flex, Spinner } from '@chakra-ui/react';
import { cellText } from './format';
import type { Translate } from './texts';
import type { Row, ShownColumn } from './types';
import './data-table.css';

export const ROW_HEIGHT = 40;
const INDEX_W = 56;
const SELECT_W = 44;
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
  selected: Set<string>;
  onSelect: (key: string, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  /** Number of the first row (page offset), for the index column. */
  indexFrom: number;
  renderActions?: (row: Row) => ReactNode;
  menuWidth: number;
  onToggleExpand?: (r: VisibleRow) => void;
  loading?: boolean;
  height?: string;
};

/** The same function for the table's life, calling the latest one the parent passed. */
function useStableCallback<A extends unknown[]>(fn: ((...args: A) => void) | undefined) {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current?.(...args), []);
}

/**
 * The rows in view plus OVERSCAN on each side. Rows have one fixed height, so the window is
 * arithmetic on the scroll offset: no measuring and no library. A scroll updates it synchronously
 * (flushSync), so the new rows are in place in the frame that shows them. The offset and height are
 * read only in the scroll and resize callbacks, where layout is already done: a read in a layout
 * effect forced a layout of the whole page before the first frame (issue 16).
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
    const measure = () => (view.current = { top: el.scrollTop, height: el.clientHeight });
    const onScroll = () => (measure(), flushSync(update));
    el.addEventListener('scroll', onScroll, { passive: true });
    // Its first call comes after the first layout: the real height replaces the fallback.
    const resize = new ResizeObserver(() => (measure(), update()));
    resize.observe(el);
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
 */
export function DataTable(p: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { start, end } = useRowWindow(p.rows.length, scrollRef);
  const hasActions = !!p.renderActions;
  const gridColumns = useMemo(
    () => [SELECT_W, INDEX_W, ...p.columns.map((c) => c.width ?? 160), ...(hasActions ? [p.menuWidth] : [])].map((w) => `${w}px`).join(' '),
    [p.columns, hasActions, p.menuWidth],
  );
  const total = useMemo(() => gridColumns.split(' ').reduce((a, w) => a + parseFloat(w), 0), [gridColumns]);
  const { all, some } = useMemo(() => {
    let n = 0;
    for (const r of p.rows) if (p.selected.has(r.key)) n++;
    return { all: n > 0 && n === p.rows.length, some: n > 0 };
  }, [p.rows, p.selected]);
  const onSelect = useStableCallback(p.onSelect);
  const onToggle = useStableCallback(p.onToggleExpand);
  const tree = !!p.onToggleExpand;
  const shown: ReactNode[] = [];
  for (let i = start; i < end; i++) {
    const r = p.rows[i]!;
    shown.push(
      <TableRow key={r.key} r={r} index={p.indexFrom + i + 1} checked={p.selected.has(r.key)} columns={p.columns} t={p.t}
        labels={p.labels} tree={tree} onSelect={onSelect} onToggle={onToggle} renderActions={p.renderActions} />,
    );
  }
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="sm" position="relative">
      <div ref={scrollRef} className="dt-scroll" style={{ height: p.height ?? 'min(calc(100vh - 330px), 640px)' }} role="table" aria-rowcount={p.rows.length + 1} data-testid="resource-table">
        <div className="dt-inner" style={{ minWidth: total, ['--dt-cols' as string]: gridColumns }}>
          <div role="row" className="dt-row dt-head">
            <div className="dt-cell dt-center" role="columnheader">
              <RowCheck label="select all" checked={all} indeterminate={!all && some} onChange={p.onSelectAll} />
            </div>
            <div className="dt-cell dt-center" role="columnheader">{p.t('resources:index')}</div>
            {p.columns.map((c) => (
              <div key={c.prop} className="dt-cell" role="columnheader">
                <span className="dt-text">{c.text}</span>
              </div>
            ))}
            {hasActions && <div className="dt-cell dt-last" role="columnheader">{p.t('resources:operations')}</div>}
          </div>
          <div className="dt-body" style={{ height: p.rows.length * ROW_HEIGHT, paddingTop: start * ROW_HEIGHT }} role="rowgroup">
            {shown}
          </div>
          {!p.rows.length && !p.loading && <p className="dt-empty">{p.t('resources:noData')}</p>}
        </div>
      </div>
      {p.loading && (
        <Flex position="absolute" inset="0" align="center" justify="center" bg="bg/60" aria-label={p.t('resources:loading')}>
          <Spinner />
        </Flex>
      )}
    </Box>
  );
}

type RowProps = {
  r: VisibleRow;
  index: number;
  checked: boolean;
  columns: ShownColumn[];
  t: Translate;
  labels: Record<string, Map<string, string>>;
  tree: boolean;
  onSelect: (key: string, on: boolean) => void;
  onToggle: (r: VisibleRow) => void;
  renderActions?: (row: Row) => ReactNode;
};

const TableRow = memo(function TableRow({ r, index, checked, renderActions, ...p }: RowProps) {
  return (
    <div role="row" className="dt-row" data-key={r.key} aria-selected={checked}>
      <div className="dt-cell dt-center" role="cell">
        {/* A row's check has no indeterminate state: a plain input, no ref or effect per row mounted. */}
        <input type="checkbox" className="dt-check" aria-label={`select row ${index}`} checked={checked} onChange={(e) => p.onSelect(r.key, e.target.checked)} />
      </div>
      <div className="dt-cell dt-plain dt-center dt-muted" role="cell">{index}</div>
      <DataCells r={r} {...p} />
      {renderActions && <ActionsCell row={r.row} render={renderActions} />}
    </div>
  );
});

/** The data cells: they change only with the row, the columns, the language or the labels. */
const DataCells = memo(function DataCells({ r, columns, t, labels, tree, onToggle }: Omit<RowProps, 'index' | 'checked' | 'onSelect' | 'renderActions'>) {
  return columns.map((c, i) => {
    const text = cellText(c, r.row, t, labels[c.prop]);
    // Most cells are one block element holding the text (no inner span): fewer elements per row
    // to style and lay out while scrolling. Only a tree's first cell holds the open button.
    if (i > 0 || !tree) return <div key={c.prop} className="dt-cell dt-plain" role="cell" data-prop={c.prop} title={text}>{text}</div>;
    return (
      <div key={c.prop} className="dt-cell" role="cell" data-prop={c.prop} title={text} style={r.depth ? { paddingLeft: 8 + r.depth * 18 } : undefined}>
        {r.expandable ? (
          <button type="button" className="dt-expand" aria-label={r.expanded ? t('resources:collapse') : t('resources:expand')} aria-expanded={r.expanded} onClick={() => onToggle(r)}>
            {r.expanded ? '▾' : '▸'}
          </button>
        ) : <span className="dt-expand-gap" />}
        <span className="dt-text">{text}</span>
      </div>
    );
  });
});

/** The parent's row menu: re-rendered only when the parent passes a new render function. */
const ActionsCell = memo(function ActionsCell({ row, render }: { row: Row; render: (row: Row) => ReactNode }) {
  return <div className="dt-cell dt-actions dt-last" role="cell">{render(row)}</div>;
});

/** The header's native checkbox (it can be indeterminate), themed by the primary colour like the rows'. */
function RowCheck({ label, checked, indeterminate, onChange }: { label: string; checked: boolean; indeterminate?: boolean; onChange: (on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className="dt-check" aria-label={label} checked={checked} onChange={(e) => onChange(e.target.checked)} />;
}
