import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import { storage } from '@/lib/storage';
import { http, resourceApi } from './data';
import type { AnyResource, Option, RemoteOptions, Row, TreeSource } from './types';

/** The signed-in tenant and user (keys and per-user list state carry them). */
export function currentIdentity(): { tenantId: string; userId: string } {
  const info = storage.get<{ user_id?: string; account?: string }>('userInfo') ?? {};
  return { tenantId: storage.get<string>('tenantId') ?? '000000', userId: info.user_id ?? info.account ?? 'anonymous' };
}

const resourceKey = (path: string) => path.replace(/^\//, '');

/** Resource-first keys with the tenant in front: one invalidate prefix catches a resource. */
export const resourceKeys = {
  all: (def: AnyResource) => [currentIdentity().tenantId, resourceKey(def.path)] as const,
  /** The list segment is in the key: one resource path may serve several lists (blade-flow/work todo-list, done-list). */
  list: (def: AnyResource, params: Record<string, unknown>) => [...resourceKeys.all(def), def.api?.list ?? 'list', params] as const,
  detail: (def: AnyResource, key: string) => [...resourceKeys.all(def), 'detail', key] as const,
};

export function resourceListOptions(def: AnyResource, params: Record<string, unknown>) {
  return queryOptions({
    queryKey: resourceKeys.list(def, params),
    queryFn: ({ signal }) => resourceApi(def).list(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function resourceDetailOptions(def: AnyResource, key: string) {
  return queryOptions({ queryKey: resourceKeys.detail(def, key), queryFn: () => resourceApi(def).detail(key), staleTime: 0 });
}

/** Dictionary items (unsealed children of `code`) as options: dictKey -> dictValue. */
export function dictionaryOptions(code: string, biz = false) {
  const path = biz ? '/blade-system/dict-biz/dictionary' : '/blade-system/dict/dictionary';
  return queryOptions({
    queryKey: [currentIdentity().tenantId, biz ? 'blade-system/dict-biz' : 'blade-system/dict', 'dictionary', code] as const,
    queryFn: async (): Promise<Option[]> => {
      const items = await http.get<Row[]>(path, { code });
      return (items ?? []).map((i) => ({ value: String(i.dictKey), label: String(i.dictValue) }));
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

export function treeOptions(src: TreeSource) {
  return queryOptions({
    queryKey: [currentIdentity().tenantId, resourceKey(src.url), 'tree', src.query ?? {}] as const,
    queryFn: async () => toTreeNodes(await http.get<Row[]>(src.url, src.query ?? {}), src),
    staleTime: 60_000,
  });
}

export function remoteOptions(src: RemoteOptions) {
  return queryOptions({
    queryKey: [currentIdentity().tenantId, resourceKey(src.url), 'options', src.query ?? {}] as const,
    queryFn: async (): Promise<Option[]> => {
      const data = await http.get<Row[] | { records?: Row[] }>(src.url, src.query ?? {});
      const rows = Array.isArray(data) ? data : (data?.records ?? []);
      return rows.map((r) => ({ value: String(r[src.valueKey]), label: String(r[src.labelKey]) }));
    },
    staleTime: 60_000,
  });
}
