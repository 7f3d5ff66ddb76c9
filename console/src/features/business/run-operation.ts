import { anyStateOperations, type ResourcePath, type StateOperation } from '@dasha/sdk';
import { blade, keyOwner } from '@/lib/blade';
import { extensionOf, saveFile } from '@/lib/save-file';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { routeKey } from '@/resources/queries';
import type { TextKey, Translate } from '@/resources/texts';
import type { ActionContext, Row } from '@/resources/types';
import { toWire, type DerivedField } from './derived-columns';
import type { DerivedAction, DerivedColumn, DerivedScreen, DerivedValue } from './derived-types';
import { businessTexts } from './texts';

// Running a derived named operation (派单, 完成, 导入...): what it sends, through the SDK's state
// operations, and what a finished run leaves for the user. Its dialogs are operation-dialogs.tsx.

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

export const labelOf = (h: OperationHost, a: DerivedAction): TextKey => `${h.texts}.actions.${a.name}`;
/** The SDK resource an operation runs on: its own where it names one (a tab's), else its host's. */
export const resourceOf = (h: OperationHost, a: DerivedAction): ResourcePath => a.resource ?? h.path;
/** The contract's facts of an operation: where the key goes, its states (the SDK's map). */
export function operationOf(h: OperationHost, a: DerivedAction): StateOperation {
  const op = anyStateOperations(blade, resourceOf(h, a)).actions[a.name];
  if (!op) throw new Error(`${resourceOf(h, a)} has no operation ${a.name} in the contract: re-derive the screens`);
  return op;
}
/** The inputs a person gives (the others come from the record, x-record-field, from the record whose tab it is, or from the session). */
export const askedInputs = (a: DerivedAction) => (a.inputs ?? []).filter((i) => !i.fromRecord && !i.fromParent && !i.fromSession);
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

/** The states the caller picks from (a list `to`), else null. */
export const choicesOf = (op: StateOperation): readonly DerivedValue[] | null => (typeof op.to === 'object' ? op.to : null);

/** The target-state picker of an operation whose `to` is a list, labelled by the state enum. */
export function targetColumn(host: OperationHost, op: StateOperation): DerivedField {
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
 * Sends a named operation through the SDK, which puts the record keys and the inputs where the
 * contract says (query id/ids or a named parameter; the body, with a fixed target state; a list
 * body): the record's own inputs, the person's, a picked target state and a record's lines.
 */
function send(host: OperationHost, a: DerivedAction, ctx: ActionContext, values: Row | Row[], op: StateOperation) {
  const operations = anyStateOperations(blade, resourceOf(host, a));
  // The record field it names the record by (a device's code), as the contract says.
  const key = operations.keyOf(a.name);
  const keys = ctx.rows.map((r) => String(r[key] ?? ''));
  // Several new records at once (a list body): each row's inputs; of a record (body-rows: a BOM
  // line's materials), the SDK puts its key in each row.
  if (Array.isArray(values))
    return operations.run(a.name, keys, { inputs: values.map((row) => ({ ...recordInputs(a, ctx), ...toWire(askedInputs(a), row) })) });
  const inputs = { ...recordInputs(a, ctx), ...toWire([...(choicesOf(op) ? [targetColumn(host, op)] : []), ...askedInputs(a)], values) };
  // The lines sent with the record's fields (an order's goods), as the form gave them.
  if (a.lines && Array.isArray(values[a.lines.prop])) inputs[a.lines.prop] = values[a.lines.prop];
  return operations.run(a.name, keys, { inputs });
}

/**
 * What a finished run leaves for the user: a file (a zip of an order's materials) is saved, named
 * by the operation and the record's number (its first column); an answer to look at (an image's
 * address, a report, a detail) is returned to show; else 操作成功.
 */
export function settle(
  host: OperationHost,
  action: DerivedAction,
  ctx: ActionContext,
  t: Translate,
  value: unknown,
): { value: unknown } | null {
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
export const looksUp = (a: DerivedAction) => a.shows === 'table' || a.shows === 'record' || a.shows === 'tree';
