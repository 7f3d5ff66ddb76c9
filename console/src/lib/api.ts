import { blade } from './blade';
import type { MenuNode } from './menu';

// The console's calls that are not a standard resource, in one place. They go through the SDK's
// typed client; the cast keeps this file compiling while the contract is still growing (every
// path below is declared in contract/catalog).
type Init = { params?: { query?: Record<string, unknown> }; body?: unknown; bodySerializer?: (b: unknown) => unknown };
type Result = Promise<{ data?: unknown; error?: unknown; response: Response }>;
const api = blade.api as unknown as { GET(path: string, init?: Init): Result; POST(path: string, init?: Init): Result };
const call = <T>(r: Result): Promise<T> => blade.call(r as never) as Promise<T>;

export type Page<T> = { records: T[]; total: number; size?: number; current?: number };
export type Brand = { id: string; barndName: string; brandLogo?: string; finaceProxAuditState?: number };
export type SelectItem = { id: string; deptName?: string; roleName?: string };
export type UserProfile = {
  id?: string;
  account?: string;
  name?: string;
  realName?: string;
  avatar?: string;
  email?: string;
  phone?: string;
  deptName?: string;
  roleName?: string;
  tenantId?: string;
};
export type TopMenu = { id: string; code?: string; name: string; source?: string; path?: string; sort?: number };
export type ErrorLogUpload = { type: string; url: string; message: string; stack: string; info: string; time: string };

export const consoleApi = {
  /** The user's menu; with a top menu, only the subtree granted to it (BladeX's routes?topMenuId=). */
  menuRoutes: (topMenuId?: string) => call<MenuNode[]>(api.GET('/blade-system/menu/routes', topMenuId ? { params: { query: { topMenuId } } } : undefined)),
  topMenus: () => call<TopMenu[]>(api.GET('/blade-system/menu/top-menu')),
  menuButtons: () => call<MenuNode[]>(api.GET('/blade-system/menu/buttons')),
  brands: (userId?: string) =>
    call<Page<Brand>>(api.GET('/red-sale/saledevicebrand/getBrandListingByUserId', { params: { query: { current: -1, size: -1, userId } } })),
  deptSelect: (userId?: string) => call<SelectItem[]>(api.GET('/blade-system/dept/select', { params: { query: { userId } } })),
  roleSelect: (userId?: string) => call<SelectItem[]>(api.GET('/blade-system/role/select', { params: { query: { userId } } })),
  userProfile: () => call<UserProfile>(api.GET('/blade-user/info')),
  updateProfile: (body: UserProfile) => call<unknown>(api.POST('/blade-user/update-info', { body })),
  /** All three values are sent as md5 (the SDK hashes them). */
  updatePassword: (query: { oldPassword: string; newPassword: string; newPassword1: string }) =>
    call<unknown>(api.POST('/blade-user/update-password', { params: { query } })),
  putFile: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call<{ link: string }>(api.POST('/blade-resource/oss/endpoint/put-file', { body: form, bodySerializer: (b) => b }));
  },
  uploadErrorLog: (entries: ErrorLogUpload[]) => call<unknown>(api.POST('/blade-log/error/upload', { body: entries })),
  /** A page of any list, for the dashboard's counts. */
  page: <T>(path: string, query: Record<string, unknown> = {}) =>
    call<Page<T> | T[]>(api.GET(path, { params: { query: { current: 1, size: 10, ...query } } })),
};
