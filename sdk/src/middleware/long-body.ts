import { stringifyJson } from '../lossless-json';
import type { RequestStep } from './request';

/**
 * Writes the body's Long fields (a tenant's packageId, a scope's menuId) as bare JSON numbers, every
 * digit kept: the console holds a 19-digit one as the string the answer was read into, and BladeX
 * types the field as a number. `fields` maps "METHOD /path" to those field names (generated/long-fields.ts);
 * other bodies pass untouched.
 */
export function longBody(baseUrl: string, fields: Record<string, readonly string[]>): RequestStep {
  const base = baseUrl.replace(/\/+$/, '');
  return (request) => {
    if (typeof request.body !== 'string' || !/json/i.test(request.headers.get('Content-Type') ?? '')) return;
    const longKeys = fields[`${request.method} ${pathOf(request.url, base)}`];
    if (longKeys) request.body = stringifyJson(JSON.parse(request.body), longKeys);
  };
}

/** The contract path of a request URL: without the query and the base URL. */
function pathOf(url: string, baseUrl: string): string {
  const path = url.split('?', 1)[0] ?? url;
  return path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path;
}
