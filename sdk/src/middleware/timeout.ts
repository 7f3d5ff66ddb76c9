import { BladeTimeoutError } from '../errors';
import type { BladeRequest } from './request';

/** Sends a request (the global fetch, or an injected one). */
export type Send = (request: BladeRequest) => Promise<Response>;

/**
 * The fetch openapi-fetch calls: gives up after `ms` with a BladeTimeoutError (spec §7: 300000 ms).
 * The caller's own signal still aborts (it rides in the request's init). The deadline is a timer
 * rather than a signal of its own: handing fetch a signal makes it follow that signal (a listener
 * and a finalizer per request), which measured ~8% of a local request; so a request that outlives
 * its deadline is abandoned, not aborted (its answer, if one ever comes, is dropped).
 */
export function timeout(ms: number, send: Send): (request: BladeRequest) => Promise<Response> {
  const expire = (reject: (error: Error) => void) => reject(new BladeTimeoutError(ms));
  return (request) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(expire, ms, reject);
      send(request).then(
        (response) => {
          clearTimeout(timer);
          resolve(response);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
