import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Spinner } from '@chakra-ui/react';
import { reasonOf } from '@/lib/error-reason';
import { ListError } from './list-status';
import { Pager } from './pagination';
import { sublistOptions } from './queries';
import { RecordsTable } from './records-table';
import type { TextKey, Translate } from './texts';
import type { Row, SublistDef } from './types';

/**
 * The tabs of a record's view besides its fields: one a sub-list, read when its tab is opened, by
 * the record's key or the field the sub-list names (`by`).
 */
export function sublistTabs(sublists: SublistDef[], record: Row, recordKey: string, t: Translate) {
  return sublists.map((sub) => ({
    value: sub.url,
    label: t(`${sub.texts}.title` as TextKey),
    content: <SublistTable sub={sub} parentKey={sub.by ? String(record[sub.by] ?? '') : recordKey} t={t} />,
  }));
}

const PAGE_SIZE = 10;

/** A read-only table of a sub-list: loading, the failure with 重试, 暂无数据, and a pager when it pages. */
function SublistTable({ sub, parentKey, t }: { sub: SublistDef; parentKey: string; t: Translate }) {
  const [page, setPage] = useState({ page: 1, size: PAGE_SIZE });
  const query = useQuery(sublistOptions(sub, parentKey, sub.paged ? page : undefined));
  const rows: Row[] = query.data?.records ?? [];
  return (
    <Box data-testid="sublist" data-url={sub.url} aria-busy={query.isFetching}>
      {query.isError && !query.isFetching && <ListError reason={reasonOf(query.error)} onRetry={() => void query.refetch()} t={t} banner={rows.length > 0} />}
      {query.isPending ? (
        <Spinner size="sm" m="4" aria-label={t('resources:loading')} />
      ) : (
        <RecordsTable columns={sub.columns} texts={sub.texts} rows={rows} t={t} empty={!query.isError} />
      )}
      {sub.paged && (query.data?.total ?? 0) > 0 && <Pager page={page.page} size={page.size} total={query.data?.total ?? 0} onChange={(p, size) => setPage({ page: p, size })} />}
    </Box>
  );
}
