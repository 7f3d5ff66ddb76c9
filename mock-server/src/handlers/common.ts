// What handlers share: tenant-scoped table access, list filters and sorting, and list answers
// (narrowed by the caller's data scopes). The call context itself is call.ts.
import type { Call } from '../call.ts';
import { toWire, wireJson, type Resource } from '../records.ts';
import type { Schema } from '../schema.ts';
import { isGlobal, recall, type Row } from '../store.ts';
import { compareRows, listingOf, select, type Condition, type Listing, type SortKey } from '../tables/query.ts';
import { textOf } from '../tables/storable.ts';
import { badRequest, formatDate, JsonRows, MSG, page, r, status } from '../wire.ts';
import { dataScopeFilter } from './data-scope.ts';
import { pagingOf } from '../input/paging.ts';

export const ADMIN_TENANT = '000000';

export function scopeOf(c: Call): string {
  return c.session?.tenantId ?? ADMIN_TENANT;
}

/** Rows of a table this call may see: its tenant's, or in the global tenant table its own row. */
export function visibleRows(c: Call, table: string): Row[] {
  const rows = c.state.store.rows(scopeOf(c), table);
  if (isGlobal(table) && scopeOf(c) !== ADMIN_TENANT) return rows.filter((row) => row.tenantId === scopeOf(c));
  return rows;
}

export function findVisible(c: Call, table: string, key: string): Row | undefined {
  const row = c.state.store.table(scopeOf(c), table).get(String(key));
  if (row && isGlobal(table) && scopeOf(c) !== ADMIN_TENANT && row.tenantId !== scopeOf(c)) return undefined;
  return row;
}

/** The records this call may see whose `field` holds `value` (an order's materials by serverOrderId). */
export function visibleWhere(c: Call, res: Resource, field: string, value: string): Row[] {
  return visibleRows(c, res.table).filter((row) => textOf(row[field]) === value);
}

/** The record this call may see whose `field` is `value` (a device by its deviceCode); by the key when the field is the key. */
export function findVisibleBy(c: Call, res: Resource, field: string, value: string): Row | undefined {
  if (field === res.key) return findVisible(c, res.table, value);
  return visibleRows(c, res.table).find((row) => textOf(row[field]) === value);
}

/** The call's JSON object body as a row; {} for none, an array or a scalar. */
/** The audit fields of a record the caller creates now (BladeX's BaseEntity: creator, department, times). */
export const creationFields = (c: Call, now: string): Row => {
  const who = c.session?.userId ?? '';
  return { createUser: who, createDept: c.session?.deptId.split(',')[0] ?? '', createTime: now, updateUser: who, updateTime: now };
};

export const bodyRow = (c: Call): Row => (c.body && typeof c.body === 'object' && !Array.isArray(c.body) ? (c.body as Row) : {});

/** A resource of the contract the sandbox keeps, by name ('red-sale/saledevice'). */
export const resourceNamed = (c: Call, name: string): Resource => c.state.resources.get(name)!;

/** Money rounded to cents (sums of amounts drift in binary floating point). */
export const cents = (n: number): number => Math.round(n * 100) / 100;

/** A field's value as text, '' when absent. */
export const fieldText = (v: unknown): string => textOf(v) ?? '';

/** A moment as the wire writes it ("2026-11-20 09:30:00"), from a form's "2026-11-20T09:30" too: comparable as text. */
export const wireMoment = (v: unknown): string => fieldText(v).replace('T', ' ').slice(0, 19);

/** The next free document number of the day: <prefix><yyyyMMdd><seq, 4 digits>, past the numbers `taken`. */
export function nextNumber(prefix: string, taken: Set<string>, day = formatDate().slice(0, 10).replace(/-/g, '')): string {
  let no = '';
  for (let seq = taken.size + 1; !no || taken.has(no); seq++) no = `${prefix}${day}${String(seq).padStart(4, '0')}`;
  return no;
}

/** The caller's record of `res` that `matches`, other than the record keyed `except` (a name another record holds). */
export function heldByAnother(c: Call, res: Resource, matches: (row: Row) => boolean, except = ''): Row | undefined {
  return visibleRows(c, res.table).find((row) => matches(row) && String(row[res.key]) !== except);
}

export const required = (c: Call, name: string): string => {
  const v = c.query[name] ?? (c.body && typeof c.body === 'object' ? c.body[name] : undefined);
  if (v === undefined || v === null || String(v) === '') throw badRequest(`${MSG.missing}: ${name}`);
  return String(v);
};

const RESERVED = new Set(['current', 'size', 'ascs', 'descs']);
const camel = (s: string) => s.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
const isNumeric = (s: Schema | undefined) => s?.type === 'integer' || s?.type === 'number';

/**
 * How a list binds its query (the contract's `match` on the list): exact, BladeX's entity object
 * (every given field equal, other keys ignored); like, a Map through blade-tool's Condition (a
 * bare key LIKE, whatever its type; suffixes narrow it); undefined, the older reading of the
 * business lists (text LIKE, numbers equal, suffixes honoured).
 */
export type Match = 'exact' | 'like' | undefined;

/** BladeX's Condition over rows (see Match). */
export function filterRows(
  rows: Row[],
  query: Record<string, string>,
  props: Record<string, Schema>,
  skip: string[] = [],
  match?: Match,
): Row[] {
  const tests = conditionsOf(query, props, skip, match);
  return tests.length ? rows.filter((row) => tests.every((t) => t.test(row))) : rows;
}

/** The operator of a bare key: equal for an entity-bound list, LIKE for a Map, else by the field's type. */
function bareOp(schema: Schema | undefined, match: Match): string {
  if (match) return match === 'exact' ? 'equal' : 'like';
  return isNumeric(schema) || typeof schema?.enum?.[0] === 'number' ? 'equal' : 'like';
}

/** The conditions of a list query (filterRows' tests, for the indexed list to plan with). */
export function conditionsOf(
  query: Record<string, string>,
  props: Record<string, Schema>,
  skip: string[] = [],
  match?: Match,
): Condition[] {
  const tests: Condition[] = [];
  for (const [rawKey, rawValue] of Object.entries(query)) {
    if (RESERVED.has(rawKey) || skip.includes(rawKey) || rawValue === undefined || rawValue === '') continue;
    const value = String(rawValue);
    // An entity-bound list knows no suffixes: `postName_like` is no field of a Post, so ignored.
    const m = match === 'exact' ? null : /^(.+?)_(dategt|datelt|datege|datele|gt|lt|ge|le|equal|notequal|like|notlike)$/.exec(rawKey);
    const field = camel(m ? m[1] : rawKey);
    if (!(field in props)) continue;
    const op = m ? m[2] : bareOp(props[field], match);
    const test = (row: Row) => {
      const v = row[field];
      const s = textOf(v);
      if (s === undefined) return false;
      switch (op) {
        case 'like':
          return s.includes(value);
        case 'notlike':
          return !s.includes(value);
        case 'equal':
          return s === value;
        case 'notequal':
          return s !== value;
        case 'dategt':
        case 'gt':
          return s > value || (isNumeric(props[field]) && Number(v) > Number(value));
        case 'datelt':
        case 'lt':
          return s < value || (isNumeric(props[field]) && Number(v) < Number(value));
        case 'datege':
        case 'ge':
          return s >= value;
        default:
          return s <= value;
      }
    };
    tests.push({ field, op, value, test });
  }
  return tests;
}

/** Sorts by `ascs`/`descs` (comma-joined column names, snake or camel case). */
export function sortRows(rows: Row[], query: Record<string, string>): Row[] {
  const keys = sortKeysOf(query);
  return keys.length ? [...rows].sort((a, b) => compareRows(a, b, keys)) : rows;
}

/** The sort keys of `ascs`/`descs`, ascending ones first: numbers by value, text in Chinese order. */
export function sortKeysOf(query: Record<string, string>): SortKey[] {
  const keys: SortKey[] = [];
  for (const col of (query.ascs ?? '').split(',').filter(Boolean)) keys.push([camel(col.trim()), 1]);
  for (const col of (query.descs ?? '').split(',').filter(Boolean)) keys.push([camel(col.trim()), -1]);
  return keys;
}

/**
 * A standard list's rows: visibleRows, filterRows and sortRows answered from the table's indexes
 * (tables/query.ts), so the first page of a large table does not read the whole table.
 */
export function indexedList(c: Call, table: string, props: Record<string, Schema>, match?: Match): Listing {
  const conditions = conditionsOf(c.query, props, [], match);
  if (isGlobal(table) && scopeOf(c) !== ADMIN_TENANT) {
    const own = scopeOf(c);
    conditions.push({ field: 'tenantId', op: 'equal', value: own, test: (row) => row.tenantId === own });
  }
  return select(c.state.store.table(scopeOf(c), table), conditions, sortKeysOf(c.query));
}

/**
 * The list answer in the shape the operation declares: a page, or the plain array. The rows are
 * first narrowed by the caller's data scopes on the operation's resource (before paging, as
 * BladeX wraps the query).
 */
export function listAnswer(c: Call, all: Row[] | Listing, props: Record<string, Schema>, resource = c.op?.xb?.resource): unknown {
  return scopedListAnswer(c, all, props, dataScopeFilter(c, resource));
}

/** listAnswer, the caller's data scopes worked out: `keep` is undefined when none narrows the rows. */
export function scopedListAnswer(c: Call, all: Row[] | Listing, props: Record<string, Schema>, keep?: (row: Row) => boolean): unknown {
  // Without a data scope to apply, a listing is paged straight from the table's indexes.
  const listed = Array.isArray(all) ? all : keep ? all.all() : undefined;
  const rows = listed ? listingOf(keep ? listed.filter(keep) : listed) : (all as Listing);
  const paged = c.op ? answersPage(c.state.contract.schemas, c.op) : true;
  if (!paged) return wireAnswer(c, rows.all(), props, (records) => r(records));
  const { current, size } = pagingOf(c.query);
  const p = pageOf(rows, current, size);
  return wireAnswer(c, p.records, props, (records) => r({ ...p, records }));
}

/**
 * `wrap` around the rows as the wire writes them: from the JSON kept with unchanged rows
 * (JsonRows), unless the entity has VO labels, which read the dictionaries on every call.
 */
function wireAnswer(c: Call, rows: Row[], props: Record<string, Schema>, wrap: (records: unknown) => unknown): unknown {
  if (labelsOf(props).length) return wrap(labelledWire(c, rows, props));
  const json = rows.map((row) => wireJson(row, props));
  return new JsonRows(
    wrap,
    json,
    rows.every((row, i) => recall(row, props) === json[i]),
  );
}

const pageAnswers = new WeakMap<object, boolean>();
/** Whether an operation answers a page: a fact of its contract, read once per operation. */
function answersPage(schemas: Call['state']['contract']['schemas'], op: NonNullable<Call['op']>): boolean {
  let paged = pageAnswers.get(op);
  if (paged === undefined) pageAnswers.set(op, (paged = schemas.isPage(op.ok.data)));
  return paged;
}

/** page() of a listing, reading only the rows of the page asked for. */
function pageOf(rows: Listing, current: number, size: number): ReturnType<typeof page<Row>> {
  if (size <= 0 || current <= 0) return page(rows.all(), current, size);
  const start = (current - 1) * size;
  return { ...page(rows.slice(start, start + size), 1, size), total: rows.length, current, pages: Math.ceil(rows.length / size) };
}

/** The dictValue of `key` in the caller's system dictionary `code` ('' when it has none). */
export function dictLabel(c: Call, code: string, key: unknown): string {
  const entry = c.state.store
    .rows(scopeOf(c), 'blade-system/dict')
    .find((d) => d.code === code && d.parentId !== '0' && String(d.dictKey) === String(key));
  return String(entry?.dictValue ?? '');
}

/** A view's label field (x-label-of): the dictionary value of another field, as BladeX's wrappers fill it. */
type LabelOf = { field: string; dict: string };
const labelCache = new WeakMap<Record<string, Schema>, [string, LabelOf][]>();
/** An entity's label fields, read once per entity (its props are the contract's, never changed). */
function labelsOf(props: Record<string, Schema>): [string, LabelOf][] {
  let labels = labelCache.get(props);
  if (!labels) {
    labels = Object.entries(props).flatMap(([k, s]) => (s?.['x-label-of'] ? [[k, s['x-label-of'] as LabelOf]] : []));
    labelCache.set(props, labels);
  }
  return labels;
}

/** Rows as the wire writes them, with the VO labels the entity declares filled from the dictionaries. */
export function labelledWire(c: Call, rows: Row[], props: Record<string, Schema>): Row[] {
  const labels = labelsOf(props);
  if (!labels.length) return rows.map((row) => toWire(row, props));
  const dicts = new Map<string, Map<string, string>>();
  const valueOf = (code: string, key: unknown) => {
    if (!dicts.has(code))
      dicts.set(
        code,
        new Map(
          c.state.store
            .rows(scopeOf(c), 'blade-system/dict')
            .filter((d) => d.code === code && d.parentId !== '0')
            .map((d) => [String(d.dictKey), String(d.dictValue ?? '')]),
        ),
      );
    return dicts.get(code)!.get(String(key ?? '')) ?? '';
  };
  return rows.map((row) => {
    const out = toWire(row, props);
    for (const [k, { field, dict }] of labels) out[k] = valueOf(dict, row[field]);
    return out;
  });
}

/** One row as labelledWire writes it. */
export const labelled = (c: Call, row: Row, props: Record<string, Schema>): Row => labelledWire(c, [row], props)[0]!;

/** The fields an answer declares, from the record with its labels (dept/submit's deptCategoryName). */
function declaredOf(wire: Row, answer: Record<string, Schema>): Row {
  return Object.fromEntries(Object.keys(answer).map((k) => [k, wire[k] ?? '']));
}

/** The answer of a write: R.status, the record, or the few of its fields the operation declares. */
export function writeAnswer(c: Call, row: Row | undefined, res?: Resource): unknown {
  const data = c.op?.ok.data;
  const t = data?.type ?? (data?.properties || data?.allOf ? 'object' : undefined);
  if (row && t === 'object' && res) {
    const answer = c.state.contract.schemas.propertiesOf(data);
    // menu/submit answers {id}, dept/submit {id, tenantId, deptCategoryName}: fewer than the entity's.
    const narrow = Object.keys(res.props).some((k) => !(k in answer));
    const wire = labelled(c, row, res.props);
    return r(narrow ? declaredOf(wire, answer) : wire);
  }
  if (t === 'string') return r(row ? String(row[res?.key ?? 'id'] ?? '') : '');
  return status(true);
}
