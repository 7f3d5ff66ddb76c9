// Operations with no specific handler: when the answer is a page, list or record of an entity
// the store keeps, serve it from the store; otherwise answer the contract's own 2xx example.
import type { Operation } from '../contract.ts';
import { fakeProp, toWire, type Resource } from '../records.ts';
import type { SandboxState } from '../state.ts';
import { r } from '../wire.ts';
import { filterRows, findVisible, listAnswer, sortRows, visibleRows, type Handler } from './common.ts';

export type Backing = 'store' | 'example';

export function fallbackHandler(state: SandboxState, op: Operation): { handler: Handler; backing: Backing } {
  const { schemas } = state.contract;
  const data = op.ok.enveloped ? op.ok.data : undefined;
  const items = schemas.itemsOf(data);
  const service = op.path.split('/')[1];
  const owner = (schema: unknown): Resource | undefined => {
    if (!schema) return undefined;
    const matches = [...state.resources.values()].filter((res) => res.schema && res.schema === schema);
    return matches.find((res) => res.name.startsWith(`${service}/`)) ?? matches[0];
  };
  const listOf = owner(items);
  if (listOf) {
    return { backing: 'store', handler: (c) => listAnswer(c, sortRows(filterRows(visibleRows(c, listOf.table), c.query, listOf.props), c.query), listOf.props) };
  }
  const recordOf = owner(schemas.resolve(data));
  const keyParam = recordOf && op.params.find((p) => p.in === 'query' && (p.name === recordOf.key || p.name === 'id'))?.name;
  if (recordOf && keyParam) {
    return { backing: 'store', handler: (c) => {
      const row = c.query[keyParam] ? findVisible(c, recordOf.table, c.query[keyParam]) : undefined;
      return r(row ? toWire(row, recordOf.props) : {});
    } };
  }
  let example = op.ok.example;
  if (example === undefined && op.ok.schema) example = fakeProp('data', op.ok.schema, 0, { schemas, title: op.summary });
  const media = op.ok.media ?? 'application/json';
  // A JSON string or a non-JSON media type would otherwise go out as text/plain.
  const body = media.includes('json') ? JSON.stringify(example ?? '') : typeof example === 'string' ? example : JSON.stringify(example ?? '');
  return { backing: 'example', handler: (c) => c.reply.code(op.ok.status).type(media).send(body) };
}
