// Per-request flags. openapi-fetch passes unknown request-init keys to the request it builds (the
// SDK's BladeRequest, middleware/request.ts), so `blade.api.GET(path, { blade: { noToken: true } })`
// reaches every middleware as `request.blade`.

/** Per-request flags read by the middleware (spec §7 "Client request behaviour"). */
export interface RequestMeta {
  /** Send no `Authorization: Basic` client header. */
  noAuth?: boolean;
  /** Send no `Blade-Auth` token even when signed in. */
  noToken?: boolean;
  /** Send the body as application/x-www-form-urlencoded. */
  form?: boolean;
  /** Send the body (a string) as text/plain. */
  text?: boolean;
  /** This call's deadline in ms (default: the client's `timeoutMs`); each attempt gets it whole. */
  timeoutMs?: number;
  /** Retry this call on a network error or 502/503/504 (default: reads yes, writes no; see retry.ts). */
  retry?: boolean;
  /** Reject a failure without `onError`: the caller shows it itself (with its own words where the server gave none). A 401 still ends the session. */
  quiet?: boolean;
}

declare global {
  interface RequestInit {
    /** Flags for the @dasha/sdk middleware. */
    blade?: RequestMeta;
  }
}

// One empty set of flags for the many requests that carry none, rather than a new object per read.
const NO_FLAGS: RequestMeta = Object.freeze({});

/** The flags of a request (empty when none were given). */
export function metaOf(request: { blade?: RequestMeta }): RequestMeta {
  return request.blade ?? NO_FLAGS;
}
