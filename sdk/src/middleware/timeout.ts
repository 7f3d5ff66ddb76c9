import type { Middleware } from 'openapi-fetch';
import { BladeTimeoutError } from '../errors';

/** Sends a request with the signal to honour (the fetch wrapper passes it on without rebuilding the Request). */
export type Send = (request: Request, signal: AbortSignal) => Promise<Response>;

/**
 * Aborts a request after `ms` with a BladeTimeoutError (spec §7: 300000 ms); the caller's own signal still works.
 * The signal is attached where the request is sent (`fetch`), so no Request is rebuilt; the middleware
 * clears the timer once the answer has been read (or the request failed).
 */
export function timeout(ms: number, send: Send): Middleware & { fetch(request: Request): Promise<Response> } {
  const timers = new WeakMap<Request, ReturnType<typeof setTimeout>>();
  const done = (request: Request) => clearTimeout(timers.get(request));
  return {
    fetch(request) {
      const controller = new AbortController();
      const callerSignal = request.signal;
      if (callerSignal.aborted) controller.abort(callerSignal.reason);
      else callerSignal.addEventListener('abort', () => controller.abort(callerSignal.reason)); // fires at most once
      timers.set(request, setTimeout(() => controller.abort(new BladeTimeoutError(ms)), ms));
      return send(request, controller.signal);
    },
    onResponse({ request }) {
      done(request);
    },
    onError({ request, error }) {
      done(request);
      if (error instanceof BladeTimeoutError) return error;
    },
  };
}
