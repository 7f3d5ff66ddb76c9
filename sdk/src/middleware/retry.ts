import { BladeTimeoutError } from '../errors';
import type { BladeRequest } from './request';

/** How reads are retried (`retry` option of createBladeClient; `false` turns retries off). */
export interface RetryPolicy {
  /** Retries after the first attempt, default 2. */
  retries?: number;
  /** Backoff before the first retry, default 200 ms; doubled each retry, with jitter. */
  minDelayMs?: number;
  /** Longest backoff, default 2000 ms (a server's Retry-After is honoured as given). */
  maxDelayMs?: number;
}

// Gateways and overloaded services answer these while a retry may well succeed.
const RETRYABLE = (status: number) => status >= 502 && status <= 504;

/**
 * Sends again on a network error (fetch rejected, not aborted, not timed out) or a 502/503/504.
 * Only idempotent reads (GET, HEAD) retry by default: a write may have been applied before the
 * answer was lost, so it retries only when the call says `blade: { retry: true }`; `retry: false`
 * on a call turns it off. Backoff is exponential with jitter; a Retry-After in seconds wins; an
 * abort during the backoff stops at once.
 */
export function retrying(
  policy: RetryPolicy | false,
  send: (request: BladeRequest) => Promise<Response>,
): (request: BladeRequest) => Promise<Response> {
  const { retries = 2, minDelayMs = 200, maxDelayMs = 2000 } = policy || {};
  const delay = (attempt: number) => Math.min(maxDelayMs, minDelayMs * 2 ** attempt) * (0.5 + Math.random() / 2);
  const allowed = (request: BladeRequest) =>
    request.blade?.retry ?? (policy !== false && (request.method === 'GET' || request.method === 'HEAD'));
  /** Whether a failed attempt may be sent again: not the last, not cancelled, not timed out. */
  const retriable = (error: unknown, request: BladeRequest, attempt: number) =>
    attempt < retries && !request.signal.aborted && !(error instanceof BladeTimeoutError) && (error as Error)?.name !== 'AbortError';
  /** The attempts after the first, which failed: with `dropped`, an answer to retry; without, an error. */
  async function again(request: BladeRequest, dropped: Response | undefined): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const wait = (dropped && retryAfterMs(dropped)) ?? delay(attempt);
      dropped?.body?.cancel().catch(() => undefined); // frees the connection of the answer we drop
      await sleep(wait, request.signal);
      const last = attempt + 1 >= retries;
      try {
        dropped = await send(request);
        if (last || !RETRYABLE(dropped.status)) return dropped;
      } catch (error) {
        if (!retriable(error, request, attempt + 1)) throw error;
        dropped = undefined;
      }
    }
  }
  // The first attempt is a plain promise chain (most requests need no other): the loop, an async
  // function, is entered only after a failure that may be retried.
  return (request) => {
    if (retries <= 0 || !allowed(request)) return send(request); // no extra promise on the hot path of writes
    return send(request).then(
      (response) => (RETRYABLE(response.status) ? again(request, response) : response),
      (error: unknown) => {
        if (!retriable(error, request, 0)) throw error;
        return again(request, undefined);
      },
    );
  };
}

/** `Retry-After: <seconds>` in ms (the HTTP-date form is rare from gateways and is ignored). */
function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value) * 1000;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts (clearing the timer). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}
