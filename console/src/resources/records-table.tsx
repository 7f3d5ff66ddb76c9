import { useMemo, type ReactNode } from 'react';
import { Table, Text } from '@chakra-ui/react';
import { cellText } from './format';
import { columnLabel, type Translate } from './texts';
import { useColumnLabels } from './use-resource-rows';
import type { ColumnDef, Row } from './types';

/**
 * A read-only table of records (a sub-list's, a report's answer): labels from `texts`, coded
 * values by their labels, long text wrapped in a bounded cell, 暂无数据 when there are none.
 * Values are text, never HTML. `operations` draws a last 操作 column (a tab's unbind on each row).
 */
export function RecordsTable({
  columns,
  texts,
  rows,
  t,
  empty = true,
  operations,
}: {
  columns: ColumnDef[];
  texts: string;
  rows: Row[];
  t: Translate;
  empty?: boolean;
  operations?: (row: Row) => ReactNode;
}) {
  const shown = useMemo(() => columns.map((c) => ({ ...c, text: columnLabel(t, texts, c) })), [columns, texts, t]);
  const labels = useColumnLabels(columns, t);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="sm" maxH="50vh">
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            {shown.map((c) => (
              <Table.ColumnHeader key={c.prop} whiteSpace="nowrap">
                {c.text}
              </Table.ColumnHeader>
            ))}
            {operations && <Table.ColumnHeader whiteSpace="nowrap">{t('resources:operations')}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, i) => (
            <Table.Row key={String(row.id ?? i)}>
              {shown.map((c) => (
                <Table.Cell
                  key={c.prop}
                  whiteSpace={c.type === 'textarea' ? 'normal' : 'nowrap'}
                  minW={c.type === 'textarea' ? '200px' : undefined}
                  maxW={c.type === 'textarea' ? '360px' : undefined}
                >
                  {cellText(c, row, t, labels[c.prop])}
                </Table.Cell>
              ))}
              {operations && <Table.Cell whiteSpace="nowrap">{operations(row)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {!rows.length && empty && (
        <Text p="4" textAlign="center" color="fg.muted">
          {t('resources:noData')}
        </Text>
      )}
    </Table.ScrollArea>
  );
}

/** One record as label and value lines (a detail an operation answered). */
export function RecordFields({ columns, texts, row, t }: { columns: ColumnDef[]; texts: string; row: Row; t: Translate }) {
  const labels = useColumnLabels(columns, t);
  return (
    <Table.Root size="sm" variant="outline" data-testid="record-fields">
      <Table.Body>
        {columns.map((c) => (
          <Table.Row key={c.prop}>
            <Table.Cell fontWeight="medium" whiteSpace="nowrap" w="1%">
              {columnLabel(t, texts, c)}
            </Table.Cell>
            <Table.Cell wordBreak="break-all">{cellText(c, row, t, labels[c.prop])}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
