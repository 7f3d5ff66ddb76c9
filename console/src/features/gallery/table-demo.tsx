import { useCallback, useMemo, useState } from 'react';
import { Box, Grid, Text } from '@chakra-ui/react';
import { InfoDialog } from '@/components/info-dialog';
import { DataTable, type VisibleRow } from '@/resources/data-table';
import { cellText } from '@/resources/format';
import { nextSort, type Pin, type SortState } from '@/resources/list-state';
import { columnLabel } from '@/resources/texts';
import type { Row, ShownColumn } from '@/resources/types';
import { useColumnLabels } from '@/resources/use-resource-rows';
import { GallerySection, useGalleryTexts } from './section';
import { sampleRows, sortRows, tableColumns } from './sample-data';

/** No column pinned beyond the table's own defaults (a stable object: the table memoises its layout on it). */
const NO_PINS: Record<string, Pin> = {};

/** The generic list's table over the static sample rows: select, sort, resize, and 查看 in an information dialog. */
export function TableDemo() {
  const t = useGalleryTexts();
  const rows = useMemo(() => sampleRows(t), [t]);
  const columns = useMemo<ShownColumn[]>(() => tableColumns.map((c) => ({ ...c, text: columnLabel(t, 'gallery:table', c) })), [t]);
  const labels = useColumnLabels(tableColumns, t);
  const [sort, setSort] = useState<SortState>();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [widths, setWidths] = useState<Record<string, number>>({});
  const [viewing, setViewing] = useState<Row | null>(null);
  const visible = useMemo<VisibleRow[]>(
    () => sortRows(rows, sort).map((row) => ({ row, key: String(row.id), depth: 0, expandable: false, expanded: false })),
    [rows, sort],
  );
  const renderActions = useCallback(
    (row: Row) => (
      <button type="button" className="dt-action" onClick={() => setViewing(row)}>
        {t('resources:view')}
      </button>
    ),
    [t],
  );
  const onSelect = useCallback(
    (key: string, on: boolean) =>
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );

  return (
    <GallerySection id="table" title={t('gallery:table.title')} hint={t('gallery:table.hint')}>
      <Text fontSize="sm" mb="2" aria-live="polite" data-testid="gallery-selected">
        {t('gallery:table.selected', { n: selected.size })}
      </Text>
      <DataTable
        columns={columns}
        rows={visible}
        t={t}
        labels={labels}
        selectable
        selected={selected}
        onSelect={onSelect}
        onSelectAll={(on) => setSelected(on ? new Set(visible.map((r) => r.key)) : new Set())}
        indexFrom={0}
        menuWidth={90}
        widths={widths}
        pins={NO_PINS}
        onResize={(prop, width) => setWidths((w) => ({ ...w, [prop]: width }))}
        sort={sort}
        onSort={(prop) => setSort((s) => nextSort(s, prop))}
        height="361px"
        renderActions={renderActions}
      />
      {viewing && (
        <InfoDialog
          title={t('gallery:table.rowTitle', { name: String(viewing.realName) })}
          testId="gallery-row-dialog"
          onClose={() => setViewing(null)}
        >
          <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="2">
            {columns.map((c) => (
              <Box key={c.prop} display="contents">
                <Text as="dt" color="fg.muted">
                  {c.text}
                </Text>
                <Text as="dd">{cellText(c, viewing, t, labels[c.prop])}</Text>
              </Box>
            ))}
          </Grid>
        </InfoDialog>
      )}
    </GallerySection>
  );
}
