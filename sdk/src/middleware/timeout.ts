import type { Middleware } from 'openapi-fetch';
import { BladeTimeoutError } from '../errors';
import { rebuild } from '../meta';

/** Aborts a request after `ms` with a BladeTimeoutError (spec §7: 300000 ms); the caller's own signal still works. */
export function timeout(ms: number): Middleware {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const done = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  return {
    onRequest({ request, id }) {
      const controller = new AbortController();
      const callerSignal = request.signal;
      if (callerSignal.aborted) controller.abort(callerSignal.reason);
      else callerSignal.addEventListener('abort', () => controller.abort(callerSignal.reason), { once: true });
      timers.set(id, setTimeout(() => controller.abort(new BladeTimeoutError(ms)), ms));
      return rebuild(request, { signal: controller.signal });
    },
    onResponse({ id }) {
      done(id);
    },
    onError({ id, error }) {
      done(id);
      if (error instanceof BladeTimeoutError) return error;
    },
  };
}
