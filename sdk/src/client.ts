import createClient, { createQuerySerializer, type Client } from 'openapi-fetch';
import { createAuth, type BladeAuth, type LooseClient } from './auth';
import { BladeError, messageOf } from './errors';
import type { paths } from './generated/openapi';
import { basicAuth } from './middleware/basic-auth';
import { bladeAuth } from './middleware/blade-auth';
import { bodyFormat } from './middleware/body';
import { longBody } from './middleware/long-body';
import { LONG_BODY_FIELDS } from './generated/long-fields';
import { brand } from './middleware/brand';
import { withSteps } from './middleware/request';
import { responseRules } from './middleware/response';
import { tenant } from './middleware/tenant';
import { sendWith } from './middleware/send';
import type { RetryPolicy } from './middleware/retry';
import type { Page, PagesOptions } from './paging';
import { checkedBaseUrl } from './base-url';
import { createRefreshLoop } from './refresh';
import { callInit, type CallInit } from './call-init';
import {
  createResource,
  resourceOfList,
  type AnyListPath,
  type GetPath,
  type ListEntity,
  type Resource,
  type ResourcePath,
  type UntypedResource,
  type Unwrap,
} from './resource';
import { createBrand, createSessionStore, type Session } from './session';
import { memoryStorage, type BladeStorage } from './storage';

export interface BladeClientOptions {
  /**
   * Default `/api` (the gateway prefix, relative to the page). Outside a browser it must be absolute
   * (`http://gateway:80/api`): a relative one throws here (see node.ts for BLADE_BASE_URL).
   */
  baseUrl?: string;
  /** OAuth client sent as Basic authorization (stock: saber / saber_secret). */
  clientId?: string;
  clientSecret?: string;
  /** Where the session lives: `browserStorage()` in browsers, `memoryStorage()` (default) elsewhere. */
  storage?: BladeStorage;
  /** Injected fetch (tests, Node, msw); defaults to the global fetch at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /** Clock in ms, for the refresh check. */
  now?: () => number;
  /** Request timeout, default 300000 ms (each attempt; per call: `{ timeoutMs }`). */
  timeoutMs?: number;
  /**
   * Retries of reads (GET/HEAD) on a network error or 502/503/504, with backoff; default
   * `{ retries: 2, minDelayMs: 200, maxDelayMs: 2000 }`; `false`: none. Writes retry only when a
   * call passes `retry: true`.
   */
  retry?: RetryPolicy | false;
  /** Seconds after which the token is refreshed, default 3000. */
  tokenTimeSec?: number;
  /** How often the refresh check runs, default 10000 ms. */
  refreshCheckMs?: number;
  /** Business codes that reject without `onError`. */
  statusWhitelist?: number[];
  /** Avatar used when the user has none. */
  defaultAvatar?: string;
  /**
   * The current session ended on a 401 or a failed refresh: go to the sign-in page. Called once per
   * storm, and never for a request or refresh of an older session (sent with another token).
   */
  onUnauthorized?: () => void;
  /** A business error to show the user (the body's msg, else error_description, else 未知错误). */
  onError?: (error: BladeError) => void;
}

export interface BladeClient {
  /** The openapi-fetch client, typed by the contract's `paths`. */
  api: Client<paths>;
  /** Unwraps an `api` result: R's `data` (or the plain answer); throws BladeError otherwise. */
  call<T>(result: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<Unwrap<T>>;
  auth: BladeAuth;
  session: { get(): Session | null; subscribe(listener: (session: Session | null) => void): () => void };
  brand: { get(): string | undefined; set(id: string | null): void };
  refresh: { start(): void; stop(): void; check(): Promise<void> };
  /** The standard calls of a resource of the contract, typed by its path. */
  resource<P extends ResourcePath>(path: P): Resource<P>;
  /** The same calls where the path is data (generic screens): the path is checked, records are plain objects. */
  anyResource(path: ResourcePath): UntypedResource;
  /** A GET of the contract whose path is data (option lists, trees): the path is checked, query and answer are the caller's. */
  read(path: GetPath, query?: Record<string, unknown>, init?: CallInit): Promise<unknown>;
  /** Every page of any list of the contract, in order. @example for await (const page of blade.pages('/blade-flow/work/done-list', { size: 50 })) ... */
  pages<L extends AnyListPath>(path: L, options?: PagesOptions<Record<string, unknown>>): AsyncIterable<Page<ListEntity<L>>>;
  /** Every record of any list of the contract in one array. @example const done = await blade.all('/blade-flow/work/done-list') */
  all<L extends AnyListPath>(path: L, options?: PagesOptions<Record<string, unknown>>): Promise<ListEntity<L>[]>;
  storage: BladeStorage;
}

/**
 * Creates the SDK client. The SDK's own request steps and answer rules are not openapi-fetch middleware
 * (see middleware/request.ts): middleware added with `api.use` sees the request after the steps and
 * the answer after the rules.
 * @example const blade = createBladeClient({ clientId: 'saber', clientSecret: 'saber_secret', storage: browserStorage({ prefix: 'saber' }) })
 */
export function createBladeClient(options: BladeClientOptions = {}): BladeClient {
  const baseUrl = checkedBaseUrl(options.baseUrl ?? '/api');
  const now = options.now ?? Date.now;
  const storage = options.storage ?? memoryStorage({ now });
  const session = createSessionStore(storage, {
    defaultAvatar: options.defaultAvatar ?? '/img/bg/img-logo.png',
    onUnauthorized: options.onUnauthorized,
  });
  const currentBrand = createBrand(storage);
  const notify = (error: BladeError) => options.onError?.(error);
  const inject = options.fetch;
  // The request steps run as openapi-fetch builds the request (a BladeRequest, not a Request: fetch
  // makes the only one); the deadline and the answer's rules wrap fetch. The global fetch is looked up
  // per call (so msw applies); an injected fetch takes a Request, so it gets one.
  const StepRequest = withSteps([
    bodyFormat,
    longBody(baseUrl, LONG_BODY_FIELDS),
    basicAuth(options.clientId ?? 'saber', options.clientSecret ?? 'saber_secret'),
    bladeAuth(() => session.get()?.token),
    tenant(() => session.get()?.tenantId),
    brand(currentBrand.get),
  ]);
  const send = sendWith(
    options.timeoutMs ?? 300000,
    inject
      ? (request, signal) => inject(request.toRequest(signal))
      : (request, signal) => globalThis.fetch(request.url, request.init(signal)),
    responseRules({ statusWhitelist: options.statusWhitelist ?? [], unauthorized: session.unauthorized, notify }),
    options.retry ?? {},
  );
  const api = createClient<paths>({
    baseUrl,
    Request: StepRequest as unknown as typeof Request,
    fetch: send as unknown as (request: Request) => Promise<Response>,
    querySerializer: createQuerySerializer(), // openapi-fetch's default, made once instead of per call
    credentials: 'include',
  });
  const call = createCall(notify);
  const loose = api as unknown as LooseClient;
  const auth = createAuth({ api: loose, call, session, notify });
  const refresh = createRefreshLoop({
    session: session.get,
    refresh: auth.refresh,
    now,
    tokenTimeSec: options.tokenTimeSec ?? 3000,
    refreshCheckMs: options.refreshCheckMs ?? 10000,
  });
  // Typed through the interface: checking a generic arrow against 300+ resources overwhelms tsc.
  const anyResource = (path: ResourcePath) => createResource(loose, call, path);
  const resource = anyResource as BladeClient['resource'];
  const read: BladeClient['read'] = (path, query, init) => call(loose.GET(path, { params: { query }, ...callInit(init) }));
  const ofList = (path: string, o?: PagesOptions<Record<string, unknown>>) =>
    [anyResource(resourceOfList(path) as ResourcePath), { ...o, list: path as AnyListPath }] as const;
  return {
    api,
    call,
    auth,
    session: { get: session.get, subscribe: session.subscribe },
    brand: currentBrand,
    refresh,
    resource,
    anyResource,
    read,
    pages: ((path, o) => {
      const [r, opts] = ofList(path, o);
      return r.pages(opts);
    }) as BladeClient['pages'],
    all: ((path, o) => {
      const [r, opts] = ofList(path, o);
      return r.all(opts);
    }) as BladeClient['all'],
    storage,
  };
}

/**
 * `call`: the middleware has already rejected every failure of spec §8, so what reaches here is a
 * 200 or a 450. A 450 is the caller's to handle: `call` throws it as a BladeError without notifying.
 */
function createCall(notify: (error: BladeError) => void) {
  return async function call<T>(result: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<Unwrap<T>> {
    const { data, error, response } = await result;
    const body = (data ?? error) as { code?: unknown; success?: unknown; data?: unknown } | undefined;
    const isR = typeof body?.code === 'number' && typeof body.success === 'boolean';
    const code = isR ? (body!.code as number) : response.status;
    if (code === 200 || (!isR && response.ok)) return (isR ? body!.data : body) as Unwrap<T>;
    const failure = new BladeError(code, messageOf(body), body, response);
    if (code !== 450) notify(failure); // only reachable with custom middleware that lets errors through
    throw failure;
  };
}
