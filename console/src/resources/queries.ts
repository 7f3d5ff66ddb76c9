import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import { blade, resourceKey } from '@/lib/blade';
import { listOption, listQuery, readRows, rowsOf, type PageResult } from './data';
import type { AnyResource, Option, RemoteOptions, Row, SublistDef, TreeSource } from './types';

const resourceName = (path: string) => path.replace(/^\//, '');
/**
 * A list route's resource (its path without the last segment: red-sale/saleproductcategory of
 * .../category-list): option lists and trees read from it are keyed under it, so the change of a
 * record that invalidates its resource also refreshes the pickers offering its records.
 */
export const routeResource = (url: string) => resourceName(url).replace(/\/[^/]*$/, '');
/** What a call to `url` may change, as a key prefix: every list, option list and tree read from its resource. */
export const routeKey = (url: string) => resourceKey(routeResource(url));

/** Keys [tenantId, userId, resource, ...] (the SDK's queryKeys): one invalidate prefix catches a resource of this user. */
export const resourceKeys = {
  all: (def: AnyResource) => resourceKey(def.path),
  /** The list segment is in the key: one resource path may serve several lists (blade-flow/work todo-list, done-list). */
  list: (def: AnyResource, params: Record<string, unknown>) => [...resourceKeys.all(def), def.api?.list ?? 'list', params] as const,
  detail: (def: AnyResource, key: string) => [...resourceKeys.all(def), 'detail', key] as const,
};

export function resourceListOptions(def: AnyResource, params: Record<string, unknown>) {
  return queryOptions({
    queryKey: resourceKeys.list(def, params),
    queryFn: ({ signal }): Promise<PageResult> => blade.anyResource(def.path).page(listQuery(def, params), { signal, ...listOption(def) }),
    placeholderData: keepPreviousData,
  });
}

/** A lazy tree table's top level: the lazy path's children of the root (its key is the list's, marked). */
export function lazyRootOptions(def: AnyResource, params: Record<string, unknown>) {
  const lazy = def.tree?.lazy;
  return queryOptions({
    queryKey: [...resourceKeys.list(def, params), 'lazy-root'] as const,
    queryFn: async ({ signal }): Promise<PageResult> => {
      const rows = lazy ? await readRows(lazy.url, { ...params, [lazy.param]: lazy.root ?? '0' }, signal) : [];
      return { records: rows, total: rows.length };
    },
  });
}

/** Every record's copy of one sub-list (what an operation on the records changes). */
export const sublistsKey = (sub: SublistDef) => [...resourceKey(sub.url), 'sublist', sub.param] as const;
/** The key of every page of one record's sub-list (the prefix a change of the tab invalidates). */
export const sublistKey = (sub: SublistDef, parentKey: string) => [...sublistsKey(sub), parentKey] as const;

/** One page (or the whole) of a record's sub-list: the list read with the record's key. */
export function sublistOptions(sub: SublistDef, parentKey: string, page?: { page: number; size: number }) {
  return queryOptions({
    queryKey: [...sublistKey(sub, parentKey), page ?? 'all'] as const,
    queryFn: async ({ signal }): Promise<PageResult> => {
      const paging = page ? { current: page.page, [sub.sizeParam ?? 'size']: page.size } : {};
      const data = await blade.read(sub.url, { ...paging, [sub.param]: parentKey }, { signal });
      const records = rowsOf(data);
      const total = page && typeof data === 'object' && data !== null && 'total' in data ? Number(data.total) : records.length;
      return { records, total };
    },
    placeholderData: keepPreviousData,
  });
}

/** A record's detail, cached by its key; `ask`: what the detail is asked by (its key, or its fields the contract reads it by). */
export function resourceDetailOptions(def: AnyResource, key: string, ask: string | object = key) {
  // A missing record is null (the SDK says undefined): TanStack Query refuses undefined as a query's data.
  return queryOptions({
    queryKey: resourceKeys.detail(def, key),
    queryFn: async () => (await blade.anyResource(def.path).detail(ask)) ?? null,
    staleTime: 0,
  });
}

/** The record as its view (查看) reads it: the contract's fuller read where it marks one, else the detail. */
export function resourceViewOptions(def: AnyResource, key: string, ask: string | object = key) {
  return queryOptions({
    queryKey: [...resourceKeys.detail(def, key), 'view'] as const,
    queryFn: async () => (await blade.anyResource(def.path).view(ask)) ?? null,
    staleTime: 0,
  });
}

/** The routes that answer a dictionary's entries. */
const DICTIONARY_ROUTE = /\/blade-system\/dict(-biz)?\/dictionary$/;

/** Dictionary entries in their `sort` order: BladeX answers a dictionary in no guaranteed order. */
export const inSortOrder = <T extends { sort?: number | null }>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));

/** Dictionary items (unsealed descendants of `code`) as options in `sort` order: dictKey -> dictValue. */
export function dictionaryOptions(code: string, biz = false) {
  return queryOptions({
    queryKey: [...resourceKey(biz ? 'blade-system/dict-biz' : 'blade-system/dict'), 'dictionary', code] as const,
    queryFn: async (): Promise<Option[]> => {
      const query = { params: { query: { code } } };
      const items = await blade.call(
        biz ? blade.api.GET('/blade-system/dict-biz/dictionary', query) : blade.api.GET('/blade-system/dict/dictionary', query),
      );
      return inSortOrder(items ?? []).map((i) => ({ value: String(i.dictKey), label: String(i.dictValue) }));
    },
    staleTime: 5 * 60_000,
  });
}

export type TreeNode = { id: string; title: string; value: string; hasChildren?: boolean; children?: TreeNode[] };

/** Normalises a tree answer to {id, title, value, children}. */
export function toTreeNodes(rows: Row[] | undefined, src: Pick<TreeSource, 'labelKey' | 'valueKey'> = {}): TreeNode[] {
  const lk = src.labelKey ?? 'title';
  const vk = src.valueKey ?? 'id';
  return (rows ?? []).map((r) => ({
    id: String(r[vk] ?? r.id ?? r.key),
    value: String(r[vk] ?? r.value ?? r.id),
    title: String(r[lk] ?? r.title ?? r.name ?? ''),
    hasChildren: Boolean(r.hasChildren) || (Array.isArray(r.children) && r.children.length > 0),
    children: Array.isArray(r.children) ? toTreeNodes(r.children as Row[], src) : undefined,
  }));
}

/** A tree picker's nodes (none, and nothing asked, for a column without a tree). */
export function treeOptions(src: TreeSource | undefined) {
  const query = typeof src?.query === 'function' ? src.query() : (src?.query ?? {});
  return queryOptions({
    queryKey: [...resourceKey(routeResource(src?.url ?? '')), 'tree', src?.url ?? '', query] as const,
    queryFn: async ({ signal }) => (src ? toTreeNodes(await readRows(src.url, query, signal), src) : []),
    enabled: !!src,
    staleTime: 60_000,
  });
}

/** One choice of a remote list: a record's value and label fields, or a plain value that is its own label. */
export function optionOf(item: unknown, src: Pick<RemoteOptions, 'labelKey' | 'valueKey'>): Option {
  if (item === null || typeof item !== 'object') return { value: String(item ?? ''), label: String(item ?? '') };
  const r = item as Row;
  return { value: String(r[src.valueKey]), label: String(r[src.labelKey ?? src.valueKey]), record: r };
}

/** A select's options read from another list (none, and nothing asked, for a column without one). */
/** The key prefix of every option list read from one list (its query aside: a picker's searches too). */
export const remoteOptionsPrefix = (src: RemoteOptions | undefined) =>
  [...resourceKey(routeResource(src?.url ?? '')), 'options', src?.url ?? ''] as const;

export function remoteOptions(src: RemoteOptions | undefined) {
  return queryOptions({
    queryKey: [...remoteOptionsPrefix(src), src?.query ?? {}] as const,
    enabled: !!src,
    queryFn: async ({ signal }): Promise<Option[]> => {
      if (!src) return [];
      const rows: unknown[] = await readRows(src.url, src.query, signal);
      // A picker over a dictionary (a label's 语言) offers its entries in `sort` order, as BladeX
      // answers them in none.
      const ordered = DICTIONARY_ROUTE.test(src.url) ? inSortOrder(rows as { sort?: number }[]) : rows;
      return ordered.map((r) => optionOf(r, src));
    },
    staleTime: 60_000,
  });
}
