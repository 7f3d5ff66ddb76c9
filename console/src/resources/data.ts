import type { AnyListPath, GetPath } from '@dasha/sdk';
import { blade } from '@/lib/blade';
import type { AnyResource, Row } from './types';

// The generic framework's calls, all through the SDK: a registry entry's standard calls are the
// SDK's resource of its path (`blade.anyResource(def.path)`: routes, paging and remove style are the
// contract's), and option lists and trees are GETs of contract paths held as data (`blade.read`).
// What is here is the screen's part of a call: which list it reads and the query it adds.

export type PageResult = { records: Row[]; total: number };

/** Drops empty filter values so the server sees only what the user typed. */
export function cleanQuery(q: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(q)) if (v !== '' && v != null && !(Array.isArray(v) && !v.length)) out[k] = v;
  return out;
}

/** An answer that should be a list of records: a page's records, an array, else none. */
export function rowsOf(data: unknown): Row[] {
  if (Array.isArray(data)) return data;
  const records = typeof data === 'object' && data !== null && 'records' in data ? data.records : undefined;
  return Array.isArray(records) ? records : [];
}

/** GET a contract path held as data (a tree, an option list, a lazy level): its records. */
export async function readRows(url: GetPath, query: Record<string, unknown> = {}, signal?: AbortSignal): Promise<Row[]> {
  return rowsOf(await blade.read(url, cleanQuery(query), { signal }));
}

/** A new record's first values: the columns' defaults. */
export const blankRecord = (def: AnyResource): Row =>
  Object.fromEntries(def.columns.filter((c) => c.defaultValue !== undefined).map((c) => [c.prop, c.defaultValue]));

/** A form's values as the screen submits them (its beforeSubmit: pickers joined, numbers as numbers...). */
export const submittedValues = (def: AnyResource, values: Row, mode: 'add' | 'edit'): Row =>
  def.api?.beforeSubmit ? def.api.beforeSubmit(values, mode) : values;

/** The SDK's `list` option of a screen: another list of its resource it names (blade-flow/work's done-list), else the resource's. */
export const listOption = (def: AnyResource): { list?: AnyListPath } => ({ list: def.api?.list });

/** A screen's list query as sent: its fixed query, then what was asked, empty values dropped. */
export const listQuery = (def: AnyResource, query: Record<string, unknown>): Record<string, unknown> =>
  cleanQuery({ ...def.api?.listQuery, ...query });

/**
 * How a screen's list reads, from its SDK resource: whether it answers pages (else it is shown
 * whole, without a pager), whether its headers sort (the contract declares ascs/descs and it is
 * paged: an unpaged list is a tree or a short list in the server's order), and whether it matches
 * its filters whole (the contract's match: exact, which its text search fields say), and which
 * parameter carries the node of its side tree (the screen's: a user list's deptId).
 */
export function listShape(def: AnyResource): { paged: boolean; sortable: boolean; matchesExactly: boolean; nodeParam?: string } {
  const resource = blade.anyResource(def.path);
  const list = listOption(def);
  const paged = resource.paged(list);
  return {
    paged,
    sortable: paged && resource.sortable(list),
    matchesExactly: resource.matchesExactly(list),
    nodeParam: def.sideTree?.param,
  };
}

/** A form's values saved: a new record through the resource's submit, an edit through its update (BladeX's /update, else submit). */
export const saveRecord = (def: AnyResource, row: Row, mode: 'add' | 'edit'): Promise<unknown> =>
  mode === 'edit' ? blade.anyResource(def.path).update(row) : blade.anyResource(def.path).submit(row);
