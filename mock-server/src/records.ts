// Records of an entity: faked from its schema for the seed, coerced to its types on write, and
// written with the wire's empty values on read (nulls never reach the client).
import { fakeValue } from '@dasha/contract/fake';
import { readResources } from '@dasha/contract/resources';
import type { Contract } from './contract.ts';
import { OMIT, coerce, conform, emptyFor, typeOf, type Schema } from './schema.ts';
import { recall, remember, tableOf, type Row } from './store.ts';

export interface Resource {
  name: string; // blade-system/param
  entity?: string;
  schema?: Schema;
  props: Record<string, Schema>;
  key: string;
  table: string;
  tree: boolean;
  filters: Set<string>;
}

const SKIP_FAKE = new Set(['children', 'hasChildren', 'password', 'parentName']);
const HIDDEN = (k: string) => k.charCodeAt(0) === 95 /* _ */ || k === 'password';

/** The resource whose entity `schema` is (an answer's items or record), one of `service`'s first. */
export function resourceOfSchema(resources: Map<string, Resource>, schema: unknown, service: string): Resource | undefined {
  if (!schema) return undefined;
  const matches = [...resources.values()].filter((res) => res.schema && res.schema === schema);
  return matches.find((res) => res.name.startsWith(`${service}/`)) ?? matches[0];
}

/** Every resource named by x-blade-resource in the contract (its one reader: @dasha/contract/resources). */
export function resourcesOf(contract: Contract): Map<string, Resource> {
  const out = new Map<string, Resource>();
  for (const r of Object.values(readResources(contract.doc))) {
    const schema = contract.entity(r.entity);
    const filters = new Set(r.lists.flatMap((l) => l.filters ?? []));
    const tree = Boolean(r.tree || r.lazyTree);
    out.set(r.name, {
      name: r.name,
      entity: r.entity,
      schema,
      props: contract.schemas.propertiesOf(schema),
      key: r.key,
      table: tableOf(r.name, r.entity),
      tree,
      filters,
    });
  }
  // A lazy list beside a resource (a GET under its path with parentId in the query, answering
  // an array) makes it a tree too, so its seed has parents and children.
  for (const op of contract.operations) {
    if (op.method !== 'GET' || !op.ok.data || contract.schemas.isPage(op.ok.data) || !contract.schemas.itemsOf(op.ok.data)) continue;
    const res = out.get(op.path.slice(1, op.path.lastIndexOf('/')));
    if (res && op.params.some((p) => p.in === 'query' && p.name === 'parentId' && 'parentId' in res.props)) res.tree = true;
  }
  return out;
}

export interface FakeContext {
  schemas: Contract['schemas'];
  codePrefix?: string;
  title?: string;
}

/** A plausible value for one property; nested objects to a small depth, arrays left empty. */
export function fakeProp(name: string, prop: Schema, n: number, ctx: FakeContext, depth = 0): unknown {
  const s = ctx.schemas.resolve(prop) ?? {};
  if (s.oneOf || s.anyOf) return fakeProp(name, (s.oneOf ?? s.anyOf)[0], n, ctx, depth);
  if (s.const !== undefined) return s.const;
  const t = typeOf(s);
  if (t === 'array') return [];
  if (t === 'object') return depth > 1 ? {} : fakeObject(s, n, ctx, depth + 1);
  if (t === undefined) return '';
  return conform(fakeValue(name, s, n, { title: s.title ?? ctx.title, codePrefix: ctx.codePrefix }), s);
}

export function fakeObject(schema: Schema, n: number, ctx: FakeContext, depth = 0): Row {
  const out: Row = {};
  for (const [name, prop] of Object.entries(ctx.schemas.propertiesOf(schema))) {
    if (SKIP_FAKE.has(name) || prop.writeOnly) continue;
    out[name] = fakeProp(name, prop, n, ctx, depth);
  }
  return out;
}

/** Coerces a submitted body to the entity's declared property types. */
export function coerceRow(body: Row, props: Record<string, Schema>): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(body)) {
    if (k === 'children' || k === 'hasChildren') continue;
    out[k] = props[k] ? coerce(v, props[k]) : v;
  }
  return out;
}

const emptyCache = new WeakMap<object, Map<string, unknown>>();
function emptiesOf(props: Record<string, Schema>): Map<string, unknown> {
  let m = emptyCache.get(props);
  if (!m) {
    m = new Map(Object.entries(props).map(([k, s]) => [k, emptyFor(s)]));
    emptyCache.set(props, m);
  }
  return m;
}

/** The row as the client sees it: hidden fields dropped, nulls as empty values, empty children left out. */
export function toWire(row: Row, props: Record<string, Schema>): Row {
  const empties = emptiesOf(props);
  const out: Row = {};
  for (const k in row) {
    if (HIDDEN(k)) continue;
    const v = row[k];
    if (v === null || v === undefined) {
      const e = empties.has(k) ? empties.get(k) : '';
      if (e !== OMIT) out[k] = e;
    } else if (k === 'children') {
      if (Array.isArray(v) && v.length) out[k] = v.map((c) => toWire(c, props));
    } else out[k] = v;
  }
  return out;
}

/** Whether every value of a wire row is a string, number or boolean (none can change unseen inside it). */
function flat(wire: Row): boolean {
  for (const k in wire) if (wire[k] !== null && typeof wire[k] === 'object') return false;
  return true;
}

const utf8 = new TextEncoder();

/**
 * The UTF-8 of JSON.stringify(toWire(row, props)), kept with a stored row until the row changes:
 * a list of unchanged rows is neither serialised nor encoded again on every call. A row holding an
 * object or array is written afresh each time, since a change inside a nested value is not seen by
 * its table. (TextEncoder's bytes are their own, not a slice of a shared pool a kept row would pin.)
 */
export function wireJson(row: Row, props: Record<string, Schema>): Uint8Array {
  const kept = recall(row, props);
  if (kept instanceof Uint8Array) return kept;
  const wire = toWire(row, props);
  const bytes = utf8.encode(JSON.stringify(wire));
  if (flat(wire)) remember(row, props, bytes);
  return bytes;
}

/** Fills a new record's missing declared fields with nulls so they are written as empty values. */
export function withDeclaredFields(row: Row, props: Record<string, Schema>): Row {
  const out: Row = {};
  for (const k of Object.keys(props)) if (!SKIP_FAKE.has(k) && !props[k].writeOnly) out[k] = null;
  return Object.assign(out, row);
}
