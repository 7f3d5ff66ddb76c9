// Operations with no specific handler: a lazy list (a parentId or parentCode in the query, a plain
// array answered) serves one level of its resource's tree; when the answer is a page, list or
// record of an entity the store keeps, serve it from the store; otherwise answer the contract's
// own 2xx example.
import type { Operation } from '../contract.ts';
import { fakeProp, resourceOfSchema, toWire, type Resource } from '../records.ts';
import type { SandboxState } from '../state.ts';
import { r } from '../wire.ts';
import type { SublistLink } from '../sublists.ts';
import type { Call, Handler } from '../call.ts';
import { filterRows, findVisible, listAnswer, required, sortRows, visibleRows, visibleWhere } from './common.ts';
import { lazyList, rootOf, tree } from './standard.ts';

export type Backing = 'store' | 'example';

export function fallbackHandler(state: SandboxState, op: Operation): { handler: Handler; backing: Backing } {
  const { schemas } = state.contract;
  const data = op.ok.enveloped ? op.ok.data : undefined;
  const items = schemas.itemsOf(data);
  const service = op.path.split('/')[1];
  const owner = (schema: unknown) => resourceOfSchema(state.resources, schema, service);
  const sublist = state.sublists.get(op.key);
  if (sublist && !sublist.child.tree) return { backing: 'store', handler: (c) => sublistAnswer(c, sublist) };
  const listOf = owner(items);
  const lazyOf = lazyResource(state, op, listOf);
  if (lazyOf && listOf) return { backing: 'store', handler: (c) => r(lazyList(c, lazyOf)) };
  if (lazyOf) return { backing: 'store', handler: (c) => r(tree(c, lazyOf, c.query[lazyParam(op)!] || rootOf(lazyOf))) };
  if (listOf) {
    return {
      backing: 'store',
      handler: (c) =>
        listAnswer(c, sortRows(filterRows(visibleRows(c, listOf.table), c.query, listOf.props, [], op.xb?.match), c.query), listOf.props),
    };
  }
  const recordOf = owner(schemas.resolve(data));
  const keyParam = recordOf && op.params.find((p) => p.in === 'query' && (p.name === recordOf.key || p.name === 'id'))?.name;
  if (recordOf && keyParam) {
    return {
      backing: 'store',
      handler: (c) => {
        const row = c.query[keyParam] ? findVisible(c, recordOf.table, c.query[keyParam]) : undefined;
        return r(row ? toWire(row, recordOf.props) : {});
      },
    };
  }
  let example = op.ok.example;
  if (example === undefined && op.ok.schema) example = fakeProp('data', op.ok.schema, 0, { schemas, title: op.summary });
  const media = op.ok.media ?? 'application/json';
  // A JSON string or a non-JSON media type would otherwise go out as text/plain.
  const body = media.includes('json')
    ? JSON.stringify(example ?? '')
    : typeof example === 'string'
      ? example
      : JSON.stringify(example ?? '');
  return { backing: 'example', handler: (c) => c.reply.code(op.ok.status).type(media).send(body) };
}

/**
 * A sub-list: the child's records of the parent named in the query (none of another tenant's:
 * only the caller's rows are read), filtered and paged like a list; `pageSize` where it is the
 * operation's page-size parameter (an order's settlement details).
 */
function sublistAnswer(c: Call, s: SublistLink): unknown {
  const parentKey = required(c, s.param);
  const rows = visibleWhere(c, s.child, s.field, parentKey);
  const query = s.pageSize && c.query[s.pageSize] !== undefined ? { ...c.query, size: c.query[s.pageSize]! } : c.query;
  const call = { ...c, query };
  return listAnswer(call, sortRows(filterRows(rows, query, s.child.props, [s.param, s.field]), query), s.child.props, s.child.name);
}

/** The parent parameter of a lazy list: parentId or parentCode in the query of a GET. */
export function lazyParam(op: Operation): string | undefined {
  if (op.method !== 'GET') return undefined;
  return op.params.find((p) => p.in === 'query' && (p.name === 'parentId' || p.name === 'parentCode'))?.name;
}

/**
 * The resource a lazy list reads: the owner of its records, or for select-tree nodes the resource
 * the path belongs to; only when the answer is a plain array and the resource has the parent field.
 */
export function lazyResource(state: SandboxState, op: Operation, listOf: Resource | undefined): Resource | undefined {
  const param = lazyParam(op);
  const data = op.ok.enveloped ? op.ok.data : undefined;
  if (!param || !data || state.contract.schemas.isPage(data) || !state.contract.schemas.itemsOf(data)) return undefined;
  const res = listOf ?? state.resources.get(op.path.slice(1, op.path.lastIndexOf('/')));
  return res && param in res.props ? res : undefined;
}
