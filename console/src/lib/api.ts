import type { MaybeOptionalInit, PathsWithMethod, RequiredKeysOf, components, paths } from '@dasha/sdk';
import { blade } from './blade';
import { formData } from '@dasha/sdk';

// The console's typed calls. `api` is the SDK's client (`blade.api`, the same object) seen through a
// stricter signature: openapi-fetch infers a call's options as their own type parameter, so a
// misspelt optional body or query field next to the required ones still compiles there
// (openapi-ts/openapi-typescript#1769). Here the options' type follows from the literal path alone,
// so a wrong path, a query field or a body field the contract does not declare is a type error
// (console/test/types/api-paths.ts proves it).

type Method = 'get' | 'post';
/** The path when it has the method; `never` otherwise (then the argument is refused, nothing else is computed). */
type Known<P extends string, M extends Method> = P & PathsWithMethod<paths, M>;
type Init<P extends string, M extends Method> = MaybeOptionalInit<paths[Known<P, M>], M>;
// openapi-fetch's own rule for the options argument (optional when nothing in it is required).
type InitArgs<I> = RequiredKeysOf<I> extends never ? [(I & { [key: string]: unknown })?] : [I & { [key: string]: unknown }];
// The answer is exactly what `blade.api` answers for that path and those options.
type Sent<P extends string, M extends Method> = M extends 'get'
  ? ReturnType<typeof blade.api.GET<Known<P, 'get'>, Init<P, 'get'>>>
  : ReturnType<typeof blade.api.POST<Known<P, 'post'>, Init<P, 'post'>>>;
type StrictMethod<M extends Method> = <P extends string>(url: Known<P, M>, ...init: InitArgs<Init<P, M>>) => Sent<P, M>;

/** GET and POST of the contract's literal paths, strictly typed (binary answers: `blade.api` with parseAs 'blob'). */
export const api: { GET: StrictMethod<'get'>; POST: StrictMethod<'post'> } = blade.api;

type Schemas = components['schemas'];
type Op<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Answer<O> = O extends { responses: { 200: { content: { 'application/json': infer B } } } }
  ? B extends { data?: infer D }
    ? D
    : B
  : never;

export type Page<T> = { records: T[]; total: number; size?: number; current?: number };
export type Brand = Schemas['Brand'];
export type SelectItem = Schemas['SelectItem'];
/** The signed-in user's UserVO (blade-user/info): its record with role, department and tenant names. */
export type UserProfile = Schemas['User'];
export type ProfileUpdate = JsonBody<Op<'/blade-user/update-info', 'post'>>;
export type TopMenu = Schemas['TopMenu'];

/** A GET of the contract that answers a list of records: a page (`records`) or an array. */
export type ListPath = {
  [P in keyof paths]: paths[P] extends { get: infer O } ? (Answer<O> extends { records?: unknown[] } | unknown[] ? P : never) : never;
}[keyof paths];
export type ListRecord<P extends ListPath> = Answer<Op<P, 'get'>> extends { records?: (infer E)[] } | (infer E)[] ? E : never;

/** A stored record: the contract's entity schemas leave `id` optional because they also type new records. */
export type Stored<T> = T & { id: string };
/** The records that carry their id (every stored one does): the list a menu or a switcher can key by id. */
export const withIds = <T extends { id?: string }>(rows: readonly T[]): Stored<T>[] => rows.filter((r): r is Stored<T> => !!r.id);

/** Optional query values from a form: an empty one is left out rather than sent as `key=`. */
export const optional = (v: unknown): string | undefined => (v == null || v === '' ? undefined : String(v));
export const optionalNumber = (v: unknown): number | undefined => (v == null || v === '' ? undefined : Number(v));

export const consoleApi = {
  /** The user's menu; with a top menu, only the subtree granted to it (BladeX's routes?topMenuId=). */
  menuRoutes: (topMenuId?: string) =>
    blade.call(api.GET('/blade-system/menu/routes', { params: { query: topMenuId ? { topMenuId } : {} } })),
  topMenus: () => blade.call(api.GET('/blade-system/menu/top-menu')),
  menuButtons: () => blade.call(api.GET('/blade-system/menu/buttons')),
  brands: (userId?: string) =>
    blade.call(api.GET('/red-sale/saledevicebrand/getBrandListingByUserId', { params: { query: { current: -1, size: -1, userId } } })),
  deptSelect: (userId?: string) => blade.call(api.GET('/blade-system/dept/select', { params: { query: { userId } } })),
  roleSelect: (userId?: string) => blade.call(api.GET('/blade-system/role/select', { params: { query: { userId } } })),
  userProfile: () => blade.call(api.GET('/blade-user/info')),
  /** Registered guests no one has given a role yet (BladeX gives them role -1), the first `size` and the total. */
  guestUsers: (size: number) =>
    blade.call(api.GET('/blade-user/list', { params: { query: { roleId_equal: '-1', current: 1, size, descs: 'create_time' } } })),
  /** Whether the signed-in user's department is internal (1) or external (2): asked with no user, as the spec names it. */
  userDeptKind: () => blade.call(api.GET('/blade-user/getUserDepartIsInnerOrOut')),
  updateProfile: (body: ProfileUpdate) => blade.call(api.POST('/blade-user/update-info', { body })),
  /** All three values are sent as md5 (the caller hashes them). */
  updatePassword: (query: { oldPassword: string; newPassword: string; newPassword1: string }) =>
    blade.call(api.POST('/blade-user/update-password', { params: { query } })),
  /** Stores a file in the tenant's object storage; answers its `link`. */
  putFile: (file: File) => blade.call(api.POST('/blade-resource/oss/endpoint/put-file', { body: { file }, bodySerializer: formData })),
  /** Stores a file and records it in 附件管理; answers its `link` and `attachId`. */
  putFileAttach: (file: File) =>
    blade.call(api.POST('/blade-resource/oss/endpoint/put-file-attach', { body: { file }, bodySerializer: formData })),
  /** The first page (10 rows) of a list of the contract, as `{ records, total }` whatever the list's shape. */
  page: async <P extends ListPath>(path: P): Promise<Page<ListRecord<P>>> => {
    // One GET for any list path: no single literal path types it, so the request is the plain
    // client's and the answer is read by its two shapes (the records' type comes from P).
    const answer: unknown = await blade.call(blade.api.GET(path as ListPath, { params: { query: { current: 1, size: 10 } } }));
    if (Array.isArray(answer)) return { records: answer as ListRecord<P>[], total: answer.length };
    const page = (answer ?? {}) as Partial<Page<ListRecord<P>>>;
    return { records: page.records ?? [], total: Number(page.total ?? page.records?.length ?? 0) };
  },
};
