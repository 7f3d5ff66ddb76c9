import type { LooseClient } from './auth';
import type { paths } from './generated/openapi';
import { resourceOverrides, type ResourceRoutes } from './generated/resources';

/** A standard resource of the contract: `/blade-system/param`. */
export type ResourcePath = keyof ResourceRoutes;

type Route<P extends ResourcePath, K extends string> = K extends keyof ResourceRoutes[P] ? ResourceRoutes[P][K] : never;
type Op<U, M extends 'get' | 'post'> = U extends keyof paths ? NonNullable<paths[U][M]> : never;
type Query<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type Json<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Ok<O> = O extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : unknown;

/** What `blade.call` resolves with: the `data` of an R envelope, or the plain answer. */
export type Unwrap<B> = B extends { code: number; success: boolean } ? (B extends { data?: infer D } ? D : undefined) : B;

type ListOp<P extends ResourcePath> = Op<Route<P, 'list'>, 'get'>;
export type ResourceQuery<P extends ResourcePath> = Query<ListOp<P>>;
export type ResourceList<P extends ResourcePath> = Unwrap<Ok<ListOp<P>>>;
export type ResourceEntity<P extends ResourcePath> =
  ResourceList<P> extends { records?: (infer E)[] }
    ? E
    : ResourceList<P> extends (infer E)[]
      ? E
      : Unwrap<Ok<Op<Route<P, 'detail'>, 'get'>>>;
export type ResourceInput<P extends ResourcePath> = Json<Op<Route<P, 'submit'>, 'post'>>;
export type ResourceDetail<P extends ResourcePath> = Unwrap<Ok<Op<Route<P, 'detail'>, 'get'>>>;
export type ResourcePage<P extends ResourcePath> = { records: ResourceEntity<P>[]; total: number };
type Signal = { signal?: AbortSignal };

/** The standard calls of one resource, typed from the contract. */
export interface Resource<P extends ResourcePath> {
  /** The list as the contract answers it (a page, or an array). */
  list(query?: ResourceQuery<P>, init?: Signal): Promise<ResourceList<P>>;
  /** The list as `{ records, total }` whatever its shape. */
  page(query?: ResourceQuery<P>, init?: Signal): Promise<ResourcePage<P>>;
  /** One record by its key (`id`, or the contract's detail parameter), or by a query object. */
  detail(key: string | Query<Op<Route<P, 'detail'>, 'get'>>, init?: Signal): Promise<ResourceDetail<P>>;
  /** Creates (no id) or updates (with id). */
  submit(entity: ResourceInput<P>): Promise<Unwrap<Ok<Op<Route<P, 'submit'>, 'post'>>>>;
  /** Removes records; ids are sent comma-joined. */
  remove(ids: string[]): Promise<Unwrap<Ok<Op<Route<P, 'remove'>, 'post'>>>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Call = (result: Promise<any>) => Promise<any>;

/** The runtime shape of a Resource (typed per resource through `Resource<P>`). */
export interface UntypedResource {
  list(query?: object, init?: Signal): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  page(query?: object, init?: Signal): Promise<{ records: unknown[]; total: number }>;
  detail(key: string | object, init?: Signal): Promise<unknown>;
  submit(entity: unknown): Promise<unknown>;
  remove(ids: string[]): Promise<unknown>;
}

/** Builds the standard calls of `base`, using the generated overrides where a route is not the default. */
export function createResource(api: LooseClient, call: Call, base: string): UntypedResource {
  const o = resourceOverrides[base] ?? {};
  // An empty override means the contract has no such call for this resource.
  const route = (segment: string | undefined, fallback: string) => {
    if (segment === '') throw new Error(`${base} has no ${fallback} call in the contract`);
    return `${base}/${segment ?? fallback}`;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed by the Resource interface, not here
  const list = async (query?: object, init?: Signal): Promise<any> =>
    call(api.GET(route(o.list, 'list'), { params: { query }, ...init }));
  return {
    list,
    async page(query, init) {
      const data = await list(query, init);
      if (Array.isArray(data)) return { records: data, total: data.length };
      return { records: data?.records ?? [], total: Number(data?.total ?? 0) };
    },
    detail(key, init) {
      const query = typeof key === 'object' ? key : { [o.detailParam ?? 'id']: key };
      return call(api.GET(`${base}/detail`, { params: { query }, ...init }));
    },
    submit: async (entity) => call(api.POST(route(o.submit, 'submit'), { body: entity })),
    async remove(ids) {
      if (!o.removeBody) return call(api.POST(`${base}/remove`, { params: { query: { ids: ids.join(',') } } }));
      // A few resources take one `id` in the body: remove them one by one.
      const results = await Promise.all(ids.map((id) => call(api.POST(`${base}/remove`, { body: { id } }))));
      return results.at(-1);
    },
  };
}
