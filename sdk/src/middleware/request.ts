import type { RequestMeta } from '../meta';

// A signal for requests whose caller gave none: the middleware may read `request.signal.aborted`.
// Nothing listens to it (it is never passed to fetch), so sharing one costs nothing.
const NO_SIGNAL = new AbortController().signal;

/**
 * The request openapi-fetch builds for each call (its `Request` option): URL, method, headers, body,
 * the caller's signal and the per-request flags (`blade`). It is not a `Request`: fetch builds the
 * only Request from `init()`, as a bare `fetch(url, init)` does. With a real Request here each call
 * built two (openapi-fetch's, then fetch's copy of it), about a tenth of the SDK's time per request.
 */
export class BladeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  body: BodyInit | null;
  readonly signal: AbortSignal;
  /** The flags of `blade.api.GET(path, { blade: {...} })` (openapi-fetch passes them in the init). */
  readonly blade: RequestMeta | undefined;
  readonly #init: RequestInit;

  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.method = init.method ?? 'GET';
    // openapi-fetch hands over the Headers it has just merged for this call: taken, not copied.
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    this.body = init.body ?? null;
    this.signal = init.signal ?? NO_SIGNAL;
    this.blade = init.blade;
    this.#init = init;
  }

  /** Whether the caller gave an abort signal of its own. */
  get hasSignal(): boolean {
    return this.signal !== NO_SIGNAL;
  }

  /**
   * What `fetch(url, init)` needs (credentials, redirect...), with the signal of this attempt (timeout.ts).
   * The init openapi-fetch made for this call is nobody else's: it is updated and handed on, not copied.
   */
  init(signal?: AbortSignal): RequestInit {
    const init = this.#init;
    init.method = this.method;
    init.headers = this.headers;
    init.body = this.body;
    init.signal = signal ?? (this.hasSignal ? this.signal : undefined);
    return init;
  }

  /** A real Request, for an injected fetch that takes one (tests, msw, Node callers). */
  toRequest(signal?: AbortSignal): Request {
    return new Request(this.url, this.init(signal));
  }
}

/** A synchronous step of every request (a header, the body's encoding): edits the request in place. */
export type RequestStep = (request: BladeRequest) => void;

/**
 * The request class of one client: its steps run, in order, as openapi-fetch builds the request.
 * Not openapi-fetch middleware: that machinery (an id, a frozen options object and an awaited hook
 * per middleware) cost more per request than the steps themselves.
 */
export function withSteps(steps: readonly RequestStep[]): typeof BladeRequest {
  return class extends BladeRequest {
    constructor(url: string, init?: RequestInit) {
      super(url, init);
      for (const step of steps) step(this);
    }
  };
}
