// `--verbose`: each request and its answer on stderr (method, URL, the headers that matter, status,
// time), so a script author sees what went over the wire. Secrets never reach the terminal or a
// log: passwords, tokens and the Authorization / Blade-Auth headers are masked.
import type { BladeClientOptions } from '../client';
import type { Out } from './io';

type Fetch = NonNullable<BladeClientOptions['fetch']>;

const SECRET_NAME = /pass(word)?|token|secret|captcha-code|^code$/i;
const SECRET_HEADERS = new Set(['authorization', 'blade-auth', 'cookie', 'set-cookie']);
const SHOWN_HEADERS = new Set(['authorization', 'blade-auth', 'tenant-id', 'dept-id', 'role-id', 'content-type']);
const MASK = '***';

/** The URL with secret query parameters masked. */
export function maskUrl(url: string): string {
  const u = new URL(url);
  for (const name of [...new Set(u.searchParams.keys())]) if (SECRET_NAME.test(name)) u.searchParams.set(name, MASK);
  return decodeURI(u.toString()).replaceAll(encodeURIComponent(MASK), MASK);
}

/** A header's value as shown: the scheme kept (`bearer ***`), the credential masked. */
export function maskHeader(name: string, value: string): string {
  if (!SECRET_HEADERS.has(name.toLowerCase())) return value;
  const scheme = /^(\w+)\s/.exec(value)?.[1];
  return scheme ? `${scheme} ${MASK}` : MASK;
}

/** A JSON text with the values of secret-looking keys masked (anything else is cut to `max`). */
export function maskJson(text: string, max = 400): string {
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), (key, value) => (key && SECRET_NAME.test(key) && typeof value !== 'object' ? MASK : value));
  } catch {
    // not JSON (a form, a file): shown cut, as it is
  }
  return shown.length > max ? `${shown.slice(0, max)}… (${text.length} chars)` : shown;
}

/** The lines of a request's headers worth showing. */
function headerLines(headers: Headers, mark: string): string[] {
  const lines: string[] = [];
  headers.forEach((value, name) => {
    if (SHOWN_HEADERS.has(name)) lines.push(`${mark} ${name}: ${maskHeader(name, value)}`);
  });
  return lines;
}

/** What a request body shows as: masked JSON, or what kind of body it is. */
async function bodyLine(request: Request): Promise<string | undefined> {
  if (!request.body) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return '(multipart body)';
  return maskJson(await request.clone().text());
}

/** A fetch that prints each request and answer to `out`, then hands on to `fetch`. */
export function verboseFetch(out: Out, fetch: Fetch): Fetch {
  return async (request) => {
    const lines = [`> ${request.method} ${maskUrl(request.url)}`, ...headerLines(request.headers, '>')];
    const body = await bodyLine(request);
    if (body) lines.push(`> ${body}`);
    out.write(`${lines.join('\n')}\n`);
    const started = performance.now();
    try {
      const response = await fetch(request);
      const ms = Math.round(performance.now() - started);
      const type = response.headers.get('content-type') ?? '';
      const text =
        type.includes('json') || type.startsWith('text/') ? maskJson(await response.clone().text()) : `(${type || 'no content type'})`;
      out.write(`< ${response.status} ${response.statusText} in ${ms} ms\n< ${text}\n`);
      return response;
    } catch (error) {
      out.write(`< failed after ${Math.round(performance.now() - started)} ms: ${(error as Error).message}\n`);
      throw error;
    }
  };
}
