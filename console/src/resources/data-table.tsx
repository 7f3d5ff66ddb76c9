import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Box, Flex, Spinner } from '@chakra-ui/react';
import { cellText } from './format';
import { ui } from './messages';
import type { ColumnDef, Lang, Row } from './types';
import './data-table.css';

export const ROW_HEIGHT = 40;
const INDEX_W = 56;
const SELECT_W = 44;

/** A row as shown: tree rows carry their depth and whether they can open. */
export type VisibleRow = { row: Row; key: string; depth: number; expandable: boolean; expanded: boolean };

type Props = {
  columns: ColumnDef[];
  rows: VisibleRow[];
  lang: Lang;
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
 * The bordered, indexed, selectable table of spec §2, virtualised: only the rows in view are in the
 * DOM, so a 200-row page or a 10,000-row tree stays smooth. Rows have a fixed height, are plain
 * elements styled by data-table.css and memoised: scrolling mounts only the rows coming into view,
 * and a selection change re-renders only the rows whose check changed (plus the parent's actions).
 */
export function DataTable(p: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: p.rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 4 });
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
  const items = virtualizer.getVirtualItems();
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="sm" position="relative">
      <div ref={scrollRef} className="dt-scroll" style={{ height: p.height ?? 'min(calc(100vh - 330px), 640px)' }} role="table" aria-rowcount={p.rows.length + 1} data-testid="resource-table">
        <div className="dt-inner" style={{ minWidth: total, ['--dt-cols' as string]: gridColumns }}>
          <div role="row" className="dt-row dt-head">
            <div className="dt-cell dt-center" role="columnheader">
              <RowCheck label="select all" checked={all} indeterminate={!all && some} onChange={p.onSelectAll} />
            </div>
            <div className="dt-cell dt-center" role="columnheader">{ui.index[p.lang]}</div>
            {p.columns.map((c) => (
              <div key={c.prop} className="dt-cell" role="columnheader">
                <span className="dt-text">{c.label[p.lang]}</span>
              </div>
            ))}
            {hasActions && <div className="dt-cell dt-last" role="columnheader">{ui.operations[p.lang]}</div>}
          </div>
          <div className="dt-body" style={{ height: virtualizer.getTotalSize() }} role="rowgroup">
            {items.map((v) => {
              const r = p.rows[v.index]!;
              return (
                <TableRow key={r.key} r={r} top={v.start} index={p.indexFrom + v.index + 1} checked={p.selected.has(r.key)} columns={p.columns} lang={p.lang}
                  labels={p.labels} tree={tree} onSelect={onSelect} onToggle={onToggle} renderActions={p.renderActions} />
              );
            })}
          </div>
          {!p.rows.length && !p.loading && <p className="dt-empty">{ui.noData[p.lang]}</p>}
        </div>
      </div>
      {p.loading && (
        <Flex position="absolute" inset="0" align="center" justify="center" bg="bg/60" aria-label={ui.loading[p.lang]}>
          <Spinner />
        </Flex>
      )}
    </Box>
  );
}

type RowProps = {
  r: VisibleRow;
  top: number;
  index: number;
  checked: boolean;
  columns: ColumnDef[];
  lang: Lang;
  labels: Record<string, Map<string, string>>;
  tree: boolean;
  onSelect: (key: string, on: boolean) => void;
  onToggle: (r: VisibleRow) => void;
  renderActions?: (row: Row) => ReactNode;
};

const TableRow = memo(function TableRow({ r, top, index, checked, renderActions, ...p }: RowProps) {
  return (
    <div role="row" className="dt-row" data-key={r.key} aria-selected={checked} style={{ top }}>
      <div className="dt-cell dt-center" role="cell">
        <RowCheck label={`select row ${index}`} checked={checked} onChange={(on) => p.onSelect(r.key, on)} />
      </div>
      <div className="dt-cell dt-plain dt-center dt-muted" role="cell">{index}</div>
      <DataCells r={r} {...p} />
      {renderActions && <ActionsCell row={r.row} render={renderActions} />}
    </div>
  );
});

/** The data cells: they change only with the row, the columns, the language or the labels. */
const DataCells = memo(function DataCells({ r, columns, lang, labels, tree, onToggle }: Omit<RowProps, 'top' | 'index' | 'checked' | 'onSelect' | 'renderActions'>) {
  return columns.map((c, i) => {
    const text = cellText(c, r.row, lang, labels[c.prop]);
    // Most cells are one block element holding the text (no inner span): fewer elements per row
    // to style and lay out while scrolling. Only a tree's first cell holds the open button.
    if (i > 0 || !tree) return <div key={c.prop} className="dt-cell dt-plain" role="cell" data-prop={c.prop} title={text}>{text}</div>;
    return (
      <div key={c.prop} className="dt-cell" role="cell" data-prop={c.prop} title={text} style={r.depth ? { paddingLeft: 8 + r.depth * 18 } : undefined}>
        {r.expandable ? (
          <button type="button" className="dt-expand" aria-label={r.expanded ? ui.collapse[lang] : ui.expand[lang]} aria-expanded={r.expanded} onClick={() => onToggle(r)}>
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

/** A native checkbox: cheap enough for every virtual row, and themed by the primary colour. */
function RowCheck({ label, checked, indeterminate, onChange }: { label: string; checked: boolean; indeterminate?: boolean; onChange: (on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className="dt-check" aria-label={label} checked={checked} onChange={(e) => onChange(e.target.checked)} />;
}
