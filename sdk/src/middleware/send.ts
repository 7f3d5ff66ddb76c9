import type { Middleware } from 'openapi-fetch';
import type { BladeRequest } from './request';
import { timeout, type Send } from './timeout';

/** The hooks of the answer's rules (response.ts), as this wrapper calls them: request and answer only. */
type AnswerHooks = {
  onResponse(options: { request: BladeRequest; response: Response }): Promise<Response | undefined | void>;
  onError(options: { request: BladeRequest; error: unknown }): Error | undefined | void;
};

/**
 * The fetch openapi-fetch calls: sends the request within the deadline (timeout.ts), then applies the
 * answer's rules (response.ts). A wrapper around fetch rather than openapi-fetch middleware, for the
 * reason in request.ts; the order is the same (the rules see the answer first, the caller last).
 */
export function sendWith(timeoutMs: number, transport: Send, rules: Middleware): (request: BladeRequest) => Promise<Response> {
  const send = timeout(timeoutMs, transport);
  const hooks = rules as unknown as AnswerHooks;
  return (request) =>
    send(request).then(
      async (response) => (await hooks.onResponse({ request, response })) ?? response,
      (error: unknown) => {
        throw hooks.onError({ request, error }) ?? error;
      },
    );
}
