import { lazy, memo, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, HStack, Heading, Menu, Portal, Spacer } from '@chakra-ui/react';
import { confirm } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { useStableCallback } from '@/lib/use-stable-callback';
import { reasonOf } from '@/lib/error-reason';
import { blade } from '@/lib/blade';
import { ColumnChooser } from './column-chooser';
import { DataTable } from './data-table';
import { blankRecord, listShape, saveRecord, submittedValues } from './data';
import { saveDraft, useDrafts } from './drafts';
import { listParams, nextSort, useListState, type Pin } from './list-state';
import { Pager } from './pagination';
import { resourceDetailOptions, resourceKeys, resourceViewOptions, routeResource, sublistsKey } from './queries';
import type { FormMode } from './resource-form';
import { SearchForm } from './search-form';
import { columnLabel, ruleMessages, useTexts, type TextKey, type Translate } from './texts';
import { ExportProgress, useListExport } from './use-export';
import { keyOf, useColumnLabels, useResourceRows } from './use-resource-rows';
import type { ActionContext, ActionDef, AnyResource, Row, ShownColumn } from './types';
import { usePermission } from './permission';
import { useListKeys, type ListKey } from './use-list-keys';

// The form (react-hook-form, its resolver) and the export writer (zip) load when first used: the
// list's first render needs neither.
const ResourceFormDialog = lazy(() => import('./resource-form').then((m) => ({ default: m.ResourceFormDialog })));
const ActionDialog = lazy(() => import('./action-dialog').then((m) => ({ default: m.ActionDialog })));

/** The generic list screen of spec §2/§9 for one registry entry. */
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
  const t = useTexts(def.texts);
  const can = usePermission();
  const qc = useQueryClient();
  const resource = blade.anyResource(def.path);
  const shape = useMemo(() => listShape(def), [def]);
  const [state, setState] = useListState(embedded ? `${def.menuPath}#embedded` : def.menuPath);
  const paged = shape.paged;
  const { page, size, search, sort } = state;
  const params = useMemo(() => listParams(shape, { page, size, search, sort }, fixedQuery), [shape, page, size, search, sort, fixedQuery]);
  const { query, rows, total, toggle, resetLazy } = useResourceRows(def, params);
  const title = t(def.title ?? (`${def.texts}.title` as TextKey));
  const columns = useMemo<ShownColumn[]>(() => def.columns.map((c) => ({ ...c, text: columnLabel(t, def.texts, c) })), [def, t]);
  const tableColumns = useMemo(() => columns.filter((c) => !c.hide && !state.hidden.includes(c.prop)), [columns, state.hidden]);
  const labels = useColumnLabels(def.columns, t);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<{ mode: FormMode; row: Row } | null>(null);
  const [running, setRunning] = useState<{ action: ActionDef; ctx: ActionContext } | null>(null);
  const caps = def.capabilities;
  const drafts = useDrafts(def);
  const perm = def.permissions;

  const refresh = useCallback(() => {
    resetLazy();
    void qc.invalidateQueries({ queryKey: resourceKeys.all(def) });
    // The records' tabs too: an operation on a record changes what they read (a published menu), so
    // their copies are dropped: a tab opened next shows loading, then the new answer, never the old.
    for (const sub of def.sublists ?? []) qc.removeQueries({ queryKey: sublistsKey(sub) });
  }, [qc, def, resetLazy]);
  const selectedRows = () => rows.filter((r) => selected.has(r.key)).map((r) => r.row);

  /** A row's record as its view or its edit form reads it (the row itself where the screen reads no detail). */
  const readRecord = async (mode: 'view' | 'edit', row: Row): Promise<Row> => {
    if (!caps.view && !caps.edit) return row;
    // detail is asked by the field the contract names (deviceCode, code...), else the key
    const field = resource.detailKey;
    const key = row[field] != null && row[field] !== '' ? String(row[field]) : keyOf(def, row);
    // 查看 reads the record the way the contract says its view does; 编辑 its detail.
    // A record the contract reads by several of its fields (a brand's setting of a cycle) is asked by them.
    const ask = resource.detailBy ? resource.detailQuery(row) : key;
    const full = {
      ...row,
      ...(await (mode === 'view'
        ? qc.fetchQuery(resourceViewOptions(def, key, ask))
        : qc.fetchQuery(resourceDetailOptions(def, key, ask)))),
    };
    return def.api?.afterDetail ? def.api.afterDetail(full) : full;
  };
  const openForm = async (mode: FormMode, row?: Row) => {
    if (mode === 'add') return setDialog({ mode, row: blankRecord(def) });
    try {
      setDialog({ mode, row: await readRecord(mode, row!) });
    } catch {
      return; // the SDK already showed the server's message
    }
  };
  const removeRows = async (keys: string[]) => {
    if (!keys.length) return notify.emit({ type: 'warning', title: t('resources:selectOne') });
    if (!(await confirm(t('resources:confirmRemove')))) return;
    await resource.remove(keys);
    notify.success(t('resources:removed'));
    setSelected(new Set());
    refresh();
  };
  const runAction = async (action: ActionDef, row?: Row) => {
    // An operation on the selection leaves its rows changed: the list is read again without it.
    const ctx: ActionContext = {
      rows: row ? [row] : selectedRows(),
      row,
      refresh: row ? refresh : () => (setSelected(new Set()), refresh()),
    };
    if (action.needsSelection && !ctx.rows.length) return notify.emit({ type: 'warning', title: t('resources:selectOne') });
    if (action.form || action.dialog) return setRunning({ action, ctx });
    if (action.confirm && !(await confirm(t(action.confirm)))) return;
    await action.run?.(ctx);
    notify.success(t(action.success ?? 'resources:done'));
    ctx.refresh();
  };
  const rowValues = useMemo(() => rows.map((r) => r.row), [rows]);
  // 打印: the selection when there is one, else the page, as the table shows them (the module loads on the first print).
  const printList = () => {
    const chosen = selected.size ? rows.filter((r) => selected.has(r.key)) : rows;
    const src = { title, columns: tableColumns, rows: chosen.map((r) => r.row), search: state.search, labels, t };
    void import('./print').then((m) => m.printSheet(m.listSheet(src)));
  };
  const exporter = useListExport({ def, params, paged, rows: rowValues, columns: tableColumns, labels, t, title });
  // The search form, the column chooser, the export menu and the pager are memoised and get stable
  // handlers: a load, a selection or a dialog draws the screen again, not their Chakra parts.
  const onSearch = useStableCallback((search: Record<string, string>) => {
    setSelected(new Set());
    setState({ search, page: 1 });
  });
  const onPage = useStableCallback((page: number, size: number) => {
    setSelected(new Set());
    setState({ page, size });
  });
  const onHide = useStableCallback((hidden: string[]) => setState({ hidden }));
  const onPin = useStableCallback((prop: string, pin: Pin) => setState({ pins: { ...state.pins, [prop]: pin } }));
  const choosable = useMemo(() => columns.filter((c) => !c.hide), [columns]);

  const rowActions = useMemo(() => (def.actions ?? []).filter((a) => a.scope === 'row' && can(a.permission, a.operation)), [def, can]);
  const toolActions = (def.actions ?? []).filter((a) => a.scope === 'toolbar' && can(a.permission, a.operation));
  // An edit reads the detail first and saves through update (else submit): both must pass @PreAuth.
  const showView = caps.view && can(perm.view, resource.operation('detail'));
  const showEdit = caps.edit && can(perm.edit, resource.operation('detail')) && can(undefined, resource.operation('update'));
  // Enter on a focused row opens it as its 查看 would, else as its 编辑.
  const openRow = showView || showEdit ? (row: Row) => void openForm(showView ? 'view' : 'edit', row) : undefined;
  const showRemove = caps.remove && can(perm.remove, resource.operation('remove'));
  const showAdd = caps.add && can(perm.add, resource.operation('submit'));
  const screenRef = useRef<HTMLDivElement>(null);
  // Keys of the page's own list only: a list inside a record's view leaves them to its page.
  const onListKey = useStableCallback((key: ListKey) => {
    if (embedded || dialog || running) return false;
    if (key === 'add') {
      if (!showAdd) return false;
      void openForm('add');
      return true;
    }
    if (!paged) return false;
    const to = key === 'next' ? state.page + 1 : state.page - 1;
    if (to < 1 || (to - 1) * state.size >= total) return false;
    onPage(to, state.size);
    return true;
  });
  useListKeys(screenRef, onListKey);
  // Row checkboxes only where something acts on a selection.
  const selectable = def.selectable ?? ((caps.batchRemove && showRemove) || toolActions.some((a) => a.needsSelection));
  const hasRowMenu = showView || showEdit || showRemove || rowActions.length > 0 || !!def.slots?.rowExtra;
  // The row buttons call the latest handlers through a ref, so the render function (and every
  // memoised row's action cell) stays the same across selections, searches and dialogs.
  const handlers = useRef({ openForm, removeRows, runAction });
  useLayoutEffect(() => {
    handlers.current = { openForm, removeRows, runAction };
  });
  const rowExtra = def.slots?.rowExtra;
  // One 更多 menu for the whole table (not a menu machine a row), opened under the pressed button.
  const [more, setMore] = useState<MoreMenu | null>(null);
  const closeMore = useCallback(() => setMore(null), []);
  const renderActions = useMemo(() => {
    if (!hasRowMenu) return undefined;
    const on: RowHandlers = {
      view: showView ? (row) => void handlers.current.openForm('view', row) : undefined,
      edit: showEdit ? (row) => void handlers.current.openForm('edit', row) : undefined,
      remove: showRemove ? (row) => void handlers.current.removeRows([keyOf(def, row)]) : undefined,
      action: (a, row) => void handlers.current.runAction(a, row),
      more: (row, actions, anchor) => setMore({ row, actions, rect: anchor.getBoundingClientRect() }),
    };
    return (row: Row) => <RowActions row={row} on={on} actions={rowActions} t={t} extra={rowExtra?.(row, { refresh, t })} />;
  }, [hasRowMenu, showView, showEdit, showRemove, def, rowActions, t, rowExtra, refresh]);

  return (
    <Box ref={screenRef} p={embedded ? 0 : 4} data-testid="resource-screen" data-resource={def.path}>
      {!embedded && (
        <Heading size="md" mb="3">
          {title}
        </Heading>
      )}
      <SearchForm
        key={JSON.stringify(state.search)}
        columns={columns}
        dateRange={!!def.dateRange}
        exact={shape.matchesExactly}
        value={state.search}
        onSearch={onSearch}
      />
      <HStack mb="3" gap="2" wrap="wrap" data-testid="resource-toolbar">
        {showAdd && (
          <Button size="sm" colorPalette="brand" onClick={() => void openForm('add')}>
            {t('resources:add')}
          </Button>
        )}
        {caps.batchRemove && showRemove && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => void removeRows([...selected])}>
            {t('resources:batchRemove')}
          </Button>
        )}
        {toolActions.map((a) => (
          <Button key={a.name} size="sm" variant="outline" onClick={() => void runAction(a)}>
            {t(a.label)}
          </Button>
        ))}
        <Spacer />
        {exporter.progress && <ExportProgress progress={exporter.progress} onCancel={exporter.cancel} t={t} />}
        {caps.export && can(perm.export) && <ExportMenu busy={!!exporter.progress} run={exporter.run} t={t} />}
        <Button size="sm" variant="outline" onClick={printList}>
          {t('resources:print.button')}
        </Button>
        <ColumnChooser columns={choosable} hidden={state.hidden} onChange={onHide} pins={state.pins} onPin={onPin} />
        <Button size="sm" variant="outline" aria-label={t('resources:refresh')} onClick={refresh}>
          ↻
        </Button>
      </HStack>
      <DataTable
        columns={tableColumns}
        rows={rows}
        t={t}
        labels={labels}
        selectable={selectable}
        selected={selected}
        onSelect={(k, on) =>
          setSelected((s) => {
            const n = new Set(s);
            if (on) n.add(k);
            else n.delete(k);
            return n;
          })
        }
        onSelectAll={(on) => setSelected(on ? new Set(rows.map((r) => r.key)) : new Set())}
        indexFrom={paged ? (state.page - 1) * state.size : 0}
        menuWidth={def.menuWidth ?? 240}
        onOpen={openRow}
        widths={state.widths}
        pins={state.pins}
        onResize={(prop, width) => setState({ widths: { ...state.widths, [prop]: width } })}
        sort={shape.sortable ? state.sort : undefined}
        onSort={shape.sortable ? (prop) => setState({ sort: nextSort(state.sort, prop), page: 1 }) : undefined}
        loading={query.isFetching && !query.data}
        refreshing={query.isFetching && !!query.data}
        error={query.isError && !query.isFetching ? { reason: reasonOf(query.error), retry: () => void query.refetch() } : undefined}
        onToggleExpand={def.tree ? (r) => void toggle(r) : undefined}
        height={embedded ? '360px' : undefined}
        renderActions={renderActions}
      />
      {paged && <Pager page={state.page} size={state.size} total={total} onChange={onPage} />}
      <Suspense>
        {dialog && (
          <ResourceFormDialog
            key={dialog.mode + keyOf(def, dialog.row)}
            title={t('resources:dialogTitle', { title, mode: t(`resources:${dialog.mode}`) })}
            mode={dialog.mode}
            columns={dialog.mode === 'edit' ? withoutItself(def, columns, keyOf(def, dialog.row)) : columns}
            required={dialog.mode === 'view' || !def.form ? undefined : ruleMessages(t, def.texts, def.form(dialog.mode), columns)}
            initial={dialog.row}
            width={def.dialogWidth ?? (def.sublists?.length ? 1080 : undefined)}
            sublists={def.sublists}
            recordKey={keyOf(def, dialog.row)}
            onClose={() => setDialog(null)}
            reread={dialog.mode === 'edit' && (caps.view || caps.edit) ? () => readRecord('edit', dialog.row) : undefined}
            onSubmit={async (values) => {
              const mode = dialog.mode === 'add' ? 'add' : 'edit';
              await saveRecord(def, { ...submittedValues(def, values, mode), ...fixedQuery }, mode);
              notify.success(t(mode === 'add' ? 'resources:added' : 'resources:updated'));
              setDialog(null);
              refresh();
            }}
            // A new record may be kept unfinished as a draft (a purchase order's), opened again from the drafts' screen.
            onDraft={
              dialog.mode === 'add' && drafts
                ? async (values) => {
                    await saveDraft(drafts, { ...submittedValues(def, values, 'add'), ...fixedQuery });
                    notify.success(t('resources:draftSaved'));
                    setDialog(null);
                  }
                : undefined
            }
          />
        )}
        <RowMoreMenu more={more} onClose={closeMore} onPick={(a, row) => void runAction(a, row)} t={t} />
        {running && <ActionDialog action={running.action} ctx={running.ctx} screenTexts={def.texts} onClose={() => setRunning(null)} />}
      </Suspense>
    </Box>
  );
}

type RowHandlers = {
  view?: (row: Row) => void;
  edit?: (row: Row) => void;
  remove?: (row: Row) => void;
  action: (a: ActionDef, row: Row) => void;
  /** Opens the screen's one 更多 menu under `anchor` with the row's other operations. */
  more: (row: Row, actions: ActionDef[], anchor: HTMLElement) => void;
};

/** A row shows this many operations as buttons; with more, the first INLINE_ACTIONS - 1 and 更多. */
const INLINE_ACTIONS = 3;

/**
 * A row's buttons as plain elements styled by data-table.css (Chakra's colour variables, so the
 * themes apply): a virtual row mounts on every scroll step, and Chakra Buttons cost several times
 * more to create than a native button.
 */
const RowActions = memo(function RowActions({
  row,
  on,
  actions,
  t,
  extra,
}: {
  row: Row;
  on: RowHandlers;
  actions: ActionDef[];
  t: Translate;
  extra?: ReactNode;
}) {
  const offered = actions.filter((a) => !a.visible || a.visible(row));
  const cut = offered.length > INLINE_ACTIONS ? INLINE_ACTIONS - 1 : offered.length;
  const [inline, rest] = [offered.slice(0, cut), offered.slice(cut)];
  return (
    <>
      {on.view && (
        <button type="button" className="dt-action" onClick={() => on.view!(row)}>
          {t('resources:view')}
        </button>
      )}
      {on.edit && (
        <button type="button" className="dt-action" onClick={() => on.edit!(row)}>
          {t('resources:edit')}
        </button>
      )}
      {on.remove && (
        <button type="button" className="dt-action dt-danger" onClick={() => on.remove!(row)}>
          {t('resources:remove')}
        </button>
      )}
      {inline.map((a) => (
        <button key={a.name} type="button" className="dt-action" onClick={() => on.action(a, row)}>
          {t(a.label)}
        </button>
      ))}
      {rest.length > 0 && (
        <button type="button" className="dt-action" aria-haspopup="menu" onClick={(e) => on.more(row, rest, e.currentTarget)}>
          {t('resources:more')}
        </button>
      )}
      {extra}
    </>
  );
});

type MoreMenu = { row: Row; actions: ActionDef[]; rect: DOMRect };

/** The row operations past the first few, as a menu at the row's 更多 button. */
function RowMoreMenu({
  more,
  onClose,
  onPick,
  t,
}: {
  more: MoreMenu | null;
  onClose: () => void;
  onPick: (a: ActionDef, row: Row) => void;
  t: Translate;
}) {
  if (!more) return null;
  return (
    <Menu.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      positioning={{ placement: 'bottom-end', getAnchorRect: () => more.rect }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content data-testid="row-more-menu">
            {more.actions.map((a) => (
              <Menu.Item
                key={a.name}
                value={a.name}
                onClick={() => {
                  onClose();
                  onPick(a, more.row);
                }}
              >
                {t(a.label)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
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
