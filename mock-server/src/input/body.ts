// Request bodies as the handlers get them: JSON no deeper than the limit and without the keys
// that reach an object's prototype (`__proto__`, `constructor`, `prototype`), at any depth.
import type { FastifyInstance } from 'fastify';
import { BladeError, parseLongSafe } from '../wire.ts';
import { MSG_INPUT, type InputLimits } from './limits.ts';

const PROTO_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether a key may be kept: JSON.parse makes `__proto__` an own key, which Object.assign would then follow. */
export const isSafeKey = (key: string) => !PROTO_KEYS.has(key);

/**
 * The deepest nesting of objects and arrays in JSON text, counted without parsing (so a
 * 5,000-deep body costs one pass, not a deep recursion later on).
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) max = Math.max(max, ++depth);
    else if (ch === 125 /* } */ || ch === 93 /* ] */) depth--;
  }
  return max;
}

/** A JSON body: invalid text and too deep nesting are 400s; prototype keys are dropped. */
export function parseJsonBody(text: string, limits: Pick<InputLimits, 'jsonDepth'>): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (jsonDepth(trimmed) > limits.jsonDepth) throw new BladeError(400, MSG_INPUT.depth(limits));
  try {
    // A 19-digit Long sent as a number (a tenant's packageId) keeps its digits.
    return parseLongSafe(trimmed, (key, value) => (isSafeKey(key) ? value : undefined));
  } catch {
    throw new BladeError(400, '请求体不是合法的JSON');
  }
}

/** A form body as a plain object of strings, prototype keys dropped. */
export function parseFormBody(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) if (isSafeKey(k)) out[k] = v;
  return out;
}

/** JSON, form and text bodies up to `bodyBytes` (multipart is read by its handlers, up to `uploadBytes` a file). */
export function registerBodyParsers(app: FastifyInstance, limits: InputLimits): void {
  const bodyLimit = limits.bodyBytes;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(String(body), limits));
    } catch (e) {
      done(e as Error, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_req, body, done) =>
    done(null, parseFormBody(String(body))),
  );
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_req, body, done) => done(null, body));
  // Only the calls that take an upload read a multipart body (app.ts registers the reader around
  // them); any other call gets none from it, as the reader's own parser leaves them.
  app.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
}
