import type { Middleware } from 'openapi-fetch';
import { metaOf, rebuild } from '../meta';

/** Re-encodes the JSON body openapi-fetch made as a form or plain text when the request asks. */
export function bodyFormat(): Middleware {
  return {
    // Not async: a request without the flags (nearly all of them) costs no promise and no body read.
    onRequest({ request }) {
      const { form, text } = metaOf(request);
      if ((!form && !text) || !request.body) return undefined;
      return reencode(request, text);
    },
  };
}

async function reencode(request: Request, text: boolean | undefined): Promise<Request> {
  const value: unknown = JSON.parse(await request.clone().text());
  if (text) return rebuild(request, { body: String(value), headers: withType(request, 'text/plain;charset=UTF-8') });
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (v != null) params.append(k, String(v));
  return rebuild(request, { body: params, headers: withType(request, 'application/x-www-form-urlencoded;charset=UTF-8') });
}

function withType(request: Request, type: string): Headers {
  const headers = new Headers(request.headers);
  headers.set('Content-Type', type);
  return headers;
}
