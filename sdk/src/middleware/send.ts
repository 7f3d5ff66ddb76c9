import type { BladeRequest } from './request';
import type { AnswerRules } from './response';
import { retrying, type RetryPolicy } from './retry';
import { timeout, type Send } from './timeout';

/**
 * The fetch openapi-fetch calls: sends the request, each attempt within its deadline (timeout.ts),
 * retrying reads (retry.ts), then applies the answer's rules (response.ts) to the last answer. A
 * wrapper around fetch rather than openapi-fetch middleware, for the reason in request.ts; the order
 * is the same (the rules see the answer first, the caller last). The deadline is dropped when fetch
 * settles, before the rules run, so a rule that throws leaves nothing that holds Node.
 */
export function sendWith(
  timeoutMs: number,
  transport: Send,
  rules: AnswerRules,
  retry: RetryPolicy | false = false,
): (request: BladeRequest) => Promise<Response> {
  const send = retrying(retry, timeout(timeoutMs, transport));
  return (request) =>
    send(request).then(
      (response) => rules.onResponse(request, response),
      (error: unknown) => {
        throw rules.onError(request, error);
      },
    );
}
