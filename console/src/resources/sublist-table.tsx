import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Spinner, Table, Text } from '@chakra-ui/react';
import { reasonOf } from '@/lib/error-reason';
import { cellText } from './format';
import { ListError } from './list-status';
import { Pager } from './pagination';
import { sublistOptions } from './queries';
import { columnLabel, type TextKey, type Translate } from './texts';
import { useColumnLabels } from './use-resource-rows';
import type { Row, SublistDef } from './types';

/** The tabs of a record's view besides its fields: one a sub-list, read when its tab is opened. */
export function sublistTabs(sublists: SublistDef[], parentKey: string, t: Translate) {
  return sublists.map((sub) => ({
    value: sub.url,
    label: t(`${sub.texts}.title` as TextKey),
    content: <SublistTable sub={sub} parentKey={parentKey} t={t} />,
  }));
}

const PAGE_SIZE = 10;

/** A read-only table of a sub-list: loading, the failure with 重试, 暂无数据, and a pager when it pages. */
function SublistTable({ sub, parentKey, t }: { sub: SublistDef; parentKey: string; t: Translate }) {
  const [page, setPage] = useState({ page: 1, size: PAGE_SIZE });
  const query = useQuery(sublistOptions(sub, parentKey, sub.paged ? page : undefined));
  const columns = useMemo(() => sub.columns.map((c) => ({ ...c, text: columnLabel(t, sub.texts, c) })), [sub, t]);
  const labels = useColumnLabels(sub.columns, t);
  const rows: Row[] = query.data?.records ?? [];
  return (
    <Box data-testid="sublist" data-url={sub.url} aria-busy={query.isFetching}>
      {query.isError && !query.isFetching && <ListError reason={reasonOf(query.error)} onRetry={() => void query.refetch()} t={t} banner={rows.length > 0} />}
      {query.isPending ? (
        <Spinner size="sm" m="4" aria-label={t('resources:loading')} />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="sm" maxH="50vh">
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row>
                {columns.map((c) => <Table.ColumnHeader key={c.prop} whiteSpace="nowrap">{c.text}</Table.ColumnHeader>)}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, i) => (
                <Table.Row key={String(row.id ?? i)}>
                  {columns.map((c) => (
                    // Long text (a reason, a remark) wraps in a bounded cell; the rest stays on one line.
                    <Table.Cell key={c.prop} whiteSpace={c.type === 'textarea' ? 'normal' : 'nowrap'} minW={c.type === 'textarea' ? '200px' : undefined} maxW={c.type === 'textarea' ? '360px' : undefined}>
                      {cellText(c, row, t, labels[c.prop])}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {!rows.length && !query.isError && <Text p="4" textAlign="center" color="fg.muted">{t('resources:noData')}</Text>}
        </Table.ScrollArea>
      )}
      {sub.paged && (query.data?.total ?? 0) > 0 && <Pager page={page.page} size={page.size} total={query.data?.total ?? 0} onChange={(p, size) => setPage({ page: p, size })} />}
    </Box>
  );
}
