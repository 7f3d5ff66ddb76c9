import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type KeyOwner } from '@dasha/sdk/query';
import { blade } from './blade';
import { consoleApi, withIds, type ListPath } from './api';

// Query factories (conventions: no inline keys). Every key starts with the tenant and the user,
// then the resource: [tenantId, userId, 'blade-system/param', 'list', q] (the SDK's queryKeys), so
// the next user of the same tenant never reads the previous user's cached answers.

/** The signed-in tenant and user, whose answers the keys hold. */
export const currentOwner = (): KeyOwner => queryKeys.owner(blade.session.get());

/** [tenantId, userId]: the head of every query key. */
export function ownerKey(): readonly [tenantId: string, userId: string] {
  const { tenantId, userId } = currentOwner();
  return [tenantId, userId];
}

export const brandQueries = {
  all: (userId?: string) =>
    queryOptions({
      queryKey: [...ownerKey(), 'red-sale/saledevicebrand', 'listing', { current: -1, size: -1, userId }],
      queryFn: async () => {
        const page = await consoleApi.brands(userId);
        return { ...page, records: withIds(page?.records ?? []) };
      },
    }),
};

export const menuQueries = {
  top: () =>
    queryOptions({
      queryKey: [...ownerKey(), 'blade-system/menu', 'top-menu'],
      queryFn: async () => withIds(await consoleApi.topMenus()),
      staleTime: Infinity,
    }),
  routes: (topMenuId: string) =>
    queryOptions({
      queryKey: [...ownerKey(), 'blade-system/menu', 'routes', { topMenuId }],
      queryFn: () => consoleApi.menuRoutes(topMenuId),
      staleTime: Infinity,
    }),
};

/** What the 用户信息选择 dialog offers: the departments and roles the user may switch to. */
export const switchQueries = {
  depts: (userId?: string) =>
    queryOptions({
      queryKey: [...ownerKey(), 'blade-system/dept', 'select', { userId }],
      queryFn: async () => (await consoleApi.deptSelect(userId)) ?? [],
    }),
  roles: (userId?: string) =>
    queryOptions({
      queryKey: [...ownerKey(), 'blade-system/role', 'select', { userId }],
      queryFn: async () => (await consoleApi.roleSelect(userId)) ?? [],
    }),
};

export const profileQueries = {
  me: () => queryOptions({ queryKey: [...ownerKey(), 'blade-user', 'info'], queryFn: consoleApi.userProfile }),
  /** The signed-in user's department: internal (1) or external (2). */
  deptKind: () => queryOptions({ queryKey: [...ownerKey(), 'blade-user', 'getUserDepartIsInnerOrOut'], queryFn: consoleApi.userDeptKind }),
};

export type DashboardCount = { key: string; path: ListPath; total: number | null };

/** The signed-in tenant's lists the home page counts (first page, total only). */
export const dashboardQueries = {
  count: <P extends ListPath>(key: string, path: P) =>
    queryOptions({
      queryKey: [...ownerKey(), path.replace(/^\/|\/list$/g, ''), 'list', { current: 1, size: 10, key }],
      queryFn: () => consoleApi.page(path),
    }),
};
