import { BladeTimeoutError } from '../errors';
import type { BladeRequest } from './request';

/** Sends a request (the global fetch, or an injected one) with the signal that ends this attempt. */
export type Send = (request: BladeRequest, signal?: AbortSignal) => Promise<Response>;

/**
 * Gives each attempt a deadline (`blade: { timeoutMs }` on the call, else the client's `timeoutMs`;
 * spec §7: 300000 ms): past it, the call rejects with a BladeTimeoutError and the fetch is aborted, so
 * no socket or timer outlives the request (a Node script exits at once). The caller's own signal is
 * forwarded to the same controller. The timer is cleared as soon as fetch settles, before the answer's
 * rules run (they may throw): a rule that throws must never leave a 300 s timer keeping Node alive.
 */
export function timeout(defaultMs: number, send: Send): (request: BladeRequest) => Promise<Response> {
  return (request) => {
    const ms = request.blade?.timeoutMs ?? defaultMs;
    const controller = new AbortController();
    // Most calls pass no signal of their own: only those that do get a listener to follow it.
    const unfollow = request.hasSignal ? follow(request.signal, controller) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(expire, ms, controller, reject, ms);
      send(request, controller.signal).then(
        (response) => {
          clearTimeout(timer);
          unfollow?.();
          resolve(response);
        },
        (error: unknown) => {
          clearTimeout(timer);
          unfollow?.();
          reject(error);
        },
      );
    });
  };
}

/** Past the deadline: the call rejects, and the fetch is aborted (its socket too: an abandoned fetch keeps Node's event loop alive). */
function expire(controller: AbortController, reject: (error: Error) => void, ms: number): void {
  reject(new BladeTimeoutError(ms));
  controller.abort();
}

/** Aborts `controller` as soon as the caller's signal aborts; returns what stops following it. */
function follow(caller: AbortSignal, controller: AbortController): () => void {
  const forward = () => controller.abort(caller.reason);
  if (caller.aborted) forward();
  else caller.addEventListener('abort', forward, { once: true });
  return () => caller.removeEventListener('abort', forward);
}
