import { BladeTimeoutError } from '../errors';
import type { BladeRequest } from './request';

/** Sends a request (the global fetch, or an injected one) with the signal that ends this attempt. */
export type Send = (request: BladeRequest, signal?: AbortSignal) => Promise<Response>;

/**
 * Gives each attempt a deadline (`blade: { timeoutMs }` on the call, else the client's `timeoutMs`;
 * spec §7: 300000 ms): past it, the call rejects with a BladeTimeoutError and the fetch is aborted, so
 * no socket outlives the request (a Node script exits at once). The caller's own signal is forwarded
 * to the same controller. The deadline is dropped as soon as fetch settles, before the answer's rules
 * run (they may throw). All attempts of a client share one timer (see Deadlines).
 */
export function timeout(defaultMs: number, send: Send): (request: BladeRequest) => Promise<Response> {
  const deadlines = new Deadlines();
  return (request) => {
    const ms = request.blade?.timeoutMs ?? defaultMs;
    const controller = new AbortController();
    // Most calls pass no signal of their own: only those that do get a listener to follow it.
    const unfollow = request.hasSignal ? follow(request.signal, controller) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const attempt = new Attempt(performance.now() + ms, ms, controller, reject);
      deadlines.add(attempt);
      send(request, controller.signal).then(
        (response) => {
          deadlines.remove(attempt);
          unfollow?.();
          resolve(response);
        },
        (error: unknown) => {
          deadlines.remove(attempt);
          unfollow?.();
          reject(error);
        },
      );
    });
  };
}

/** One attempt in flight: when it is due, and what ends it. */
class Attempt {
  constructor(
    readonly at: number,
    readonly ms: number,
    readonly controller: AbortController,
    readonly reject: (error: Error) => void,
  ) {}

  /** Past the deadline: the call rejects, and the fetch is aborted (its socket too: an abandoned fetch keeps Node's event loop alive). */
  expire(): void {
    this.reject(new BladeTimeoutError(this.ms));
    this.controller.abort();
  }
}

const MAX_DELAY = 2 ** 31 - 1;
type Timer = ReturnType<typeof setTimeout> & { ref?: () => void; unref?: () => void };

/**
 * The deadlines of a client's attempts on one timer, armed for the earliest. A timer per attempt,
 * set then cleared, cost Node about 3% of a local request: with no other timer of that duration, it
 * builds and drops a timer list each time. Here an attempt is a Set entry; the timer is re-armed only
 * for an earlier deadline. When no attempt is left the timer is unreferenced rather than cleared, so it
 * never keeps a Node script alive; firing with nothing due, it re-arms for the earliest left, if any.
 */
class Deadlines {
  readonly #pending = new Set<Attempt>();
  #timer: Timer | undefined;
  #firesAt = Infinity;

  add(attempt: Attempt): void {
    this.#pending.add(attempt);
    if (attempt.at < this.#firesAt) this.#arm(attempt.at);
    else if (this.#pending.size === 1) this.#timer?.ref?.();
  }

  remove(attempt: Attempt): void {
    if (this.#pending.delete(attempt) && this.#pending.size === 0) this.#timer?.unref?.();
  }

  #arm(at: number): void {
    clearTimeout(this.#timer);
    const now = performance.now();
    // Node fires a delay beyond 2^31-1 ms at once: a longer deadline is waited for in steps.
    const delay = Math.min(MAX_DELAY, Math.max(0, at - now));
    this.#firesAt = delay === MAX_DELAY ? now + delay : at; // `at` itself: no rounding leaves it undue
    this.#timer = setTimeout(() => this.#fire(), delay);
  }

  #fire(): void {
    // The timer fired for #firesAt: what was due by then is due, even if the clock read a little less.
    const now = Math.max(performance.now(), this.#firesAt);
    this.#timer = undefined;
    this.#firesAt = Infinity;
    let next = Infinity;
    for (const attempt of this.#pending) {
      if (attempt.at > now) next = Math.min(next, attempt.at);
      else {
        this.#pending.delete(attempt);
        attempt.expire();
      }
    }
    if (next !== Infinity) this.#arm(next);
  }
}

/** Aborts `controller` as soon as the caller's signal aborts; returns what stops following it. */
function follow(caller: AbortSignal, controller: AbortController): () => void {
  const forward = () => controller.abort(caller.reason);
  if (caller.aborted) forward();
  else caller.addEventListener('abort', forward, { once: true });
  return () => caller.removeEventListener('abort', forward);
}
