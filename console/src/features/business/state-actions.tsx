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
import { AnswerDialog, type AnswerShape } from './answer-dialog';

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
  // In the body: the record's key with the inputs, a file to upload (multipart) with them, or
  // the fields of an operation naming no record.
  if (op.where === 'body' || op.body === 'multipart' || a.inputsIn === 'body') return operations.run(a.name, keys[0] ?? '', { body: { ...asked, ...fixed } });
  return operations.run(a.name, op.where === 'ids' ? keys : keys[0]!, { query: asked });
}

/** A table or record answer's columns as framework columns (texts: business:<code>.answers.<action>). */
function answerShape(screen: DerivedScreen, a: DerivedAction): AnswerShape | undefined {
  if (!a.answer || (a.shows !== 'table' && a.shows !== 'record')) return undefined;
  const texts = `${businessTexts(screen)}.answers.${a.name}`;
  return { kind: a.shows, texts, columns: a.answer.map((c) => columnOf(c, false, `${texts}.options.${c.prop}`)) };
}

/**
 * What a finished run leaves for the user: a file (a zip of an order's materials) is saved, named
 * by the operation and the record's number (its first column); an answer to look at (an image's
 * address, a report, a detail) is returned to show; else 操作成功.
 */
function settle(screen: DerivedScreen, action: DerivedAction, ctx: ActionContext, t: Translate, value: unknown): { value: unknown } | null {
  if (action.shows === 'file' && value instanceof Blob) {
    const ext = extensionOf(value.type);
    const record = String(ctx.rows[0]?.[screen.columns[0]?.prop ?? 'id'] ?? '');
    saveFile(`${t(labelOf(screen, action))}-${record}${ext ? `.${ext}` : ''}`, value);
    notify.success(t('resources:downloadStarted'));
    return null;
  }
  if (action.shows) return { value };
  notify.success(t('resources:done'));
  return null;
}

/** A look-up (it answers a report or a record to read): run at once, no confirm. */
const looksUp = (a: DerivedAction) => a.shows === 'table' || a.shows === 'record';

function Answer({ screen, action, answer, t, onClose }: Props & { answer: { value: unknown } }) {
  return <AnswerDialog title={t(labelOf(screen, action))} answer={answer.value} shape={answerShape(screen, action)} t={t} onClose={onClose} />;
}

/**
 * A single-target operation: the spec's 提示 confirm (none for a look-up), then the call; the list
 * refreshes either way. An operation that answers something shows the answer instead of a toast.
 */
function ConfirmOperation(props: Props) {
  const { screen, action, ctx, onClose, t } = props;
  const started = useRef(false);
  const [answer, setAnswer] = useState<{ value: unknown } | null>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (looksUp(action) || (await confirm(t('resources:runConfirm', { name: t(labelOf(screen, action)) })))) {
        // Refused (a state the operation does not allow...): the SDK showed the server's message.
        const done = await runOperation(screen, action, ctx).then((value) => ({ value }), () => undefined);
        if (!looksUp(action)) ctx.refresh();
        const shown = done && settle(screen, action, ctx, t, done.value);
        if (shown) return setAnswer(shown);
      }
      onClose();
    })();
  }, [screen, action, ctx, onClose, t]);
  return answer ? <Answer {...props} answer={answer} /> : null;
}

/** An operation that asks for a target state or inputs first; a refusal stays in the dialog as text. */
function OperationForm(props: Props) {
  const { screen, action, ctx, onClose, t } = props;
  const [answer, setAnswer] = useState<{ value: unknown } | null>(null);
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
  if (answer) return <Answer {...props} answer={answer} />;
  return (
    <ResourceFormDialog
      title={t(labelOf(screen, action))}
      mode="edit"
      columns={columns}
      required={ruleMessages(t, texts, rules, columns)}
      initial={Object.fromEntries(fields.map((c) => [c.prop, c.default !== undefined ? String(c.default) : '']))}
      width={560}
      {...(looksUp(action) ? { submitLabel: 'resources:lookUp' as const } : {})}
      onClose={onClose}
      onSubmit={async (values) => {
        const value = await runOperation(screen, action, ctx, values);
        if (!looksUp(action)) ctx.refresh();
        const shown = settle(screen, action, ctx, t, value);
        if (shown) setAnswer(shown);
        else onClose();
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
