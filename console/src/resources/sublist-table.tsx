import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, HStack, Spinner } from '@chakra-ui/react';
import { reasonOf } from '@/lib/error-reason';
import { ListError } from './list-status';
import { Pager } from './pagination';
import { usePermission } from './permission';
import { sublistKey, sublistOptions } from './queries';
import { RecordsTable } from './records-table';
import type { TextKey, Translate } from './texts';
import type { ActionContext, DialogActionDef, Row, SublistDef } from './types';

/**
 * The tabs of a record's view besides its fields: one a sub-list, read when its tab is opened, by
 * the record's key or the field the sub-list names (`by`).
 */
export function sublistTabs(sublists: SublistDef[], record: Row, recordKey: string, t: Translate) {
  return sublists.map((sub) => ({
    value: sub.url,
    label: t(`${sub.texts}.title` as TextKey),
    content: <SublistTable sub={sub} parent={record} parentKey={sub.by ? String(record[sub.by] ?? '') : recordKey} t={t} />,
  }));
}

const PAGE_SIZE = 10;

/**
 * A sub-list's table: loading, the failure with 重试, 暂无数据, and a pager when it pages. Its
 * operations the user is granted: those naming no row above it (a new binding of the record),
 * the others on each row they are allowed on (unbind); either reads the tab again when done.
 */
function SublistTable({ sub, parent, parentKey, t }: { sub: SublistDef; parent: Row; parentKey: string; t: Translate }) {
  const [page, setPage] = useState({ page: 1, size: PAGE_SIZE });
  const query = useQuery(sublistOptions(sub, parentKey, sub.paged ? page : undefined));
  const rows: Row[] = query.data?.records ?? [];
  const qc = useQueryClient();
  const can = usePermission();
  const [running, setRunning] = useState<{ action: DialogActionDef; ctx: ActionContext } | null>(null);
  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: sublistKey(sub, parentKey) }), [qc, sub, parentKey]);
  const offered = (sub.actions ?? []).filter((a) => can(a.permission, a.operation));
  const above = offered.filter((a) => a.scope === 'toolbar');
  const onRow = offered.filter((a) => a.scope === 'row');
  const run = (action: DialogActionDef, row?: Row) =>
    setRunning({ action, ctx: { rows: row ? [row] : [], row, refresh, parentKey, parent } });
  const operations = (row: Row) =>
    onRow
      .filter((a) => !a.visible || a.visible(row))
      .map((a) => (
        <Button key={a.name} size="xs" variant="ghost" colorPalette="blue" onClick={() => run(a, row)}>
          {t(a.label)}
        </Button>
      ));
  return (
    <Box data-testid="sublist" data-url={sub.url} aria-busy={query.isFetching}>
      {above.length > 0 && (
        <HStack mb="2" data-testid="sublist-toolbar">
          {above.map((a) => (
            <Button key={a.name} size="xs" variant="outline" onClick={() => run(a)}>
              {t(a.label)}
            </Button>
          ))}
        </HStack>
      )}
      {query.isError && !query.isFetching && (
        <ListError reason={reasonOf(query.error)} onRetry={() => void query.refetch()} t={t} banner={rows.length > 0} />
      )}
      {query.isPending ? (
        <Spinner size="sm" m="4" aria-label={t('resources:loading')} />
      ) : (
        <RecordsTable
          columns={sub.columns}
          texts={sub.texts}
          rows={rows}
          t={t}
          empty={!query.isError}
          {...(onRow.length ? { operations } : {})}
        />
      )}
      {running?.action.dialog({ ctx: running.ctx, onClose: () => setRunning(null), t })}
      {sub.paged && (query.data?.total ?? 0) > 0 && (
        <Pager page={page.page} size={page.size} total={query.data?.total ?? 0} onChange={(p, size) => setPage({ page: p, size })} />
      )}
    </Box>
  );
}
