import { lazy, memo, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, HStack, Heading, Menu, Portal, Spacer } from '@chakra-ui/react';
import { confirm } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { menuStore } from '@/lib/menu-store';
import { prefs } from '@/lib/prefs';
import { useStore } from '@/lib/store';
import { ColumnChooser } from './column-chooser';
import { DataTable } from './data-table';
import { resourceApi } from './data';
import { cellText } from './format';
import { useListState } from './list-state';
import { ui } from './messages';
import { Pager } from './pagination';
import { resourceKeys } from './queries';
import type { FormMode } from './resource-form';
import { SearchForm } from './search-form';
import { keyOf, useColumnLabels, useResourceRows } from './use-resource-rows';
import type { ActionContext, ActionDef, AnyResource, Lang, Row } from './types';

// The form (react-hook-form, its resolver) and the export writer (zip) load when first used: the
// list's first render needs neither.
const ResourceFormDialog = lazy(() => import('./resource-form').then((m) => ({ default: m.ResourceFormDialog })));
const ActionDialog = lazy(() => import('./action-dialog').then((m) => ({ default: m.ActionDialog })));

/** Whether a permission code is granted (no code: always). */
export function usePermission() {
  const perms = useStore(menuStore, (s) => s.permissions);
  return useCallback((code?: string) => !code || perms[code] === true, [perms]);
}

/** The generic list screen of spec §2/§9 for one registry entry. */
export function ResourceScreen({ def, embedded, fixedQuery }: { def: AnyResource; embedded?: boolean; fixedQuery?: Record<string, unknown> }) {
  const lang = useStore(prefs, (p) => p.language);
  const can = usePermission();
  const qc = useQueryClient();
  const api = useMemo(() => resourceApi(def), [def]);
  const [state, setState] = useListState(embedded ? `${def.menuPath}#embedded` : def.menuPath);
  const paged = def.api?.paged !== false;
  const params = useMemo(
    () => ({ ...(paged ? { current: state.page, size: state.size } : {}), ...state.search, ...fixedQuery }),
    [paged, state.page, state.size, state.search, fixedQuery],
  );
  const { query, rows, total, toggle, resetLazy } = useResourceRows(def, params);
  const tableColumns = useMemo(() => def.columns.filter((c) => !c.hide && !state.hidden.includes(c.prop)), [def, state.hidden]);
  const labels = useColumnLabels(def.columns);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<{ mode: FormMode; row: Row } | null>(null);
  const [running, setRunning] = useState<{ action: ActionDef; ctx: ActionContext } | null>(null);
  const caps = def.capabilities;
  const perm = def.permissions;

  const refresh = useCallback(() => {
    resetLazy();
    void qc.invalidateQueries({ queryKey: resourceKeys.all(def) });
  }, [qc, def, resetLazy]);
  const selectedRows = () => rows.filter((r) => selected.has(r.key)).map((r) => r.row);

  const openForm = async (mode: FormMode, row?: Row) => {
    if (mode === 'add') return setDialog({ mode, row: Object.fromEntries(def.columns.filter((c) => c.defaultValue !== undefined).map((c) => [c.prop, c.defaultValue])) });
    // detail is asked by the field the contract names (deviceCode, gid, code...), else the key
    const param = def.api?.detailParam;
    const key = param && row![param] != null && row![param] !== '' ? String(row![param]) : keyOf(def, row!);
    let full = row!;
    if (caps.view || caps.edit) {
      try {
        full = { ...row, ...(await qc.fetchQuery({ queryKey: resourceKeys.detail(def, key), queryFn: () => api.detail(key), staleTime: 0 })) };
      } catch {
        return; // the SDK already showed the server's message
      }
    }
    setDialog({ mode, row: def.api?.afterDetail ? def.api.afterDetail(full) : full });
  };
  const removeRows = async (keys: string[]) => {
    if (!keys.length) return notify.emit({ type: 'warning', title: ui.selectOne[lang] });
    if (!(await confirm(ui.confirmRemove[lang]))) return;
    await api.remove(keys);
    notify.success(ui.removed[lang]);
    setSelected(new Set());
    refresh();
  };
  const runAction = async (action: ActionDef, row?: Row) => {
    const ctx: ActionContext = { rows: row ? [row] : selectedRows(), row, refresh };
    if (action.needsSelection && !ctx.rows.length) return notify.emit({ type: 'warning', title: ui.selectOne[lang] });
    if (action.form || action.dialog) return setRunning({ action, ctx });
    if (action.confirm && !(await confirm(action.confirm[lang]))) return;
    await action.run?.(ctx);
    notify.success((action.success ?? ui.done)[lang]);
    refresh();
  };
  const exportList = async (kind: 'csv' | 'xlsx') => {
    const { download, toCsv, toXlsx } = await import('./export');
    const sheet = { headers: tableColumns.map((c) => c.label[lang]), rows: rows.map((r) => tableColumns.map((c) => cellText(c, r.row, lang, labels[c.prop]))) };
    const name = `${def.title[lang]}`;
    if (kind === 'csv') download(`${name}.csv`, toCsv(sheet), 'text/csv;charset=utf-8');
    else download(`${name}.xlsx`, toXlsx(sheet, name), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  };

  const rowActions = useMemo(() => (def.actions ?? []).filter((a) => a.scope === 'row' && can(a.permission)), [def, can]);
  const toolActions = (def.actions ?? []).filter((a) => a.scope === 'toolbar' && can(a.permission));
  const showView = caps.view && can(perm.view);
  const showEdit = caps.edit && can(perm.edit);
  const showRemove = caps.remove && can(perm.remove);
  const hasRowMenu = showView || showEdit || showRemove || rowActions.length > 0 || !!def.slots?.rowExtra;
  // The row buttons call the latest handlers through a ref, so the render function (and every
  // memoised row's action cell) stays the same across selections, searches and dialogs.
  const handlers = useRef({ openForm, removeRows, runAction });
  useLayoutEffect(() => {
    handlers.current = { openForm, removeRows, runAction };
  });
  const rowExtra = def.slots?.rowExtra;
  const renderActions = useMemo(() => {
    if (!hasRowMenu) return undefined;
    const on: RowHandlers = {
      view: showView ? (row) => void handlers.current.openForm('view', row) : undefined,
      edit: showEdit ? (row) => void handlers.current.openForm('edit', row) : undefined,
      remove: showRemove ? (row) => void handlers.current.removeRows([keyOf(def, row)]) : undefined,
      action: (a, row) => void handlers.current.runAction(a, row),
    };
    return (row: Row) => <RowActions row={row} on={on} actions={rowActions} lang={lang} extra={rowExtra?.(row, { refresh, lang })} />;
  }, [hasRowMenu, showView, showEdit, showRemove, def, rowActions, lang, rowExtra, refresh]);

  return (
    <Box p={embedded ? 0 : 4} data-testid="resource-screen" data-resource={def.path}>
      {!embedded && <Heading size="md" mb="3">{def.title[lang]}</Heading>}
      <SearchForm key={JSON.stringify(state.search)} columns={def.columns} dateRange={!!def.dateRange} value={state.search} lang={lang}
        onSearch={(search) => { setSelected(new Set()); setState({ search, page: 1 }); }} />
      <HStack mb="3" gap="2" wrap="wrap" data-testid="resource-toolbar">
        {caps.add && can(perm.add) && <Button size="sm" colorPalette="brand" onClick={() => void openForm('add')}>{ui.add[lang]}</Button>}
        {caps.batchRemove && showRemove && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => void removeRows([...selected])}>{ui.batchRemove[lang]}</Button>
        )}
        {toolActions.map((a) => (
          <Button key={a.name} size="sm" variant="outline" onClick={() => void runAction(a)}>{a.label[lang]}</Button>
        ))}
        <Spacer />
        {caps.export && can(perm.export) && (
          <Menu.Root>
            <Menu.Trigger asChild>
              <Button size="sm" variant="outline">{ui.export[lang]}</Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="csv" onClick={() => void exportList('csv')}>{ui.exportCsv[lang]}</Menu.Item>
                  <Menu.Item value="xlsx" onClick={() => void exportList('xlsx')}>{ui.exportXlsx[lang]}</Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
        <ColumnChooser columns={def.columns.filter((c) => !c.hide)} hidden={state.hidden} lang={lang} onChange={(hidden) => setState({ hidden })} />
        <Button size="sm" variant="outline" aria-label={ui.refresh[lang]} onClick={refresh}>↻</Button>
      </HStack>
      <DataTable
        columns={tableColumns}
        rows={rows}
        lang={lang}
        labels={labels}
        selected={selected}
        onSelect={(k, on) => setSelected((s) => { const n = new Set(s); if (on) n.add(k); else n.delete(k); return n; })}
        onSelectAll={(on) => setSelected(on ? new Set(rows.map((r) => r.key)) : new Set())}
        indexFrom={paged ? (state.page - 1) * state.size : 0}
        menuWidth={def.menuWidth ?? 240}
        loading={query.isFetching}
        onToggleExpand={def.tree ? (r) => void toggle(r) : undefined}
        height={embedded ? '360px' : undefined}
        renderActions={renderActions}
      />
      {paged && <Pager page={state.page} size={state.size} total={total} lang={lang} onChange={(page, size) => { setSelected(new Set()); setState({ page, size }); }} />}
      <Suspense>
      {dialog && (
        <ResourceFormDialog
          key={dialog.mode + keyOf(def, dialog.row)}
          title={`${def.title[lang]} · ${ui[dialog.mode === 'add' ? 'add' : dialog.mode === 'edit' ? 'edit' : 'view'][lang]}`}
          mode={dialog.mode}
          columns={def.columns}
          schema={dialog.mode === 'view' ? undefined : def.form?.(lang, dialog.mode)}
          initial={dialog.row}
          lang={lang}
          width={def.dialogWidth}
          onClose={() => setDialog(null)}
          onSubmit={async (values) => {
            const mode = dialog.mode === 'add' ? 'add' : 'edit';
            const body = def.api?.beforeSubmit ? def.api.beforeSubmit(values, mode) : values;
            await api.submit({ ...body, ...fixedQuery });
            notify.success((mode === 'add' ? ui.added : ui.updated)[lang]);
            setDialog(null);
            refresh();
          }}
        />
      )}
      {running && <ActionDialog action={running.action} ctx={running.ctx} lang={lang} onClose={() => setRunning(null)} />}
      </Suspense>
    </Box>
  );
}

type RowHandlers = {
  view?: (row: Row) => void;
  edit?: (row: Row) => void;
  remove?: (row: Row) => void;
  action: (a: ActionDef, row: Row) => void;
};

/**
 * A row's buttons as plain elements styled by data-table.css (Chakra's colour variables, so the
 * themes apply): a virtual row mounts on every scroll step, and Chakra Buttons cost several times
 * more to create than a native button.
 */
const RowActions = memo(function RowActions({ row, on, actions, lang, extra }: { row: Row; on: RowHandlers; actions: ActionDef[]; lang: Lang; extra?: ReactNode }) {
  return (
    <>
      {on.view && <button type="button" className="dt-action" onClick={() => on.view!(row)}>{ui.view[lang]}</button>}
      {on.edit && <button type="button" className="dt-action" onClick={() => on.edit!(row)}>{ui.edit[lang]}</button>}
      {on.remove && <button type="button" className="dt-action dt-danger" onClick={() => on.remove!(row)}>{ui.remove[lang]}</button>}
      {actions.filter((a) => !a.visible || a.visible(row)).map((a) => (
        <button key={a.name} type="button" className="dt-action" onClick={() => on.action(a, row)}>{a.label[lang]}</button>
      ))}
      {extra}
    </>
  );
});
