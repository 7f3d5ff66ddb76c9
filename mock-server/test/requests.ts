// Builds a valid request for any operation of the contract, using live records of the sandbox
// for keys (and, for named state operations, a record whose state allows the operation).
import type { Operation } from '../src/contract.ts';
import type { Sandbox } from '../src/app.ts';
import { fakeObject } from '../src/records.ts';
import type { Row } from '../src/store.ts';

export interface PlannedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
  raw?: NonNullable<RequestInit['body']>;
  headers: Record<string, string>;
}

const KEY_PARAMS = new Set(['id', 'ids']);

function rowFor(sandbox: Sandbox, op: Operation, tenantId = '000000'): Row | undefined {
  const xb = op.xb;
  const res = xb && sandbox.state.resources.get(xb.resource);
  if (!res) return undefined;
  const rows = sandbox.state.store.rows(tenantId, res.table);
  if (xb.role === 'action' && xb.from) return rows.find((r) => xb.from!.map(String).includes(String(r[xb.field ?? 'status']))) ?? rows[0];
  // Removes take the last rows so the others keep their records.
  return xb.role === 'remove' ? rows[rows.length - 1] : rows[0];
}

const CANDIDATES = ['1', '2026-11-20 09:30:00', '2026-11-20', '000000', 'x'];

function sample(p: Operation['params'][number]): string {
  const s = p.schema;
  const v = p.example ?? s.example ?? s.default ?? s.enum?.[0];
  if (v !== undefined) return String(v);
  if (s.type === 'integer' || s.type === 'number') return '1';
  if (s.type === 'boolean') return 'true';
  if (s.pattern) return CANDIDATES.find((c) => new RegExp(s.pattern).test(c)) ?? 'x';
  return p.name.endsWith('Date') ? '2026-11-20' : 'x';
}

/**
 * Prism 5 cannot validate an array inside multipart/form-data (repeated keys are not mapped to an
 * array: stoplightio/prism#2654, still open), so such operations go to the sandbox directly.
 */
export function prismCannotValidate(sandbox: Sandbox, op: Operation): boolean {
  if (!op.body?.media.startsWith('multipart/')) return false;
  return Object.values(sandbox.state.contract.schemas.propertiesOf(op.body.schema)).some((s) => s.type === 'array');
}

export function planRequest(sandbox: Sandbox, op: Operation): PlannedRequest {
  const row = rowFor(sandbox, op);
  const res = op.xb && sandbox.state.resources.get(op.xb.resource);
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const p of op.params) {
    const isKey = row && res && (KEY_PARAMS.has(p.name) || p.name === res.key || p.name === op.xb?.param);
    if (p.in === 'query' && isKey) query[p.name] = String(row[p.name === op.xb?.param && p.name in row ? p.name : res.key]);
    else if (p.in === 'query' && (p.required || p.name === 'current' || p.name === 'size')) query[p.name] = sample(p);
    else if (p.in === 'header' && p.required) headers[p.name] = sample(p);
  }
  const plan: PlannedRequest = { method: op.method, path: op.path.replace(/\{([^}]+)\}/g, '1'), query, headers };
  if (op.body) {
    const schemas = sandbox.state.contract.schemas;
    const example = op.body.example ?? fakeObject(op.body.schema, 0, { schemas });
    if (op.body.media.startsWith('multipart/')) {
      const form = new FormData();
      const props = schemas.propertiesOf(op.body.schema);
      const names = Object.keys(props).length ? Object.keys(props) : ['file'];
      for (const name of names) {
        const s = props[name] ?? { format: 'binary' };
        const many = s.type === 'array';
        const binary = s.format === 'binary' || s.contentMediaType || s.items?.format === 'binary' || name.startsWith('file');
        // Two parts make an array for Prism's multipart validation.
        for (let i = 0; i < (many ? 2 : 1); i++) {
          if (binary) form.append(name, new Blob(['sandbox upload'], { type: 'text/plain' }), `${name}${i}.txt`);
          else form.append(name, String((example as Row)?.[name] ?? 'x'));
        }
      }
      plan.raw = form;
    } else if (op.body.media.includes('x-www-form-urlencoded')) {
      plan.raw = new URLSearchParams(Object.entries((example ?? {}) as Row).map(([k, v]): [string, string] => [k, String(v)]));
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (op.body.media.startsWith('text/')) {
      plan.raw = typeof example === 'string' ? example : 'sandbox';
      headers['content-type'] = op.body.media;
    } else {
      plan.body =
        row && res && op.xb?.where === 'body' ? { ...(example as Row), [res.key]: row[res.key], id: row.id ?? row[res.key] } : example;
    }
  }
  return plan;
}
