import type { AnyListPath, GetPath } from '@dasha/sdk';
import { blade } from '@/lib/blade';
import type { AnyResource, Row } from './types';

// The generic framework's calls, all through the SDK: a registry entry's standard calls are the
// SDK's resource of its path (routes, paging and remove style are the contract's), and option
// lists and trees are GETs of contract paths held as data (`blade.read`).

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

/** The standard calls of a registry entry: the SDK's resource of its path, with the screen's list query and another list it names. */
export function resourceApi(def: AnyResource) {
  const resource = blade.anyResource(def.path);
  const a = def.api ?? {};
  return {
    list: (query: Record<string, unknown>, signal?: AbortSignal): Promise<PageResult> =>
      resource.page(cleanQuery({ ...a.listQuery, ...query }), { signal, list: a.list }),
    // A missing record is null (the SDK says undefined): TanStack Query refuses undefined as a query's data.
    detail: async (key: string | object): Promise<Row | null> => (await resource.detail(key)) ?? null,
    /** The record as its view shows it (the contract's fuller read, such as detail-info, else the detail); null when missing. */
    view: async (key: string | object): Promise<Row | null> => (await resource.view(key)) ?? null,
    /** The record field the detail asks by (the contract's: deviceCode where it is not the key). */
    detailKey: resource.detailKey,
    /** The operation of a standard call ("POST /blade-system/tenant/submit"), for its @PreAuth. */
    operation: (call: 'list' | 'detail' | 'submit' | 'update' | 'remove') => resource.operation(call),
    /** Whether the detail is read by several of the record's fields (detailQuery gives them), not one key. */
    detailBy: resource.detailBy !== undefined,
    detailQuery: (row: Row) => resource.detailQuery(row),
    /** Whether the list read answers pages (else the screen shows it whole, without a pager). */
    paged: resource.paged({ list: a.list }),
    /**
     * Whether its headers sort: the contract declares ascs/descs for the list (the SDK's map says),
     * and it answers pages (an unpaged list is a tree or a short list shown in the server's order).
     */
    sortable: resource.paged({ list: a.list }) && resource.sortable({ list: a.list }),
    /** Whether the list matches its filters whole (the contract's match: exact): its text search fields say so. */
    matchesExactly: resource.matchesExactly({ list: a.list }),
    /** Every page of the list in order (export): the SDK's pager, stopped by the signal; `list`: another of the resource's lists. */
    pages: (query: Record<string, unknown>, init: { size: number; signal: AbortSignal; list?: AnyListPath }) =>
      resource.pages({ query: cleanQuery({ ...a.listQuery, ...query }), size: init.size, signal: init.signal, list: init.list ?? a.list }),
    /** The server's own export of the records (selectExport...List) where the contract has one: 导出 reads it. */
    exportList: resource.exportList,
    /** A new record to submit; an edit to the contract's update call where it has one (BladeX's /update). */
    submit: (row: Row, mode: 'add' | 'edit' = 'add') => (mode === 'edit' ? resource.update(row) : resource.submit(row)),
    remove: async (keys: string[]) => {
      await resource.remove(keys);
    },
  };
}
