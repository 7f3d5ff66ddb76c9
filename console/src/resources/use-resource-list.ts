import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { confirm } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { useStableCallback } from '@/lib/use-stable-callback';
import { blade } from '@/lib/blade';
import { blankRecord, listShape, saveRecord, submittedValues, type PageResult } from './data';
import { saveDraft, useDrafts } from './drafts';
import { listParams, useListState, type Pin } from './list-state';
import { resourceDetailOptions, resourceKeys, resourceViewOptions, sublistsKey } from './queries';
import type { FormMode } from './resource-form';
import { columnLabel, useTexts, type TextKey } from './texts';
import { useListExport } from './use-export';
import { keyOf, useColumnLabels, useResourceRows } from './use-resource-rows';
import type { ActionContext, ActionDef, AnyResource, Row, ShownColumn } from './types';
import { usePermission } from './permission';
import type { ListKey } from './use-list-keys';
import { useUndoableRemove } from './undoable-remove';
import type { VisibleRow } from './data-table';

/** The shown rows without those waiting to be removed, a removed parent with its children. */
function withoutRemoved(rows: VisibleRow[], removed: ReadonlySet<string>): VisibleRow[] {
  if (!removed.size) return rows;
  const out: VisibleRow[] = [];
  let skipBelow = Infinity;
  for (const r of rows) {
    if (r.depth > skipBelow) continue;
    skipBelow = removed.has(r.key) ? r.depth : Infinity;
    if (skipBelow === Infinity) out.push(r);
  }
  return out;
}

// The generic list screen's behaviour without its look (react-admin's useListController): what it
// reads, which operations the signed-in roles are offered, and what each button does. The view
// (resource-screen.tsx) draws it; a screen with a look of its own can reuse it.

/** The list controller of one registry entry; `embedded`: a list inside a record's view (its own state, no page keys). */
export function useResourceList(def: AnyResource, { embedded, fixedQuery }: { embedded?: boolean; fixedQuery?: Record<string, unknown> }) {
  // Suspends until the framework's and the screen's texts are loaded in the current language.
  const t = useTexts(def.texts);
  const can = usePermission();
  const qc = useQueryClient();
  const resource = useMemo(() => blade.anyResource(def.path), [def.path]);
  const shape = useMemo(() => listShape(def), [def]);
  const [state, setState] = useListState(def.menuPath, { embedded });
  const paged = shape.paged;
  const { page, size, search, sort, node } = state;
  const params = useMemo(
    () => listParams(shape, { page, size, search, sort, node }, fixedQuery),
    [shape, page, size, search, sort, node, fixedQuery],
  );
  const listed = useResourceRows(def, params);
  const { query, toggle, resetLazy } = listed;
  // A removal waiting for its 撤销 toast: its rows are gone from the list already.
  const removal = useUndoableRemove(
    (keys) => resource.remove(keys),
    () => refresh(),
  );
  const rows = useMemo(() => withoutRemoved(listed.rows, removal.hidden), [listed.rows, removal.hidden]);
  const total = Math.max(0, listed.total - (listed.rows.length - rows.length));
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
    // The records' tabs too: an operation on a record changes what they read (a published menu), so
    // their copies are dropped: a tab opened next shows loading, then the new answer, never the old.
    for (const sub of def.sublists ?? []) qc.removeQueries({ queryKey: sublistsKey(sub) });
    return qc.invalidateQueries({ queryKey: resourceKeys.all(def) });
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
    setSelected(new Set());
    removal.remove(keys, { title: t('resources:removed'), undo: t('resources:undo') });
  };
  /** Patches the shown list's copies of some rows (every page and search of the screen's list); answers the undo. */
  const patchRows = (changed: Row[], patch: Row) => {
    const keys = new Set(changed.map((r) => keyOf(def, r)));
    const before = qc.getQueriesData<PageResult>({ queryKey: resourceKeys.all(def) });
    const patchAll = (records: Row[]): Row[] =>
      records.map((r) => {
        const children = Array.isArray(r.children) ? { children: patchAll(r.children as Row[]) } : {};
        return keys.has(keyOf(def, r)) ? { ...r, ...patch, ...children } : { ...r, ...children };
      });
    qc.setQueriesData<PageResult>({ queryKey: resourceKeys.all(def) }, (page) =>
      page && Array.isArray(page.records) ? { ...page, records: patchAll(page.records) } : page,
    );
    return () => before.forEach(([key, data]) => qc.setQueryData(key, data));
  };
  const runAction = async (action: ActionDef, row?: Row) => {
    // An operation on the selection leaves its rows changed: the list is read again without it.
    const ctx: ActionContext = {
      rows: row ? [row] : selectedRows(),
      row,
      refresh: row ? refresh : () => (setSelected(new Set()), refresh()),
      ...(embedded ? {} : { patchRows }),
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
  // A node of the side tree narrows the list from its first page; 清空 clears it with the search, as stock Saber's.
  const onNode = useStableCallback((node: string) => {
    setSelected(new Set());
    setState({ node, page: 1 });
  });
  const onReset = useStableCallback(() => {
    setSelected(new Set());
    setState({ search: {}, node: '', page: 1 });
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
  // Row checkboxes only where something acts on a selection.
  const selectable = def.selectable ?? ((caps.batchRemove && showRemove) || toolActions.some((a) => a.needsSelection));
  const hasRowMenu = showView || showEdit || showRemove || rowActions.length > 0 || !!def.slots?.rowExtra;
  /** Saves the open form: a new record or an edit, with the screen's fixed query; then the list is read again. */
  const saveForm = async (values: Row) => {
    const mode = dialog?.mode === 'add' ? 'add' : 'edit';
    await saveRecord(def, { ...submittedValues(def, values, mode), ...fixedQuery }, mode);
    notify.success(t(mode === 'add' ? 'resources:added' : 'resources:updated'));
    setDialog(null);
    refresh();
  };
  /** A new record kept unfinished as a draft (a purchase order's), opened again from the drafts' screen. */
  const keepDraft = drafts
    ? async (values: Row) => {
        await saveDraft(drafts, { ...submittedValues(def, values, 'add'), ...fixedQuery });
        notify.success(t('resources:draftSaved'));
        setDialog(null);
      }
    : undefined;
  const toggleSelected = (k: string, on: boolean) =>
    setSelected((s) => {
      const n = new Set(s);
      if (on) n.add(k);
      else n.delete(k);
      return n;
    });

  return {
    t,
    can,
    title,
    columns,
    tableColumns,
    choosable,
    labels,
    state,
    setState,
    shape,
    paged,
    params,
    query,
    rows,
    total,
    toggle,
    selected,
    setSelected,
    toggleSelected,
    selectable,
    dialog,
    setDialog,
    running,
    setRunning,
    keepDraft,
    caps,
    perm,
    refresh,
    readRecord,
    openForm,
    removeRows,
    runAction,
    printList,
    exporter,
    onSearch,
    onNode,
    onReset,
    onPage,
    onHide,
    onPin,
    onListKey,
    saveForm,
    offer: { view: showView, edit: showEdit, remove: showRemove, add: showAdd, rowMenu: hasRowMenu, rowActions, toolActions, openRow },
  };
}

export type ResourceList = ReturnType<typeof useResourceList>;
