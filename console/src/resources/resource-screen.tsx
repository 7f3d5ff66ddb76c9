import { lazy, memo, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, HStack, Heading, Menu, Portal, Spacer } from '@chakra-ui/react';
import { reasonOf } from '@/lib/error-reason';
import { whenIdle } from '@/lib/idle';
import { ColumnChooser } from './column-chooser';
import { DataTable } from './data-table';
import { nextSort } from './list-state';
import { Pager } from './pagination';
import { routeResource } from './queries';
import { RowActions, RowMoreMenu, type MoreMenu, type RowHandlers } from './row-actions';
import { SearchForm } from './search-form';
import { WithSideTree } from './side-tree';
import { ruleMessages, type Translate } from './texts';
import { ExportProgress } from './use-export';
import { keyOf } from './use-resource-rows';
import { useResourceList } from './use-resource-list';
import type { AnyResource, Row, ShownColumn } from './types';
import { useListKeys } from './use-list-keys';
import { ViewsPopover } from './views-popover';

// The form (react-hook-form, its resolver) and the export writer (zip) load when first used: the
// list's first render needs neither. The form is fetched once a list has its rows and the browser
// is idle, so 新增 and 编辑 open at once.
const loadForm = () => import('./resource-form');
const ResourceFormDialog = lazy(() => loadForm().then((m) => ({ default: m.ResourceFormDialog })));
let formFetched = false;
function prefetchForm() {
  if (formFetched) return;
  formFetched = true;
  whenIdle(() => void loadForm().catch(() => (formFetched = false)));
}
const ActionDialog = lazy(() => import('./action-dialog').then((m) => ({ default: m.ActionDialog })));

/** The generic list screen of spec §2/§9 for one registry entry: the list controller (use-resource-list.ts), drawn. */
export function ResourceScreen({
  def,
  embedded,
  fixedQuery,
}: {
  def: AnyResource;
  embedded?: boolean;
  fixedQuery?: Record<string, unknown>;
}) {
  // Suspends until the framework's and the screen's texts are loaded in the current language.
  const c = useResourceList(def, { embedded, fixedQuery });
  const { t, state, setState, shape, paged, query, rows, total, dialog, setDialog, running, setRunning, caps, perm, offer } = c;
  // After the rows: on a slow link the form must not take the list's bandwidth.
  useEffect(() => {
    if (query.isSuccess) prefetchForm();
  }, [query.isSuccess]);
  const screenRef = useRef<HTMLDivElement>(null);
  useListKeys(screenRef, c.onListKey);
  // The row buttons call the latest handlers through a ref, so the render function (and every
  // memoised row's action cell) stays the same across selections, searches and dialogs.
  const handlers = useRef({ openForm: c.openForm, removeRows: c.removeRows, runAction: c.runAction });
  useLayoutEffect(() => {
    handlers.current = { openForm: c.openForm, removeRows: c.removeRows, runAction: c.runAction };
  });
  const rowExtra = def.slots?.rowExtra;
  const refresh = c.refresh;
  // One 更多 menu for the whole table (not a menu machine a row), opened under the pressed button.
  const [more, setMore] = useState<MoreMenu | null>(null);
  const closeMore = useCallback(() => setMore(null), []);
  const { view: showView, edit: showEdit, remove: showRemove, rowMenu, rowActions } = offer;
  const renderActions = useMemo(() => {
    if (!rowMenu) return undefined;
    const on: RowHandlers = {
      view: showView ? (row) => void handlers.current.openForm('view', row) : undefined,
      edit: showEdit ? (row) => void handlers.current.openForm('edit', row) : undefined,
      remove: showRemove ? (row) => void handlers.current.removeRows([keyOf(def, row)]) : undefined,
      action: (a, row) => void handlers.current.runAction(a, row),
      more: (row, actions, anchor) => setMore({ row, actions, rect: anchor.getBoundingClientRect() }),
    };
    return (row: Row) => <RowActions row={row} on={on} actions={rowActions} t={t} extra={rowExtra?.(row, { refresh, t })} />;
  }, [rowMenu, showView, showEdit, showRemove, def, rowActions, t, rowExtra, refresh]);

  return (
    <Box ref={screenRef} p={embedded ? 0 : 4} data-testid="resource-screen" data-resource={def.path}>
      {!embedded && (
        <Heading size="md" mb="3">
          {c.title}
        </Heading>
      )}
      <WithSideTree tree={embedded ? undefined : def.sideTree} node={state.node} onNode={c.onNode} t={t}>
        <SearchForm
          key={JSON.stringify(state.search)}
          columns={c.columns}
          dateRange={!!def.dateRange}
          exact={shape.matchesExactly}
          value={state.search}
          onSearch={c.onSearch}
          onReset={c.onReset}
        />
        <HStack mb="3" gap="2" wrap="wrap" data-testid="resource-toolbar">
          {offer.add && (
            <Button size="sm" colorPalette="brand" onClick={() => void c.openForm('add')}>
              {t('resources:add')}
            </Button>
          )}
          {caps.batchRemove && showRemove && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => void c.removeRows([...c.selected])}>
              {t('resources:batchRemove')}
            </Button>
          )}
          {offer.toolActions.map((a) => (
            <Button key={a.name} size="sm" variant="outline" onClick={() => void c.runAction(a)}>
              {t(a.label)}
            </Button>
          ))}
          <Spacer />
          {c.exporter.progress && <ExportProgress progress={c.exporter.progress} onCancel={c.exporter.cancel} t={t} />}
          {caps.export && c.can(perm.export) && <ExportMenu busy={!!c.exporter.progress} run={c.exporter.run} t={t} />}
          <Button size="sm" variant="outline" onClick={c.printList}>
            {t('resources:print.button')}
          </Button>
          {!embedded && <ViewsPopover menuPath={def.menuPath} state={state} onApply={setState} t={t} />}
          <ColumnChooser columns={c.choosable} hidden={state.hidden} onChange={c.onHide} pins={state.pins} onPin={c.onPin} />
          <Button size="sm" variant="outline" aria-label={t('resources:refresh')} onClick={refresh}>
            ↻
          </Button>
        </HStack>
        <DataTable
          columns={c.tableColumns}
          rows={rows}
          t={t}
          labels={c.labels}
          selectable={c.selectable}
          selected={c.selected}
          onSelect={c.toggleSelected}
          onSelectAll={(on) => c.setSelected(on ? new Set(rows.map((r) => r.key)) : new Set())}
          indexFrom={paged ? (state.page - 1) * state.size : 0}
          menuWidth={def.menuWidth ?? 240}
          onOpen={offer.openRow}
          widths={state.widths}
          pins={state.pins}
          onResize={(prop, width) => setState({ widths: { ...state.widths, [prop]: width } })}
          sort={shape.sortable ? state.sort : undefined}
          onSort={shape.sortable ? (prop) => setState({ sort: nextSort(state.sort, prop), page: 1 }) : undefined}
          loading={query.isFetching && !query.data}
          refreshing={query.isFetching && !!query.data}
          error={query.isError && !query.isFetching ? { reason: reasonOf(query.error), retry: () => void query.refetch() } : undefined}
          onToggleExpand={def.tree ? (r) => void c.toggle(r) : undefined}
          height={embedded ? '360px' : undefined}
          renderActions={renderActions}
        />
        {paged && <Pager page={state.page} size={state.size} total={total} onChange={c.onPage} />}
      </WithSideTree>
      <Suspense>
        {dialog && (
          <ResourceFormDialog
            key={dialog.mode + keyOf(def, dialog.row)}
            title={t('resources:dialogTitle', { title: c.title, mode: t(`resources:${dialog.mode}`) })}
            mode={dialog.mode}
            columns={dialog.mode === 'edit' ? withoutItself(def, c.columns, keyOf(def, dialog.row)) : c.columns}
            required={dialog.mode === 'view' || !def.form ? undefined : ruleMessages(t, def.texts, def.form(dialog.mode), c.columns)}
            initial={dialog.row}
            width={def.dialogWidth ?? (def.sublists?.length ? 1080 : undefined)}
            sublists={def.sublists}
            recordKey={keyOf(def, dialog.row)}
            onClose={() => setDialog(null)}
            reread={dialog.mode === 'edit' && (caps.view || caps.edit) ? () => c.readRecord('edit', dialog.row) : undefined}
            onSubmit={c.saveForm}
            onDraft={dialog.mode === 'add' ? c.keepDraft : undefined}
          />
        )}
        <RowMoreMenu more={more} onClose={closeMore} onPick={(a, row) => void c.runAction(a, row)} t={t} />
        {running && <ActionDialog action={running.action} ctx={running.ctx} screenTexts={def.texts} onClose={() => setRunning(null)} />}
      </Suspense>
    </Box>
  );
}

/** 导出 with its two formats (CSV, Excel): memoised, its menu machine is not drawn again with each load. */
const ExportMenu = memo(function ExportMenu({
  busy,
  run,
  t,
}: {
  busy: boolean;
  run: (format: 'csv' | 'xlsx') => void | Promise<void>;
  t: Translate;
}) {
  return (
    <Menu.Root lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={busy}>
          {t('resources:export')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="csv" onClick={() => void run('csv')}>
              {t('resources:exportCsv')}
            </Menu.Item>
            <Menu.Item value="xlsx" onClick={() => void run('xlsx')}>
              {t('resources:exportXlsx')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
});

/** An edited record is never offered as its own parent: a picker of the screen's own records leaves it out. */
function withoutItself(def: AnyResource, columns: ShownColumn[], key: string): ShownColumn[] {
  return columns.map((c) => (c.remote && `/${routeResource(c.remote.url)}` === def.path ? { ...c, exclude: key } : c));
}
