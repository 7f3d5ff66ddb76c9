// TanStack Query factories: plain `queryOptions`/`mutationOptions`-shaped objects (query-core has no
// `queryOptions` function; these objects are what react-query's helpers return). Keys start with the
// tenant and the resource - [tenantId, 'blade-system/param', 'list', query] - so invalidating
// [tenantId, 'blade-system/param'] refreshes every list and detail of that resource.
import type { DataTag, QueryFunctionContext } from '@tanstack/query-core';
import type { BladeClient } from './client';
import type { BladeError } from './errors';
import type { Resource, ResourceDetail, ResourceList, ResourcePage, ResourcePath } from './resource';

export const queryKeys = {
  /** Prefix of everything about one resource: invalidate it after a change. */
  resource: (tenantId: string, resource: string) => [tenantId, resource.replace(/^\//, '')] as const,
  list: (tenantId: string, resource: string, query: object = {}) => [...queryKeys.resource(tenantId, resource), 'list', query] as const,
  detail: (tenantId: string, resource: string, key: unknown) => [...queryKeys.resource(tenantId, resource), 'detail', key] as const,
};

type Res<P extends ResourcePath> = Resource<P>;
type Tagged<K, T> = K & DataTag<K, T, BladeError>;
type Query<P extends ResourcePath, M extends 'list' | 'page' | 'detail'> = Parameters<Res<P>[M]>[0];

/**
 * Query and mutation options for one resource.
 * @example const param = resourceQueries(blade, '/blade-system/param'); useQuery(param.list({ current: 1, size: 10 }))
 */
export function resourceQueries<P extends ResourcePath>(blade: BladeClient, path: P) {
  const resource = blade.resource(path);
  const tenantId = () => blade.session.get()?.tenantId ?? '';
  const options = <K extends readonly unknown[], T>(queryKey: K, run: (signal: AbortSignal) => Promise<T>) => ({
    queryKey: queryKey as Tagged<K, T>,
    queryFn: ({ signal }: QueryFunctionContext) => run(signal),
  });
  return {
    /** The prefix to invalidate after a change. */
    key: () => queryKeys.resource(tenantId(), path),
    list: (query?: Query<P, 'list'>) =>
      options(queryKeys.list(tenantId(), path, query ?? {}), (signal): Promise<ResourceList<P>> => resource.list(query, { signal })),
    page: (query?: Query<P, 'page'>) =>
      options([...queryKeys.list(tenantId(), path, query ?? {}), 'page'] as const, (signal): Promise<ResourcePage<P>> => resource.page(query, { signal })),
    detail: (key: Query<P, 'detail'>) =>
      options(queryKeys.detail(tenantId(), path, key), (signal): Promise<ResourceDetail<P>> => resource.detail(key, { signal })),
    submit: () => ({ mutationKey: [...queryKeys.resource(tenantId(), path), 'submit'] as const, mutationFn: resource.submit }),
    remove: () => ({ mutationKey: [...queryKeys.resource(tenantId(), path), 'remove'] as const, mutationFn: resource.remove }),
  };
}
