// What handlers share: the call context, tenant-scoped table access, list filters and sorting,
// and list answers (narrowed by the caller's data scopes).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from '../contract.ts';
import type { Session } from '../auth/sessions.ts';
import { toWire, type Resource } from '../records.ts';
import type { Schema } from '../schema.ts';
import type { SandboxState } from '../state.ts';
import { isGlobal, type Row } from '../store.ts';
import { badRequest, MSG, page, r, status } from '../wire.ts';
import { dataScoped } from './data-scope.ts';

export interface Call {
  state: SandboxState;
  op?: Operation;
  req: FastifyRequest;
  reply: FastifyReply;
  session?: Session;
  query: Record<string, string>;
  body: any;
}

export type Handler = (c: Call) => unknown;

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

export const required = (c: Call, name: string): string => {
  const v = c.query[name] ?? (c.body && typeof c.body === 'object' ? c.body[name] : undefined);
  if (v === undefined || v === null || String(v) === '') throw badRequest(`${MSG.missing}: ${name}`);
  return String(v);
};

const RESERVED = new Set(['current', 'size', 'ascs', 'descs']);
const camel = (s: string) => s.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
const isNumeric = (s: Schema | undefined) => s?.type === 'integer' || s?.type === 'number';

/** BladeX's Condition: a plain key is `like` on strings and `=` on numbers; suffixes narrow it. */
export function filterRows(rows: Row[], query: Record<string, string>, props: Record<string, Schema>, skip: string[] = []): Row[] {
  const tests: Array<(row: Row) => boolean> = [];
  for (const [rawKey, rawValue] of Object.entries(query)) {
    if (RESERVED.has(rawKey) || skip.includes(rawKey) || rawValue === undefined || rawValue === '') continue;
    const value = String(rawValue);
    const m = /^(.+?)_(dategt|datelt|datege|datele|gt|lt|ge|le|equal|notequal|like|notlike)$/.exec(rawKey);
    const field = camel(m ? m[1] : rawKey);
    if (!(field in props)) continue;
    const op = m ? m[2] : isNumeric(props[field]) || typeof props[field]?.enum?.[0] === 'number' ? 'equal' : 'like';
    tests.push((row) => {
      const v = row[field];
      if (v === null || v === undefined) return false;
      const s = String(v);
      switch (op) {
        case 'like': return s.includes(value);
        case 'notlike': return !s.includes(value);
        case 'equal': return s === value;
        case 'notequal': return s !== value;
        case 'dategt': case 'gt': return s > value || (isNumeric(props[field]) && Number(v) > Number(value));
        case 'datelt': case 'lt': return s < value || (isNumeric(props[field]) && Number(v) < Number(value));
        case 'datege': case 'ge': return s >= value;
        default: return s <= value;
      }
    });
  }
  return tests.length ? rows.filter((row) => tests.every((t) => t(row))) : rows;
}

/** Sorts by `ascs`/`descs` (comma-joined column names, snake or camel case). */
export function sortRows(rows: Row[], query: Record<string, string>): Row[] {
  const keys: Array<[string, number]> = [];
  for (const col of (query.ascs ?? '').split(',').filter(Boolean)) keys.push([camel(col.trim()), 1]);
  for (const col of (query.descs ?? '').split(',').filter(Boolean)) keys.push([camel(col.trim()), -1]);
  if (!keys.length) return rows;
  return [...rows].sort((a, b) => {
    for (const [k, dir] of keys) {
      const x = a[k];
      const y = b[k];
      if (x === y) continue;
      const cmp = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''), 'zh');
      if (cmp) return cmp * dir;
    }
    return 0;
  });
}

/**
 * The list answer in the shape the operation declares: a page, or the plain array. The rows are
 * first narrowed by the caller's data scopes on the operation's resource (before paging, as
 * BladeX wraps the query).
 */
export function listAnswer(c: Call, all: Row[], props: Record<string, Schema>, resource = c.op?.xb?.resource): unknown {
  const rows = dataScoped(c, all, resource);
  const paged = c.op ? c.state.contract.schemas.isPage(c.op.ok.data) : true;
  const wire = (list: Row[]) => list.map((row) => toWire(row, props));
  if (!paged) return r(wire(rows));
  const current = Number(c.query.current ?? 1) || 1;
  const size = Number(c.query.size ?? 10) || 10;
  const p = page(rows, current, size);
  return r({ ...p, records: wire(p.records) });
}

/** The answer of a write: R.status, or the record when the operation declares one. */
export function writeAnswer(c: Call, row: Row | undefined, res?: Resource): unknown {
  const data = c.op?.ok.data;
  const t = data?.type ?? (data?.properties || data?.allOf ? 'object' : undefined);
  if (row && t === 'object' && res) return r(toWire(row, res.props));
  if (t === 'string') return r(row ? String(row[res?.key ?? 'id'] ?? '') : '');
  return status(true);
}
