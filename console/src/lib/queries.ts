import { queryOptions } from '@tanstack/react-query';
import { blade } from './blade';
import { consoleApi } from './api';

// Query factories with resource-first keys that include the tenant (conventions: no inline keys).
const tenant = () => blade.session.get()?.tenantId ?? '';

export const brandQueries = {
  all: (userId?: string) =>
    queryOptions({
      queryKey: [tenant(), 'red-sale/saledevicebrand', 'listing', { current: -1, size: -1, userId }],
      queryFn: () => consoleApi.brands(userId),
    }),
};

export const menuQueries = {
  top: () => queryOptions({ queryKey: [tenant(), 'blade-system/menu', 'top-menu'], queryFn: consoleApi.topMenus, staleTime: Infinity }),
  routes: (topMenuId: string) =>
    queryOptions({ queryKey: [tenant(), 'blade-system/menu', 'routes', { topMenuId }], queryFn: () => consoleApi.menuRoutes(topMenuId), staleTime: Infinity }),
};

export const profileQueries = {
  me: () => queryOptions({ queryKey: [tenant(), 'blade-user', 'info'], queryFn: consoleApi.userProfile }),
};

export type DashboardCount = { key: string; path: string; total: number | null };

/** The signed-in tenant's lists the home page counts (first page, total only). */
export const dashboardQueries = {
  count: (key: string, path: string) =>
    queryOptions({
      queryKey: [tenant(), path.replace(/^\/|\/list$/g, ''), 'list', { current: 1, size: 10, key }],
      queryFn: async (): Promise<{ total: number; records: unknown[] }> => {
        const r = await consoleApi.page<Record<string, unknown>>(path);
        return Array.isArray(r) ? { total: r.length, records: r } : { total: r.total ?? r.records.length, records: r.records };
      },
    }),
};
