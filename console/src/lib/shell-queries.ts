import { queryOptions } from '@tanstack/react-query';
import type { ResourcePath } from '@dasha/sdk';
import { blade, resourceKey } from './blade';
import { consoleApi, withIds, type ListPath } from './api';

// The shell's queries (brands, menus, the user's departments and roles, profile, home's counts).
// Every key is the SDK's: the tenant, the user, then the resource (resourceKey), so the next user
// of the same tenant never reads the previous user's cached answers.

export const brandQueries = {
  all: (userId?: string) =>
    queryOptions({
      queryKey: [...resourceKey('red-sale/saledevicebrand'), 'listing', { current: -1, size: -1, userId }],
      queryFn: async () => {
        const page = await consoleApi.brands(userId);
        return { ...page, records: withIds(page?.records ?? []) };
      },
    }),
};

export const menuQueries = {
  top: () =>
    queryOptions({
      queryKey: [...resourceKey('blade-system/menu'), 'top-menu'],
      queryFn: async () => withIds(await consoleApi.topMenus()),
      staleTime: Infinity,
    }),
  routes: (topMenuId: string) =>
    queryOptions({
      queryKey: [...resourceKey('blade-system/menu'), 'routes', { topMenuId }],
      queryFn: () => consoleApi.menuRoutes(topMenuId),
      staleTime: Infinity,
    }),
};

/** What the 用户信息选择 dialog offers: the departments and roles the user may switch to. */
export const switchQueries = {
  depts: (userId?: string) =>
    queryOptions({
      queryKey: [...resourceKey('blade-system/dept'), 'select', { userId }],
      queryFn: async () => (await consoleApi.deptSelect(userId)) ?? [],
    }),
  roles: (userId?: string) =>
    queryOptions({
      queryKey: [...resourceKey('blade-system/role'), 'select', { userId }],
      queryFn: async () => (await consoleApi.roleSelect(userId)) ?? [],
    }),
};

export const profileQueries = {
  me: () => queryOptions({ queryKey: [...resourceKey('blade-user'), 'info'], queryFn: consoleApi.userProfile }),
  /** The signed-in user's department: internal (1) or external (2). */
  deptKind: () => queryOptions({ queryKey: [...resourceKey('blade-user'), 'getUserDepartIsInnerOrOut'], queryFn: consoleApi.userDeptKind }),
};

/** How many records of a resource are in one state (home's 待处理): the first page of size 1, its total. */
export const pendingQuery = (path: ResourcePath, filter: Record<string, string | number>) =>
  queryOptions({
    queryKey: [...resourceKey(path.replace(/^\//, '')), 'pending', filter],
    queryFn: async ({ signal }) => (await blade.anyResource(path).page({ ...filter, current: 1, size: 1 }, { signal })).total,
  });

export type DashboardCount = { key: string; path: ListPath; total: number | null };

/** The signed-in tenant's lists the home page counts (first page, total only). */
export const dashboardQueries = {
  count: <P extends ListPath>(key: string, path: P) =>
    queryOptions({
      queryKey: [...resourceKey(path.replace(/^\/|\/list$/g, '')), 'list', { current: 1, size: 10, key }],
      queryFn: () => consoleApi.page(path),
    }),
};

/** Every tenant (current and size -1: BladeX's unpaged list), for the platform administrator's home: whose authorisation ends soon. */
export const tenantsQuery = () =>
  queryOptions({
    queryKey: [...resourceKey('blade-system/tenant'), 'list', { current: -1, size: -1 }],
    queryFn: async ({ signal }) => (await blade.anyResource('/blade-system/tenant').page({ current: -1, size: -1 }, { signal })).records,
  });

/** Registered guests waiting for a role, for whoever opens 用户管理: the newest few and how many. */
export const guestUsersQuery = (size: number) =>
  queryOptions({
    queryKey: [...resourceKey('blade-user/user'), 'list', { roleId_equal: '-1', size }],
    queryFn: () => consoleApi.guestUsers(size),
  });
