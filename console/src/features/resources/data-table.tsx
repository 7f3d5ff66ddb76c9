import { memo, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Box, Flex, IconButton, Spinner, Text } from '@chakra-ui/react';
import { cellText } from './format';
import { ui } from './messages';
import type { ColumnDef, Lang, Row } from './types';

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

const cellCss = { borderRightWidth: '1px', borderColor: 'border', px: '2', display: 'flex', alignItems: 'center', overflow: 'hidden', flexShrink: 0 } as const;

/**
 * The bordered, indexed, selectable table of spec §2, virtualised: only the rows in view are in the
 * DOM, so a 200-row page or a 10,000-row tree stays smooth. Rows have a fixed height.
 */
export function DataTable(p: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: p.rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 6 });
  const widths = useMemo(() => p.columns.map((c) => c.width ?? 160), [p.columns]);
  const total = SELECT_W + INDEX_W + widths.reduce((a, b) => a + b, 0) + (p.renderActions ? p.menuWidth : 0);
  const all = p.rows.length > 0 && p.rows.every((r) => p.selected.has(r.key));
  const some = p.rows.some((r) => p.selected.has(r.key));
  const items = virtualizer.getVirtualItems();
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="sm" position="relative">
      <Box ref={scrollRef} overflow="auto" h={p.height ?? 'min(calc(100vh - 330px), 640px)'} minH="240px" role="table" aria-rowcount={p.rows.length + 1} data-testid="resource-table">
        <Box minW={`${total}px`} position="relative">
          <Flex role="row" position="sticky" top="0" zIndex="1" bg="bg.muted" h={`${ROW_HEIGHT}px`} borderBottomWidth="1px" borderColor="border" fontWeight="semibold" fontSize="sm">
            <Box {...cellCss} w={`${SELECT_W}px`} role="columnheader" justifyContent="center">
              <RowCheck label="select all" checked={all} indeterminate={!all && some} onChange={p.onSelectAll} />
            </Box>
            <Box {...cellCss} w={`${INDEX_W}px`} role="columnheader" justifyContent="center">{ui.index[p.lang]}</Box>
            {p.columns.map((c, i) => (
              <Box key={c.prop} {...cellCss} w={`${widths[i]}px`} role="columnheader">
                <Text truncate>{c.label[p.lang]}</Text>
              </Box>
            ))}
            {p.renderActions && <Box {...cellCss} w={`${p.menuWidth}px`} role="columnheader" borderRightWidth="0">{ui.operations[p.lang]}</Box>}
          </Flex>
          <Box style={{ height: virtualizer.getTotalSize() }} position="relative" role="rowgroup">
            {items.map((v) => {
              const r = p.rows[v.index]!;
              return (
                <TableRow key={r.key} r={r} top={v.start} index={p.indexFrom + v.index + 1} widths={widths} {...p} checked={p.selected.has(r.key)} />
              );
            })}
          </Box>
          {!p.rows.length && !p.loading && (
            <Text position="absolute" top={`${ROW_HEIGHT + 24}px`} w="full" textAlign="center" color="fg.muted">{ui.noData[p.lang]}</Text>
          )}
        </Box>
      </Box>
      {p.loading && (
        <Flex position="absolute" inset="0" align="center" justify="center" bg="bg/60" aria-label={ui.loading[p.lang]}>
          <Spinner />
        </Flex>
      )}
    </Box>
  );
}

type RowProps = Props & { r: VisibleRow; top: number; index: number; widths: number[]; checked: boolean };

const TableRow = memo(function TableRow({ r, top, index, widths, checked, ...p }: RowProps) {
  return (
    <Flex role="row" data-key={r.key} aria-selected={checked} position="absolute" top="0" left="0" w="full" h={`${ROW_HEIGHT}px`}
      style={{ transform: `translateY(${top}px)` }} borderBottomWidth="1px" borderColor="border" fontSize="sm" _hover={{ bg: 'bg.subtle' }} bg={checked ? 'colorPalette.subtle' : undefined}>
      <Box {...cellCss} w={`${SELECT_W}px`} role="cell" justifyContent="center">
        <RowCheck label={`select row ${index}`} checked={checked} onChange={(on) => p.onSelect(r.key, on)} />
      </Box>
      <Box {...cellCss} w={`${INDEX_W}px`} role="cell" justifyContent="center" color="fg.muted">{index}</Box>
      {p.columns.map((c, i) => {
        const text = cellText(c, r.row, p.lang, p.labels[c.prop]);
        return (
          <Box key={c.prop} {...cellCss} w={`${widths[i]}px`} role="cell" data-prop={c.prop} title={text} pl={i === 0 ? `${8 + r.depth * 18}px` : '2'}>
            {i === 0 && p.onToggleExpand && (
              r.expandable ? (
                <IconButton size="2xs" variant="ghost" mr="1" aria-label={r.expanded ? ui.collapse[p.lang] : ui.expand[p.lang]} aria-expanded={r.expanded} onClick={() => p.onToggleExpand!(r)}>
                  {r.expanded ? '▾' : '▸'}
                </IconButton>
              ) : <Box w="24px" flexShrink={0} />
            )}
            <Text truncate>{text}</Text>
          </Box>
        );
      })}
      {p.renderActions && (
        <Box {...cellCss} w={`${p.menuWidth}px`} role="cell" borderRightWidth="0" gap="1">
          {p.renderActions(r.row)}
        </Box>
      )}
    </Flex>
  );
});

/** A native checkbox: cheap enough for every virtual row, and themed by the primary colour. */
function RowCheck({ label, checked, indeterminate, onChange }: { label: string; checked: boolean; indeterminate?: boolean; onChange: (on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate;
  }, [indeterminate]);
  return (
    <input ref={ref} type="checkbox" aria-label={label} checked={checked} onChange={(e) => onChange(e.target.checked)}
      style={{ width: 16, height: 16, cursor: 'pointer', accentColor: 'var(--primary-500, #409EFF)' }} />
  );
}
