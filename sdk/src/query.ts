// TanStack Query factories: plain `queryOptions`/`mutationOptions`-shaped objects (query-core has no
// `queryOptions` function; these objects are what react-query's helpers return). Keys start with the
// tenant, the user and the resource - [tenantId, userId, 'blade-system/param', 'list', query] - so the
// next user of the same tenant never reads this user's cached answers, and invalidating
// [tenantId, userId, 'blade-system/param'] refreshes every list and detail of that resource.
import type { DataTag, QueryFunctionContext } from '@tanstack/query-core';
import type { BladeClient } from './client';
import type { BladeError } from './errors';
import type { Resource, ResourceDetail, ResourceList, ResourcePage, ResourcePath } from './resource';
import type { Session } from './session';

/** Whose answers a key holds: the signed-in tenant and user (empty strings when signed out). */
export interface KeyOwner {
  tenantId: string;
  userId: string;
}

export const queryKeys = {
  /** The owner of a session's keys. @example queryKeys.owner(blade.session.get()) */
  owner: (session: Session | null): KeyOwner => ({ tenantId: session?.tenantId ?? '', userId: session?.userInfo.user_id ?? '' }),
  /** Prefix of everything about one resource for one user: invalidate it after a change. */
  resource: (owner: KeyOwner, resource: string) => [owner.tenantId, owner.userId, resource.replace(/^\//, '')] as const,
  list: (owner: KeyOwner, resource: string, query: object = {}) => [...queryKeys.resource(owner, resource), 'list', query] as const,
  detail: (owner: KeyOwner, resource: string, key: unknown) => [...queryKeys.resource(owner, resource), 'detail', key] as const,
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
  const owner = () => queryKeys.owner(blade.session.get());
  const options = <K extends readonly unknown[], T>(queryKey: K, run: (signal: AbortSignal) => Promise<T>) => ({
    queryKey: queryKey as Tagged<K, T>,
    queryFn: ({ signal }: QueryFunctionContext) => run(signal),
  });
  return {
    /** The prefix to invalidate after a change. */
    key: () => queryKeys.resource(owner(), path),
    list: (query?: Query<P, 'list'>) =>
      options(queryKeys.list(owner(), path, query ?? {}), (signal): Promise<ResourceList<P>> => resource.list(query, { signal })),
    page: (query?: Query<P, 'page'>) =>
      options([...queryKeys.list(owner(), path, query ?? {}), 'page'] as const, (signal): Promise<ResourcePage<P>> =>
        resource.page(query, { signal }),
      ),
    // A missing record is null here: TanStack Query refuses undefined as a query's data.
    detail: (key: Query<P, 'detail'>) =>
      options(
        queryKeys.detail(owner(), path, key),
        async (signal): Promise<ResourceDetail<P> | null> => (await resource.detail(key, { signal })) ?? null,
      ),
    submit: () => ({ mutationKey: [...queryKeys.resource(owner(), path), 'submit'] as const, mutationFn: resource.submit }),
    remove: () => ({ mutationKey: [...queryKeys.resource(owner(), path), 'remove'] as const, mutationFn: resource.remove }),
  };
}
