import { useEffect, useRef } from 'react';
import { confirm } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { http } from '@/resources/data';
import { ui } from '@/resources/messages';
import { ResourceFormDialog } from '@/resources/resource-form';
import { choose, enter, formSchema } from '@/resources/rules';
import type { ActionContext, ActionDef, ColumnDef, Lang, Row, Text } from '@/resources/types';
import { columnOf, toWire } from './derived-columns';
import type { DerivedAction, DerivedColumn, DerivedScreen } from './derived-types';

type Props = { screen: DerivedScreen; action: DerivedAction; ctx: ActionContext; onClose: () => void; lang: Lang };

const labelOf = (a: DerivedAction): Text => ({ zh: a.label, en: a.en });
const choicesOf = (a: DerivedAction) => (Array.isArray(a.to) ? a.to : null);

/** The target-state picker of an operation whose `to` is a list, labelled by the state enum. */
function targetColumn(screen: DerivedScreen, a: DerivedAction): DerivedColumn {
  const states = new Map(screen.columns.find((c) => c.prop === a.field)?.options?.map(([v, l]) => [String(v), l]));
  return { prop: a.field, label: '目标状态', en: 'Target state', type: 'select', options: choicesOf(a)!.map((v) => [v, states.get(String(v)) ?? String(v)]), required: true };
}

/**
 * Runs a named operation on the context's records: the key goes where the contract says
 * (query id/ids, the JSON body, or a named query parameter) with the target state and inputs.
 */
export function runOperation(screen: DerivedScreen, a: DerivedAction, ctx: ActionContext, values: Row = {}) {
  const keys = ctx.rows.map((r) => String(r[screen.key] ?? ''));
  const asked = toWire([...(choicesOf(a) ? [targetColumn(screen, a)] : []), ...(a.inputs ?? [])], values);
  const state = choicesOf(a) ? asked[a.field] : a.to;
  const url = `${screen.path}/${a.name}`;
  let query: Row = { ...asked };
  let body: Row | undefined;
  if (a.where === 'body') {
    body = { ...asked, id: keys[0], [screen.key]: keys[0], ...(state !== undefined ? { [a.field]: state } : {}) };
    query = {};
  } else if (a.where === 'ids') query.ids = keys.join(',');
  else if (a.where !== 'none') query[a.where === 'id' ? 'id' : a.where] = keys[0];
  return a.method === 'get' ? http.get(url, query) : http.post(url, { query, ...(body ? { body } : {}) });
}

/** A single-target operation: the spec's 提示 confirm, then the call; the list refreshes either way. */
function ConfirmOperation({ screen, action, ctx, onClose, lang }: Props) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const text = lang === 'zh' ? `确定执行「${action.label}」?` : `Run "${action.en}" on the selected record?`;
      if (await confirm(text)) {
        try {
          await runOperation(screen, action, ctx);
          notify.success(ui.done[lang]);
        } catch {
          // Refused (a state the operation does not allow...): the SDK showed the server's message.
        }
        ctx.refresh();
      }
      onClose();
    })();
  }, [screen, action, ctx, onClose, lang]);
  return null;
}

/** An operation that asks for a target state or inputs first; a refusal stays in the dialog as text. */
function OperationForm({ screen, action, ctx, onClose, lang }: Props) {
  const fields = [...(choicesOf(action) ? [targetColumn(screen, action)] : []), ...(action.inputs ?? [])];
  const columns: ColumnDef[] = fields.map((c) => ({ ...columnOf(c), hide: false, display: undefined }));
  const required = Object.fromEntries(fields.filter((c) => c.required).map((c) => [c.prop, (c.options ? choose : enter)(c.label, c.en.toLowerCase())]));
  return (
    <ResourceFormDialog
      title={labelOf(action)[lang]}
      mode="edit"
      columns={columns}
      schema={formSchema(lang, required)}
      initial={Object.fromEntries(fields.map((c) => [c.prop, '']))}
      lang={lang}
      width={560}
      onClose={onClose}
      onSubmit={async (values) => {
        await runOperation(screen, action, ctx, values);
        notify.success(ui.done[lang]);
        ctx.refresh();
        onClose();
      }}
    />
  );
}

/** A derived named operation as a framework action: a row button (a toolbar button for ids). */
export function stateAction(screen: DerivedScreen, a: DerivedAction): ActionDef {
  const from = a.from?.map(String);
  const asks = !!choicesOf(a) || !!a.inputs?.length;
  const Dialog = asks ? OperationForm : ConfirmOperation;
  return {
    name: a.name,
    label: labelOf(a),
    scope: a.where === 'ids' ? 'toolbar' : 'row',
    needsSelection: a.where === 'ids',
    ...(a.permission ? { permission: a.permission } : {}),
    // Offered only in the states that allow it (the server refuses the others).
    ...(from && a.where !== 'ids' ? { visible: (row: Row) => from.includes(String(row[a.field])) } : {}),
    dialog: (props) => <Dialog screen={screen} action={a} {...props} />,
  };
}
