import type { Middleware } from 'openapi-fetch';
import type { BladeRequest } from './request';
import { retrying, type RetryPolicy } from './retry';
import { timeout, type Send } from './timeout';

/** The hooks of the answer's rules (response.ts), as this wrapper calls them: request and answer only. */
type AnswerHooks = {
  onResponse(options: { request: BladeRequest; response: Response }): Promise<Response | undefined | void>;
  onError(options: { request: BladeRequest; error: unknown }): Error | undefined | void;
};

/**
 * The fetch openapi-fetch calls: sends the request, each attempt within its deadline (timeout.ts),
 * retrying reads (retry.ts), then applies the answer's rules (response.ts) to the last answer. A
 * wrapper around fetch rather than openapi-fetch middleware, for the reason in request.ts; the order
 * is the same (the rules see the answer first, the caller last). The deadline's timer is cleared
 * when fetch settles, before the rules run, so a rule that throws leaves no timer behind.
 */
export function sendWith(
  timeoutMs: number,
  transport: Send,
  rules: Middleware,
  retry: RetryPolicy | false = false,
): (request: BladeRequest) => Promise<Response> {
  const send = retrying(retry, timeout(timeoutMs, transport));
  const hooks = rules as unknown as AnswerHooks;
  return (request) =>
    send(request).then(
      async (response) => (await hooks.onResponse({ request, response })) ?? response,
      (error: unknown) => {
        throw hooks.onError({ request, error }) ?? error;
      },
    );
}
