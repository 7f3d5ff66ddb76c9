// Named state operations (spec §4): x-blade-resource (read by the contract's one reader, defaults
// filled in) says which field changes, from which states and to which; an operation the record's
// state does not allow answers a 400 R. The action `copy` adds a copy of the named record instead
// (BladeX's code/copy).
import type { Operation } from '../contract.ts';
import { coerce } from '../schema.ts';
import type { Resource } from '../records.ts';
import { storedObject, type Row } from '../store.ts';
import { badRequest, formatDate, MSG } from '../wire.ts';
import type { Call, Handler } from '../call.ts';
import { creationFields, findVisible, findVisibleBy, scopeOf, writeAnswer } from './common.ts';

export function actionHandler(op: Operation, res: Resource): Handler {
  const xb = op.xb!;
  if (xb.action === 'copy') return copyHandler(res);
  const field = xb.field ?? 'status';
  const fromRecord = op.params.filter((p) => (p.schema as Record<string, unknown>)['x-record-field']).map((p) => p.name);
  return (c) => {
    const targets = targetsOf(c, res, xb);
    if (!targets) return writeAnswer(c, undefined, res); // where: none — nothing to change
    const rows = targets.map((key) => findVisibleBy(c, res, xb.key ?? res.key, key));
    if (!rows.length || rows.some((row) => !row)) throw badRequest(MSG.notFound);
    // With choices, the request's `choose` parameter picks the target and the states it is allowed from.
    const choice = xb.choices && xb.choose ? xb.choices[String(c.query[xb.choose] ?? '')] : undefined;
    if (xb.choices && !choice) throw badRequest(`${MSG.missing}: ${xb.choose}`);
    const from = (choice ? choice.from : xb.from)?.map(String);
    const next = choice ? choice.to : nextState(c, xb.to, field);
    for (const row of rows as Row[]) {
      if (from && !from.includes(String(row[field]))) throw badRequest(`${MSG.badState}: ${op.summary || xb.action}`);
    }
    const now = formatDate();
    // The inputs it carries that are fields of the record are stored (a device's marketUserId).
    const inputs = xb.where === 'body' && c.body && typeof c.body === 'object' ? (c.body as Row) : xb.where === 'body' ? {} : c.query;
    // Not stored: the key, the state (set below), and what the record itself gave (x-record-field).
    const sent = new Set([res.key, xb.key, xb.where, xb.param, xb.choose, 'tenantId', field, ...fromRecord]);
    const stored = Object.entries(inputs).filter(([k]) => k in res.props && !sent.has(k));
    // An operation that changes nothing (clear a cache, re-index) leaves the record as it was.
    if (next === undefined && !stored.length) return writeAnswer(c, rows[0], res);
    for (const row of rows as Row[]) {
      if (next !== undefined) row[field] = next;
      for (const [k, v] of stored) row[k] = coerce(v, res.props[k]);
      if ('updateTime' in res.props) Object.assign(row, { updateUser: c.session?.userId ?? '', updateTime: now });
    }
    c.state.changed();
    return writeAnswer(c, rows[0], res);
  };
}

/** The field a copy is named by: BladeX's code/copy appends "-copy" to codeName. */
const COPY_NAMES = ['codeName', 'name', 'title'];
const nameField = (res: Resource) => COPY_NAMES.find((k) => k in res.props) ?? Object.keys(res.props).find((k) => /name$/i.test(k));

/** Saves a copy of each named record under a new id, its name marked "-copy" (answers as a write). */
function copyHandler(res: Resource): Handler {
  return (c) => {
    const targets = targetsOf(c, res, { where: 'id' }) ?? [];
    const rows = targets.map((key) => findVisible(c, res.table, key));
    if (!rows.length || rows.some((row) => !row)) throw badRequest(MSG.notFound);
    const now = formatDate();
    const field = nameField(res);
    let last: Row | undefined;
    for (const row of rows as Row[]) {
      // the stored object: structuredClone refuses the proxy a table hands out
      const copy: Row = structuredClone(storedObject(row));
      copy[res.key] = c.state.store.nextId();
      if (field) copy[field] = `${String(row[field] ?? '')}-copy`;
      if ('createTime' in res.props) Object.assign(copy, creationFields(c, now));
      last = c.state.store.insert(scopeOf(c), res.table, copy, res.key);
    }
    c.state.changed();
    return writeAnswer(c, last, res);
  };
}

/** Keys of the records the operation names, or undefined when it names none. */
function targetsOf(c: Call, res: Resource, xb: { where?: string; key?: string; param?: string }): string[] | undefined {
  const where = xb.where ?? 'id';
  const key = xb.key ?? res.key;
  const body = c.body && typeof c.body === 'object' ? (c.body as Row) : {};
  const pick = (...values: unknown[]) => values.find((v) => v !== undefined && v !== null && String(v) !== '');
  let raw: unknown;
  if (where === 'none') return undefined;
  if (where === 'ids') raw = pick(c.query.ids, c.query.id, body.ids, body.id);
  else if (where === 'body' || where === 'body-list') raw = pick(body[xb.param ?? key], body.id, body.ids, c.query.id);
  else raw = pick(c.query[where], c.query[key], c.query.id, c.query.ids, body[key], body.id);
  if (raw === undefined)
    throw badRequest(
      `${MSG.missing}: ${where === 'ids' ? 'ids' : where === 'body' || where === 'body-list' ? (xb.param ?? key) : where === 'id' ? key : where}`,
    );
  return (Array.isArray(raw) ? raw.map(String) : String(raw).split(',')).map((s) => s.trim()).filter(Boolean);
}

/** The state to leave: the fixed `to`, or the one the request names (within `to` when a list). */
function nextState(c: Call, to: unknown, field: string): unknown {
  const choices = Array.isArray(to) ? to : undefined;
  if (to !== undefined && !choices) return to;
  const asked = requestedState(c, field);
  if (asked === undefined) {
    if (choices?.length === 1) return choices[0];
    if (choices) throw badRequest(`${MSG.missing}: ${field}`);
    return undefined;
  }
  const typed = typeof choices?.[0] === 'number' || typeof asked === 'number' ? Number(asked) : asked;
  if (typeof typed === 'number' && !Number.isFinite(typed)) throw badRequest(`参数错误: ${field}`);
  if (choices && !choices.map(String).includes(String(typed))) throw badRequest(`${MSG.badState}: ${field}=${String(asked)}`);
  return typed;
}

/** A state update without a fixed target takes the new value from the query or the body. */
function requestedState(c: Call, field: string): unknown {
  const body = c.body && typeof c.body === 'object' ? (c.body as Row) : {};
  for (const k of [field, 'status', 'state']) {
    if (c.query[k] !== undefined && c.query[k] !== '') return c.query[k];
    if (body[k] !== undefined && body[k] !== null && body[k] !== '') return body[k];
  }
  return undefined;
}
