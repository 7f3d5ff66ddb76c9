import { metaOf } from '../meta';
import type { RequestStep } from './request';

/**
 * Re-encodes the JSON body openapi-fetch made as a form or plain text when the request asks.
 * Synchronous: the body is still the string openapi-fetch wrote.
 */
export const bodyFormat: RequestStep = (request) => {
  const { form, text } = metaOf(request);
  if ((!form && !text) || typeof request.body !== 'string') return;
  const value: unknown = JSON.parse(request.body);
  if (text) {
    request.body = String(value);
    request.headers.set('Content-Type', 'text/plain;charset=UTF-8');
    return;
  }
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (v != null) params.append(k, String(v));
  request.body = params;
  request.headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
};
