import type { LooseClient } from './auth';
import { callInit, type CallInit } from './call-init';
import type { paths } from './generated/openapi';
import { resourceFacts, type ResourceRoutes } from './generated/resources';
import { readAll, readPages, readRecords, toPage, type Page, type PagesOptions } from './paging';

/** A standard resource of the contract: `/blade-system/param`. */
export type ResourcePath = keyof ResourceRoutes;
/** A path of the contract that answers a GET. */
export type GetPath = { [U in keyof paths]: NonNullable<paths[U]['get']> extends never ? never : U }[keyof paths];

type Routes<P extends ResourcePath> = ResourceRoutes[P];
type RouteOf<P extends ResourcePath, K extends string> = K extends keyof Routes<P> ? Routes<P>[K] : never;
/** The contract's operation of a route ({ method, path }). */
export type OperationOf<X> = X extends { method: infer M; path: infer U }
  ? U extends keyof paths
    ? M extends keyof paths[U]
      ? NonNullable<paths[U][M]>
      : never
    : never
  : never;
type Query<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type Json<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Ok<O> = O extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : unknown;

/** What `blade.call` resolves with: the `data` of an R envelope, or the plain answer. */
export type Unwrap<B> = B extends { code: number; success: boolean } ? (B extends { data?: infer D } ? D : undefined) : B;

type Op<P extends ResourcePath, K extends string> = OperationOf<RouteOf<P, K>>;
/** Every list path of a resource: its list, and the narrowed lists of the same records (blade-flow/work's done-list). */
export type ResourceListPath<P extends ResourcePath> = P extends ResourcePath ? (Routes<P> extends { lists: infer L } ? L : never) : never;
export type ResourceQuery<P extends ResourcePath> = Query<Op<P, 'list'>>;
export type ResourceList<P extends ResourcePath> = Unwrap<Ok<Op<P, 'list'>>>;
export type ResourceEntity<P extends ResourcePath> =
  ResourceList<P> extends { records?: (infer E)[] } ? E : ResourceList<P> extends (infer E)[] ? E : Unwrap<Ok<Op<P, 'detail'>>>;
export type ResourceInput<P extends ResourcePath> = Json<Op<P, 'submit'>>;
export type ResourceDetail<P extends ResourcePath> = Unwrap<Ok<Op<P, 'detail'>>>;
/** The fields of a resource the server checks before a save (the contract's check routes). */
export type CheckedField<P extends ResourcePath> = Routes<P> extends { checks: infer C } ? keyof C & string : never;
/** What `page()` resolves with: the same shape as each page of `pages()`. */
export type ResourcePage<P extends ResourcePath> = Page<ResourceEntity<P>>;
type Signal = CallInit;
/** Which list to read (default: the resource's list) and the per-call options. */
export type ListInit<L = string> = CallInit & { list?: L };
type ListOp<U> = U extends keyof paths
  ? [NonNullable<paths[U]['get']>] extends [never]
    ? NonNullable<paths[U]['post']>
    : NonNullable<paths[U]['get']>
  : never;
/** The record type of a list path of the contract (a page's `records`, or an array's items). */
export type ListEntity<U> =
  Unwrap<Ok<ListOp<U>>> extends infer A ? (A extends { records?: (infer E)[] } ? E : A extends (infer E)[] ? E : Row) : Row;

/** The record fields a resource's calls take their key from (list, detail, remove). */
interface Keys {
  /** The record key (`id`, `taskId`, `code`...). */
  key: string;
  /** The field whose value the detail asks for (`deviceCode` where it is not the key). */
  detailKey: string;
  /** Where the detail is read by several record fields: query parameter -> record field; else undefined (one key). */
  detailBy: Readonly<Record<string, string>> | undefined;
  /** The field whose value the remove sends (`deploymentId` where it is not the key). */
  removeKey: string;
  /** Whether a list (default: the resource's) answers pages: the screen pages it, else shows it whole. */
  paged(init?: { list?: string }): boolean;
  /** Whether the list (the main one, or `list`) takes BladeX's `ascs`/`descs`: the contract declares them. */
  sortable(init?: { list?: string }): boolean;
  /** Whether the list matches its filters exactly (BladeX binds it to the entity), not by LIKE: a part of a name finds nothing. */
  matchesExactly(init?: { list?: string }): boolean;
  /** Whether the contract has this standard call for the resource (a screen offers only those). */
  has(call: 'list' | 'detail' | 'submit' | 'update' | 'remove'): boolean;
  /** The operation ("POST /blade-system/tenant/submit") of a standard call, for mayCall (its @PreAuth); undefined when it has none. */
  operation(call: 'list' | 'detail' | 'submit' | 'update' | 'remove'): string | undefined;
  /** The record fields the server checks before a save (an account's name), as the contract says. */
  checked: readonly string[];
}

/** The standard calls of one resource, typed from the contract. */
export interface TypedResource<P extends ResourcePath> extends Keys {
  /** The list as the contract answers it (a page, or an array). */
  list(query?: ResourceQuery<P>, init?: ListInit<ResourceListPath<P>>): Promise<ResourceList<P>>;
  /** The list as `{ records, total, current, size, pages }` whatever its shape (each page of `pages()` has it too). */
  page(query?: ResourceQuery<P>, init?: ListInit<ResourceListPath<P>>): Promise<ResourcePage<P>>;
  /**
   * One record by its key (the contract's detail parameter), or by a query object; `undefined` when
   * there is no such record (BladeX answers success with `data: {}` or `null` for an unknown id).
   * @example const param = await blade.resource('/blade-system/param').detail(id); if (!param) console.log('gone')
   */
  detail(key: string | Query<Op<P, 'detail'>>, init?: Signal): Promise<ResourceDetail<P> | undefined>;
  /**
   * The detail's query for a record: its key in the detail's parameter, or the several fields the
   * contract reads it by (a settlement setting: brandId and settlementCycle).
   * @example await settings.detail(settings.detailQuery(row))
   */
  detailQuery(record: Record<string, unknown>): Query<Op<P, 'detail'>>;
  /**
   * One record as its view shows it: the contract's fuller read where it marks one (a user with its
   * department and role names: blade-user/detail-info), else the detail. Asked by the detail's key;
   * `undefined` for a missing record, as `detail`.
   * @example const user = await blade.resource('/blade-user/user').view('1123598821738675201')
   */
  view(key: string | Query<Op<P, 'detail'>>, init?: Signal): Promise<ResourceDetail<P> | undefined>;
  /** Creates (no key) or updates (with it). */
  submit(entity: ResourceInput<P>): Promise<Unwrap<Ok<Op<P, 'submit'>>>>;
  /** Saves an edit: to the contract's update call where it has one (BladeX's /update), else submit. */
  update(entity: ResourceInput<P>): Promise<unknown>;
  /** Removes records, the way the contract takes them (?ids=1,2, or one call a record). */
  remove(keys: string[]): Promise<unknown>;
  /**
   * Whether the server takes `value` for `field` (true: free), through the contract's check of it.
   * @example if (!(await blade.resource('/eim-user/accountnumber').check('account', 'dasha01'))) throw new Error('账号已存在')
   */
  check(field: CheckedField<P>, value: string, init?: Signal): Promise<boolean>;
  /** Every page of the list, in order. @example for await (const page of blade.resource('/blade-system/param').pages({ size: 500 })) save(page.records) */
  pages(options?: PagesOptions<ResourceQuery<P>, ResourceListPath<P>>): AsyncIterable<Page<ResourceEntity<P>>>;
  /**
   * The list the server exports the records by, where the contract has one (BladeX's
   * selectExport...List: the list's filters, every record in one answer); read it with `list`.
   * @example const path = orders.exportList; if (path) await orders.all({ query: { status: 30 }, list: path })
   */
  exportList: ResourceListPath<P> | undefined;
  /** Every record of the list. @example for await (const param of blade.resource('/blade-system/param').records()) console.log(param.paramKey) */
  records(options?: PagesOptions<ResourceQuery<P>, ResourceListPath<P>>): AsyncIterable<ResourceEntity<P>>;
  /** Every record of the list in one array. @example const params = await blade.resource('/blade-system/param').all({ concurrency: 3 }) */
  all(options?: PagesOptions<ResourceQuery<P>, ResourceListPath<P>>): Promise<ResourceEntity<P>[]>;
}

type Row = Record<string, unknown>;
/** Any list path of the contract's resources. */
export type AnyListPath = ResourceListPath<ResourcePath>;

/** The same calls where the path is data (generic screens): the path is checked, records are plain objects. */
export interface UntypedResource extends Keys {
  list(query?: object, init?: ListInit<AnyListPath>): Promise<unknown>;
  page(query?: object, init?: ListInit<AnyListPath>): Promise<Page<Row>>;
  detail(key: string | object, init?: Signal): Promise<Row | undefined>;
  detailQuery(record: Record<string, unknown>): Record<string, unknown>;
  view(key: string | object, init?: Signal): Promise<Row | undefined>;
  submit(entity: object): Promise<unknown>;
  update(entity: object): Promise<unknown>;
  remove(keys: string[]): Promise<unknown>;
  check(field: string, value: string, init?: Signal): Promise<boolean>;
  pages(options?: PagesOptions<object, AnyListPath>): AsyncIterable<Page<Row>>;
  records(options?: PagesOptions<object, AnyListPath>): AsyncIterable<Row>;
  all(options?: PagesOptions<object, AnyListPath>): Promise<Row[]>;
  exportList: AnyListPath | undefined;
}

/** `blade.resource(path)`: the calls of a resource typed by its path. */
export type Resource<P extends ResourcePath> = TypedResource<P>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Call = (result: Promise<any>) => Promise<any>;
type Query_ = Record<string, unknown>;

/** Builds the standard calls of `base` from the generated routes (whole paths; null = no such call). */
export function createResource(api: LooseClient, call: Call, base: string): UntypedResource {
  const f = resourceFacts[base] ?? {};
  const key = f.key ?? 'id';
  const route = (path: string | null | undefined, fallback: string, what: string) => {
    if (path === null) throw new Error(`${base} has no ${what} call in the contract`);
    return path ?? `${base}/${fallback}`;
  };
  const post = (path: string, query?: Query_, body?: unknown, init?: CallInit) =>
    call(api.POST(path, { ...(query ? { params: { query } } : {}), ...(body !== undefined ? { body } : {}), ...callInit(init) }));
  /** GET one record by a detail route (the detail or the view's read). */
  const read = (path: string | null | undefined, what: string, query: object, init?: CallInit) =>
    call(api.GET(route(path, what, what), { params: { query }, ...callInit(init) }));
  const main = () => route(f.list, 'list', 'list');
  const mainPath = f.list === null ? undefined : (f.list ?? `${base}/list`);
  const paged = (list?: string) => (!list || list === mainPath ? f.paged !== false : f.lists?.[list] === true);
  async function list(query: Query_ = {}, init: ListInit = {}): Promise<unknown> {
    const path = init.list ?? main();
    // The other lists are GETs (the generator refuses any other); the list is as recorded.
    if (path !== main() && !(f.lists && path in f.lists)) throw new Error(`${path} is not a list of ${base}`);
    let q = query;
    if (!paged(path)) {
      // An unpaged list takes no page parameters: the contract declares none.
      const { current: _c, size: _s, ...rest } = query;
      q = rest;
    }
    if (path === main() && f.listMethod === 'post') return post(path, q, undefined, init);
    return call(api.GET(path, { params: { query: q }, ...callInit(init) }));
  }
  const reader =
    (options: PagesOptions = {}) =>
    (current: number, size: number, signal: AbortSignal) =>
      list({ ...(options.query as Query_), current, size }, { ...options, signal });
  return {
    key,
    paged: (init) => paged(init?.list),
    sortable: (init) => !f.unsorted?.includes(init?.list ?? mainPath ?? ''),
    matchesExactly: (init) => Boolean(f.exact?.includes(init?.list ?? mainPath ?? '')),
    has: (what) => (what === 'update' ? f.update !== undefined : f[what] !== null),
    operation: (what) => {
      const path =
        what === 'list'
          ? mainPath
          : what === 'update'
            ? (f.update ?? (f.submit === null ? undefined : (f.submit ?? `${base}/submit`)))
            : f[what] === null
              ? undefined
              : (f[what] ?? `${base}/${what}`);
      const method = what === 'detail' || (what === 'list' && f.listMethod !== 'post') ? 'GET' : 'POST';
      return path && `${method} ${path}`;
    },
    checked: Object.keys(f.checks ?? {}),
    async check(field, value, init) {
      const c = f.checks?.[field];
      if (!c) throw new Error(`${base} has no check of ${field} in the contract`);
      const query = { [c.param ?? field]: value };
      const answer =
        c.method === 'get' ? call(api.GET(c.path, { params: { query }, ...callInit(init) })) : post(c.path, query, undefined, init);
      return (await answer) === true;
    },
    detailKey: f.detailKey ?? key,
    detailBy: f.detailBy,
    detailQuery: (record) =>
      f.detailBy
        ? Object.fromEntries(Object.entries(f.detailBy).map(([param, field]) => [param, record[field]]))
        : { [f.detailParam ?? 'id']: record[f.detailKey ?? key] },
    removeKey: f.removeKey ?? key,
    // One of the resource's lists (the generator takes it from them), so a list path of its own.
    exportList: f.exportList as AnyListPath | undefined,
    list: (query, init) => list(query as Query_, init),
    async page(query, init) {
      const q = (query ?? {}) as Query_;
      return toPage<Row>(await list(q, init), { current: q.current, size: q.size });
    },
    // Not async: a resource without a detail call throws at once, as the other calls do.
    detail: (id, init) => read(f.detail, 'detail', typeof id === 'object' ? id : { [f.detailParam ?? 'id']: id }, init).then(found),
    // The view's own read where the contract marks one, else the detail.
    view: (id, init) => {
      const query = (param: string) => (typeof id === 'object' ? id : { [param]: id });
      return (
        f.view ? read(f.view, 'view', query(f.viewParam ?? 'id'), init) : read(f.detail, 'detail', query(f.detailParam ?? 'id'), init)
      ).then(found);
    },
    pages: (options) => readPages(reader(options), options),
    records: (options) => readRecords(reader(options), options),
    all: (options) => readAll(reader(options), options),
    submit: (entity) => post(route(f.submit, 'submit', 'submit'), undefined, entity),
    update: (entity) => post(f.update ?? route(f.submit, 'submit', 'submit'), undefined, entity),
    async remove(keys) {
      const path = route(f.remove, 'remove', 'remove');
      if (!f.removeStyle) return post(path, { ids: keys.join(',') });
      // The others take one record a call: {"id"} in the body, or ?<param>=<key>.
      const one = (k: string) => (f.removeStyle === 'id-body' ? post(path, undefined, { id: k }) : post(path, { [f.removeParam!]: k }));
      const results = await Promise.all(keys.map(one));
      return results.at(-1);
    },
  };
}

/**
 * A detail's record, or undefined for a missing one: BladeX's getOne answers a success whose data is
 * null (or `{}` once serialised through some gateways) for an id it does not know.
 */
function found(data: unknown): Row | undefined {
  if (data === null || data === undefined) return undefined;
  if (typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length === 0) return undefined;
  return data as Row;
}

/** The resource a list path belongs to: the one naming it as its list or one of its lists, else its parent path. */
export function resourceOfList(path: string): string {
  for (const [base, f] of Object.entries(resourceFacts)) if (f.list === path || (f.lists && path in f.lists)) return base;
  return path.slice(0, path.lastIndexOf('/'));
}
