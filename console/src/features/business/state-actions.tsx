import { useEffect, useRef, useState } from 'react';
import { confirm } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { extensionOf, saveFile } from '@/lib/save-file';
import { anyStateOperations, type StateOperation } from '@dasha/sdk';
import { blade } from '@/lib/blade';
import { ResourceFormDialog } from '@/resources/resource-form';
import { required } from '@/resources/rules';
import { columnLabel, ruleMessages, type TextKey, type Translate } from '@/resources/texts';
import type { ActionContext, ActionDef, Row, ShownColumn } from '@/resources/types';
import { columnOf, toWire, type DerivedField } from './derived-columns';
import type { DerivedAction, DerivedScreen, DerivedValue } from './derived-types';
import { businessTexts } from './texts';
import { AnswerDialog } from './answer-dialog';

type Props = { screen: DerivedScreen; action: DerivedAction; ctx: ActionContext; onClose: () => void; t: Translate };

const labelOf = (s: DerivedScreen, a: DerivedAction): TextKey => `${businessTexts(s)}.actions.${a.name}`;
/** The contract's facts of a screen's operation: where the key goes, its states (the SDK's map). */
function operationOf(s: DerivedScreen, a: DerivedAction): StateOperation {
  const op = anyStateOperations(blade, s.path).actions[a.name];
  if (!op) throw new Error(`${s.path} has no operation ${a.name} in the contract: re-derive the screens`);
  return op;
}
/** The inputs a person gives (the others come from the record: x-record-field). */
const askedInputs = (a: DerivedAction) => (a.inputs ?? []).filter((i) => !i.fromRecord);
/** The inputs the record itself gives: prop -> the record's value. */
const recordInputs = (a: DerivedAction, row: Row | undefined) =>
  Object.fromEntries((a.inputs ?? []).filter((i) => i.fromRecord && row?.[i.fromRecord] != null).map((i) => [i.prop, row![i.fromRecord!]]));

/** The states the caller picks from (a list `to`), else null. */
const choicesOf = (op: StateOperation): readonly DerivedValue[] | null => (typeof op.to === 'object' ? op.to : null);

/** The target-state picker of an operation whose `to` is a list, labelled by the state enum. */
function targetColumn(screen: DerivedScreen, op: StateOperation): DerivedField {
  const states = new Map(screen.columns.find((c) => c.prop === op.field)?.options?.map(([v, l]) => [String(v), l]));
  return { prop: op.field, type: 'select', options: choicesOf(op)!.map((v) => [v, states.get(String(v)) ?? String(v)]), required: true };
}

/**
 * Runs a named operation on the context's records through the SDK, which sends the key where the
 * contract says (query id/ids, the JSON body, or a named query parameter); the target state and
 * inputs go with it (in the body for a body operation, which also carries a fixed target state).
 */
export function runOperation(screen: DerivedScreen, a: DerivedAction, ctx: ActionContext, values: Row = {}) {
  const operations = anyStateOperations(blade, screen.path);
  const op = operationOf(screen, a);
  // The record field it names the record by (a device's code), as the contract says.
  const key = operations.keyOf(a.name);
  const keys = ctx.rows.map((r) => String(r[key] ?? ''));
  const asked = { ...recordInputs(a, ctx.rows[0]), ...toWire([...(choicesOf(op) ? [targetColumn(screen, op)] : []), ...askedInputs(a)], values) };
  const fixed = !choicesOf(op) && op.to !== undefined ? { [op.field]: op.to } : {};
  // In the body: the record's key with the inputs, or a file to upload (multipart) with them.
  if (op.where === 'body' || op.body === 'multipart') return operations.run(a.name, keys[0] ?? '', { body: { ...asked, ...fixed } });
  return operations.run(a.name, op.where === 'ids' ? keys : keys[0]!, { query: asked });
}

/**
 * A single-target operation: the spec's 提示 confirm, then the call; the list refreshes either way.
 * An operation that answers something (an image's address) shows the answer instead of a toast.
 */
function ConfirmOperation({ screen, action, ctx, onClose, t }: Props) {
  const started = useRef(false);
  const [answer, setAnswer] = useState<{ value: unknown } | null>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (await confirm(t('resources:runConfirm', { name: t(labelOf(screen, action)) }))) {
        // Refused (a state the operation does not allow...): the SDK showed the server's message.
        const done = await runOperation(screen, action, ctx).then((value) => ({ value }), () => undefined);
        ctx.refresh();
        // A file (a zip of an order's materials) is saved, named by the operation and the record's
        // number (its first column).
        if (done && action.shows === 'file' && done.value instanceof Blob) {
          const ext = extensionOf(done.value.type);
          const record = String(ctx.rows[0]?.[screen.columns[0]?.prop ?? 'id'] ?? '');
          saveFile(`${t(labelOf(screen, action))}-${record}${ext ? `.${ext}` : ''}`, done.value);
          notify.success(t('resources:downloadStarted'));
        } else if (done && action.shows) return setAnswer(done);
        else if (done) notify.success(t('resources:done'));
      }
      onClose();
    })();
  }, [screen, action, ctx, onClose, t]);
  return answer ? <AnswerDialog title={t(labelOf(screen, action))} answer={answer.value} t={t} onClose={onClose} /> : null;
}

/** An operation that asks for a target state or inputs first; a refusal stays in the dialog as text. */
function OperationForm({ screen, action, ctx, onClose, t }: Props) {
  const texts = businessTexts(screen);
  const op = operationOf(screen, action);
  const fields = [...(choicesOf(op) ? [targetColumn(screen, op)] : []), ...askedInputs(action)];
  // The target state is the framework's 目标状态; an input's label is its operation's (texts.ts).
  const columns: ShownColumn[] = fields.map((c, i) => {
    const label: TextKey = i === 0 && choicesOf(op) ? 'resources:targetState' : `${texts}.inputs.${action.name}.${c.prop}`;
    const optionTexts = i === 0 && choicesOf(op) ? undefined : `${texts}.inputOptions.${action.name}.${c.prop}`;
    const column = { ...columnOf(c, false, optionTexts), label, hide: false, display: undefined };
    return { ...column, text: columnLabel(t, texts, column) };
  });
  const rules = required(...fields.filter((c) => c.required).map((c) => c.prop));
  return (
    <ResourceFormDialog
      title={t(labelOf(screen, action))}
      mode="edit"
      columns={columns}
      required={ruleMessages(t, texts, rules, columns)}
      initial={Object.fromEntries(fields.map((c) => [c.prop, '']))}
      width={560}
      onClose={onClose}
      onSubmit={async (values) => {
        await runOperation(screen, action, ctx, values);
        notify.success(t('resources:done'));
        ctx.refresh();
        onClose();
      }}
    />
  );
}

/** A derived named operation as a framework action: a row button (a toolbar button for ids, and for one that names no record: an import). */
export function stateAction(screen: DerivedScreen, a: DerivedAction): ActionDef {
  const operations = anyStateOperations(blade, screen.path);
  const op = operationOf(screen, a);
  const asks = !!choicesOf(op) || askedInputs(a).length > 0;
  const Dialog = asks ? OperationForm : ConfirmOperation;
  return {
    name: a.name,
    label: labelOf(screen, a),
    scope: op.where === 'ids' || op.where === 'none' ? 'toolbar' : 'row',
    needsSelection: op.where === 'ids',
    ...(a.permission ? { permission: a.permission } : {}),
    // Offered only in the states the contract allows it from (the server refuses the others).
    ...(op.from && op.where !== 'ids' ? { visible: (row: Row) => operations.allows(a.name, row) } : {}),
    dialog: (props) => <Dialog screen={screen} action={a} {...props} />,
  };
}
