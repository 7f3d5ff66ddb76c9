import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { InfoDialog } from '@/components/info-dialog';
import { reasonOf } from '@/lib/error-reason';
import { confirm } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { extensionOf, saveFile } from '@/lib/save-file';
import { anyStateOperations, type ResourcePath, type StateOperation } from '@dasha/sdk';
import { blade } from '@/lib/blade';
import { keyOwner } from '@/lib/blade';
import { queryClient } from '@/lib/query-client';
import { readRows } from '@/resources/data';
import { ListError } from '@/resources/list-status';
import { routeKey } from '@/resources/queries';
import { ResourceFormDialog } from '@/resources/resource-form';
import { RowsFormDialog } from '@/resources/rows-form';
import { required } from '@/resources/rules';
import { ruleMessages, type TextKey, type Translate } from '@/resources/texts';
import type { ActionContext, DialogActionDef, Row, ShownColumn } from '@/resources/types';
import { blankOf, columnOf, formField, toWire, type DerivedField } from './derived-columns';
import type { DerivedAction, DerivedColumn, DerivedLines, DerivedScreen, DerivedValue } from './derived-types';
import { businessTexts } from './texts';
import { AnswerDialog, type AnswerShape } from './answer-dialog';

/**
 * Where operations are offered: a screen, or a tab of its record (a device's 市场人员 tab, whose
 * bind and unbind are another resource's operations).
 */
export type OperationHost = {
  /** The SDK resource its operations are of (a tab's operation names its own: `resource`). */
  path: ResourcePath;
  /** Its texts: actions.<name>, inputs.<name>.<prop>, inputOptions.<name>, answers.<name>. */
  texts: `business:${string}`;
  /** Its records' columns: the target-state picker's labels, a saved file's name. */
  columns: DerivedColumn[];
};

/** A screen as the host of its own operations. */
export const screenHost = (s: DerivedScreen): OperationHost => ({ path: s.path, texts: businessTexts(s), columns: s.columns });

type Props = { host: OperationHost; action: DerivedAction; ctx: ActionContext; onClose: () => void; t: Translate };

const labelOf = (h: OperationHost, a: DerivedAction): TextKey => `${h.texts}.actions.${a.name}`;
/** The SDK resource an operation runs on: its own where it names one (a tab's), else its host's. */
const resourceOf = (h: OperationHost, a: DerivedAction): ResourcePath => a.resource ?? h.path;
/** The contract's facts of an operation: where the key goes, its states (the SDK's map). */
function operationOf(h: OperationHost, a: DerivedAction): StateOperation {
  const op = anyStateOperations(blade, resourceOf(h, a)).actions[a.name];
  if (!op) throw new Error(`${resourceOf(h, a)} has no operation ${a.name} in the contract: re-derive the screens`);
  return op;
}
/** The inputs a person gives (the others come from the record, x-record-field, from the record whose tab it is, or from the session). */
const askedInputs = (a: DerivedAction) => (a.inputs ?? []).filter((i) => !i.fromRecord && !i.fromParent && !i.fromSession);
/** The inputs the record itself gives (prop -> the record's value), those the tab's record gives (its key) and the session's. */
const recordInputs = (a: DerivedAction, ctx: ActionContext) => {
  const row = ctx.rows[0];
  const out: Row = {};
  for (const i of a.inputs ?? []) {
    if (i.fromRecord && row?.[i.fromRecord] != null) out[i.prop] = row[i.fromRecord];
    if (i.fromParent && ctx.parentKey !== undefined) out[i.prop] = ctx.parentKey;
    if (i.fromSession) out[i.prop] = keyOwner()[i.fromSession];
  }
  return out;
};

/** A picker whose list is the record's own (an order's materials, `by` its id): read with the record's values. */
const readForRecord = (c: DerivedField, row: Row | undefined): DerivedField =>
  c.remote?.by
    ? {
        ...c,
        remote: {
          ...c.remote,
          query: {
            ...c.remote.query,
            ...Object.fromEntries(Object.entries(c.remote.by).map(([param, field]) => [param, String(row?.[field] ?? '')])),
          },
        },
      }
    : c;

/** The states the caller picks from (a list `to`), else null. */
const choicesOf = (op: StateOperation): readonly DerivedValue[] | null => (typeof op.to === 'object' ? op.to : null);

/** The target-state picker of an operation whose `to` is a list, labelled by the state enum. */
function targetColumn(host: OperationHost, op: StateOperation): DerivedField {
  const states = new Map(host.columns.find((c) => c.prop === op.field)?.options?.map(([v, l]) => [String(v), l]));
  return { prop: op.field, type: 'select', options: choicesOf(op)!.map((v) => [v, states.get(String(v)) ?? String(v)]), required: true };
}

/** Runs a named operation on the context's records (send), then refreshes what it changed. */
export function runOperation(host: OperationHost, a: DerivedAction, ctx: ActionContext, values: Row | Row[] = {}) {
  const op = operationOf(host, a);
  const run = send(host, a, ctx, values, op);
  // A change makes what its route's resource answers stale, read again where it is next shown: a
  // new install material (dict-biz) is offered by the picker reading that dictionary when it opens.
  // Marked only (refetchType none): the caller's refresh reads the shown list, so it is not read twice.
  return op.method.toUpperCase() === 'GET'
    ? run
    : run.then((value) => (void queryClient.invalidateQueries({ queryKey: routeKey(op.path), refetchType: 'none' }), value));
}

/**
 * Sends a named operation through the SDK, which puts the key where the contract says (query
 * id/ids, the JSON body, or a named query parameter); the target state and inputs go with it (in
 * the body for a body operation, which also carries a fixed target state).
 */
function send(host: OperationHost, a: DerivedAction, ctx: ActionContext, values: Row | Row[], op: StateOperation) {
  const operations = anyStateOperations(blade, resourceOf(host, a));
  // The record field it names the record by (a device's code), as the contract says.
  const key = operations.keyOf(a.name);
  const keys = ctx.rows.map((r) => String(r[key] ?? ''));
  // Several new records at once (a list body): each row's inputs, as one JSON array; of a record
  // (body-rows: a BOM line's materials), the SDK puts its key in each row.
  if (Array.isArray(values))
    return operations.run(a.name, keys[0] ?? '', {
      body: values.map((row) => ({ ...recordInputs(a, ctx), ...toWire(askedInputs(a), row) })),
    });
  const asked = { ...recordInputs(a, ctx), ...toWire([...(choicesOf(op) ? [targetColumn(host, op)] : []), ...askedInputs(a)], values) };
  // The lines sent with the record's fields (an order's goods), as the form gave them.
  if (a.lines && Array.isArray(values[a.lines.prop])) asked[a.lines.prop] = values[a.lines.prop];
  const fixed = !choicesOf(op) && op.to !== undefined ? { [op.field]: op.to } : {};
  // The selection's keys as one body array (body-list): one call, the inputs beside them.
  if (op.where === 'body-list') return operations.run(a.name, keys, { body: { ...asked, ...fixed } });
  // In the body: the record's key with the inputs, a file to upload (multipart) with them, or
  // the fields of an operation naming no record.
  if (op.where === 'body' || op.body === 'multipart' || a.inputsIn === 'body')
    return operations.run(a.name, keys[0] ?? '', { body: { ...asked, ...fixed } });
  return operations.run(a.name, op.where === 'ids' ? keys : keys[0]!, { query: asked });
}

/** An answer's shape: a tree, or a table's or record's columns as framework columns (texts: business:<code>.answers.<action>). */
function answerShape(host: OperationHost, a: DerivedAction): AnswerShape | undefined {
  if (a.shows === 'tree') return { kind: 'tree' };
  if (!a.answer || (a.shows !== 'table' && a.shows !== 'record')) return undefined;
  const texts = `${host.texts}.answers.${a.name}`;
  const lists = a.lists?.map((l) => ({
    prop: l.prop,
    texts: `${texts}.lists.${l.prop}`,
    columns: l.columns.map((c) => columnOf(c, false)),
  }));
  return {
    kind: a.shows,
    texts,
    columns: a.answer.map((c) => columnOf(c, false, `${texts}.options.${c.prop}`)),
    ...(lists ? { lists } : {}),
  };
}

/**
 * What a finished run leaves for the user: a file (a zip of an order's materials) is saved, named
 * by the operation and the record's number (its first column); an answer to look at (an image's
 * address, a report, a detail) is returned to show; else 操作成功.
 */
function settle(host: OperationHost, action: DerivedAction, ctx: ActionContext, t: Translate, value: unknown): { value: unknown } | null {
  if (action.shows === 'file' && value instanceof Blob) {
    const ext = extensionOf(value.type);
    const record = String(ctx.rows[0]?.[host.columns[0]?.prop ?? 'id'] ?? '');
    saveFile(`${t(labelOf(host, action))}-${record}${ext ? `.${ext}` : ''}`, value);
    notify.success(t('resources:downloadStarted'));
    return null;
  }
  if (action.shows) return { value };
  notify.success(t('resources:done'));
  return null;
}

/** A look-up (it answers a report, a record or a tree to read): run at once, no confirm. */
const looksUp = (a: DerivedAction) => a.shows === 'table' || a.shows === 'record' || a.shows === 'tree';

function Answer({ host, action, answer, t, onClose }: Props & { answer: { value: unknown } }) {
  return <AnswerDialog title={t(labelOf(host, action))} answer={answer.value} shape={answerShape(host, action)} t={t} onClose={onClose} />;
}

/**
 * A single-target operation: the spec's 提示 confirm (none for a look-up), then the call; the list
 * refreshes either way. An operation that answers something shows the answer instead of a toast.
 */
function ConfirmOperation(props: Props) {
  const { host, action, ctx, onClose, t } = props;
  const started = useRef(false);
  const [answer, setAnswer] = useState<{ value: unknown } | null>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (looksUp(action) || (await confirm(t('resources:runConfirm', { name: t(labelOf(host, action)) })))) {
        // Refused (a state the operation does not allow...): the SDK showed the server's message.
        const done = await runOperation(host, action, ctx).then(
          (value) => ({ value }),
          () => undefined,
        );
        if (!looksUp(action)) ctx.refresh();
        const shown = done && settle(host, action, ctx, t, done.value);
        if (shown) return setAnswer(shown);
      }
      onClose();
    })();
  }, [host, action, ctx, onClose, t]);
  return answer ? <Answer {...props} answer={answer} /> : null;
}

/** An operation that asks for a target state or inputs first; a refusal stays in the dialog as text. */
function OperationForm(props: Props) {
  const { host, action, ctx, onClose, t } = props;
  const [answer, setAnswer] = useState<{ value: unknown } | null>(null);
  const texts = host.texts;
  const op = operationOf(host, action);
  const fields = [...(choicesOf(op) ? [targetColumn(host, op)] : []), ...askedInputs(action).map((c) => readForRecord(c, ctx.rows[0]))];
  // The target state is the framework's 目标状态; an input's label is its operation's (texts.ts).
  const columns: ShownColumn[] = fields.map((c, i) =>
    i === 0 && choicesOf(op)
      ? formField(c, t, texts, undefined, 'resources:targetState')
      : formField(c, t, texts, `${texts}.inputOptions.${action.name}.${c.prop}`, `${texts}.inputs.${action.name}.${c.prop}`),
  );
  const rules = required(...fields.filter((c) => c.required).map((c) => c.prop));
  if (answer) return <Answer {...props} answer={answer} />;
  const blank = blankOf(fields);
  if (action.lines) return <LinesForm {...props} head={{ columns, required: ruleMessages(t, texts, rules, columns) }} />;
  if (action.inputsIn === 'rows') {
    return (
      <RowsFormDialog
        title={t(labelOf(host, action))}
        columns={columns}
        required={ruleMessages(t, texts, rules, columns)}
        blank={blank}
        onClose={onClose}
        onSubmit={async (rows) => {
          await runOperation(host, action, ctx, rows);
          ctx.refresh();
          notify.success(t('resources:done'));
          onClose();
        }}
      />
    );
  }
  return (
    <ResourceFormDialog
      title={t(labelOf(host, action))}
      mode="edit"
      columns={columns}
      required={ruleMessages(t, texts, rules, columns)}
      initial={blank}
      width={560}
      {...(looksUp(action) ? { submitLabel: 'resources:lookUp' as const } : {})}
      onClose={onClose}
      onSubmit={async (values) => {
        const value = await runOperation(host, action, ctx, values);
        if (!looksUp(action)) ctx.refresh();
        const shown = settle(host, action, ctx, t, value);
        if (shown) setAnswer(shown);
        else onClose();
      }}
    />
  );
}

/** The record's current lines (an order's goods), read from its tab of the same records. */
function useCurrentLines(lines: DerivedLines, ctx: ActionContext) {
  const key = String(ctx.rows[0]?.id ?? '');
  return useQuery({
    queryKey: [...routeKey(lines.read?.url ?? ''), 'lines', key],
    queryFn: () =>
      lines.read
        ? readRows(lines.read.url, { [lines.read.param]: key, ...(lines.read.paged ? { current: 1, size: LINES_READ } : {}) })
        : Promise.resolve([]),
    staleTime: 0,
  });
}
/** The most lines read into the form (a record's lines are a handful; a page of them at most). */
const LINES_READ = 500;

/**
 * A record's fields with its lines in one form (a warehouse order with its goods): the fields
 * above (the record's values), its current lines as rows below; saved in one call, the lines in the
 * body's list field. While the lines load the form waits; a failed read is shown with 重试.
 */
function LinesForm({
  host,
  action,
  ctx,
  onClose,
  t,
  head,
}: Props & { head: { columns: ShownColumn[]; required: Record<string, string> } }) {
  const lines = action.lines!;
  const current = useCurrentLines(lines, ctx);
  const texts = `${host.texts}.lines.${action.name}` as const;
  const columns: ShownColumn[] = lines.columns.map((c) =>
    formField(c, t, texts, `${texts}.options.${c.prop}`, `${texts}.fields.${c.prop}`),
  );
  const rules = required(...lines.columns.filter((c) => c.required).map((c) => c.prop));
  if (current.isError) {
    return (
      <InfoDialog title={t(labelOf(host, action))} testId="lines-error" onClose={onClose}>
        <ListError reason={reasonOf(current.error)} onRetry={() => void current.refetch()} t={t} banner={false} />
      </InfoDialog>
    );
  }
  if (!current.data) return <Spinner position="fixed" top="50%" left="50%" />;
  const row = ctx.rows[0] ?? {};
  const blank = blankOf(lines.columns);
  return (
    <RowsFormDialog
      title={t(labelOf(host, action))}
      columns={columns}
      required={ruleMessages(t, texts, rules, columns)}
      blank={blank}
      initialRows={current.data.map((line) => Object.fromEntries(lines.columns.map((c) => [c.prop, line[c.prop] ?? blank[c.prop]])))}
      head={{ ...head, initial: Object.fromEntries(head.columns.map((c) => [c.prop, row[c.prop] ?? ''])) }}
      onClose={onClose}
      onSubmit={async (rows, values) => {
        await runOperation(host, action, ctx, { ...values, [lines.prop]: rows.map((r) => toWire(lines.columns, r)) });
        ctx.refresh();
        notify.success(t('resources:done'));
        onClose();
      }}
    />
  );
}

/** A tab's context as the record whose tab it is: what an operation of that record (`onParent`) runs on. */
const onParentRecord = (ctx: ActionContext): ActionContext => ({ ...ctx, rows: ctx.parent ? [ctx.parent] : [], row: ctx.parent });

/**
 * A derived named operation as a framework action: a row button (a toolbar button for ids, and
 * for one that names no record: an import). On a tab (`onRows`), ids name one row: a row button
 * too; one of the tab's record (`onParent`) is above the tab.
 */
export function stateAction(host: OperationHost, a: DerivedAction, onRows = false): DialogActionDef {
  const operations = anyStateOperations(blade, resourceOf(host, a));
  const op = operationOf(host, a);
  const asks = !!choicesOf(op) || askedInputs(a).length > 0;
  const Dialog = asks ? OperationForm : ConfirmOperation;
  const batch = op.where === 'ids' || op.where === 'body-list';
  // An operation of the record whose tab it is (a category's 绑定商品) is above the tab, run on that record.
  const toolbar = !!a.onParent || op.where === 'none' || (batch && !onRows);
  return {
    name: a.name,
    label: labelOf(host, a),
    scope: toolbar ? 'toolbar' : 'row',
    needsSelection: batch && !onRows && !a.onParent,
    ...(a.permission ? { permission: a.permission } : {}),
    // Offered only in the states the contract allows it from (the server refuses the others).
    ...(op.from && !toolbar ? { visible: (row: Row) => operations.allows(a.name, row) } : {}),
    dialog: ({ ctx, ...props }) => <Dialog host={host} action={a} ctx={a.onParent ? onParentRecord(ctx) : ctx} {...props} />,
  };
}
