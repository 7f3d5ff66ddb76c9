import { BladeError, BladeNetworkError, BladeParseError, messageOf } from '../errors';
import { quoteUnsafeIntegers } from '../lossless-json';
import { metaOf } from '../meta';
import type { BladeRequest } from './request';

export interface ResponseRules {
  /** Codes that reject without notifying (spec §8 "whitelist"). */
  statusWhitelist: readonly number[];
  /** Called for a 401 with the token the request carried: ends that session if it is still the current one (see session.unauthorized). */
  unauthorized: (sentWith: string | undefined) => void;
  /** Called with every business error that should be shown to the user. */
  notify: (error: BladeError) => void;
}

/** The rules as send.ts applies them (plain arguments: no options object per request). */
export interface AnswerRules {
  /** The last answer: resolves to it (read once already, unless a file) or rejects with its failure. */
  onResponse(request: BladeRequest, response: Response): Promise<Response>;
  /** The failure of the last attempt: the error the call rejects with. */
  onError(request: BladeRequest, error: unknown): Error;
}

/**
 * Spec §8, exactly: the business code is the body's `code`, else the HTTP status; statuses 200-500
 * are read; whitelisted codes (and `quiet` requests) reject silently; 401 signs out (a request of an older session only
 * rejects); 200 and 450 pass to the caller; any other code rejects with a BladeError and is
 * notified. A 200 file answer (image, octet-stream, office document, zip, pdf) passes untouched.
 * Other non-JSON bodies and transport failures reject with BladeParseError / BladeNetworkError.
 */
// A successful file answer (a process diagram, a download) carries no R envelope: it reaches the
// caller untouched, to be read with parseAs 'blob' or 'arrayBuffer'.
const FILE = /^(image\/|application\/(octet-stream|vnd\.|zip|pdf))/i;

export function responseRules(rules: ResponseRules): AnswerRules {
  return {
    async onResponse(request, response) {
      if (response.status === 200 && FILE.test(response.headers.get('content-type') ?? '')) return response;
      // A Long beyond 2^53 (a 19-digit packageId) arrives as a bare number: quoted here, so whoever
      // parses the text (openapi-fetch parses it itself) keeps its digits as a string.
      const text = quoteUnsafeIntegers(await response.text());
      const body = parse(text, response);
      const { status } = response;
      if (status < 200 || status > 500) throw new BladeNetworkError(`HTTP ${status}`, undefined, response);
      const code = typeof (body as { code?: unknown })?.code === 'number' ? (body as { code: number }).code : status;
      if (code !== 200 && code !== 450) {
        const error = new BladeError(code, messageOf(body), body, response);
        if (rules.statusWhitelist.includes(code)) throw error;
        if (code === 401) rules.unauthorized(sentToken(request));
        else if (!metaOf(request).quiet) rules.notify(error);
        throw error;
      }
      return answerOnce(response, text, body);
    },
    onError(request, error) {
      if (error instanceof Error && error.name.startsWith('Blade')) return error;
      if (request.signal.aborted) return error instanceof Error ? error : new Error(String(error)); // the caller cancelled
      return new BladeNetworkError(`网络请求失败: ${error instanceof Error ? error.message : String(error)}`, error);
    },
  };
}

/**
 * The body was consumed to read the code. Rather than build a second Response (about a fifth of the
 * per-request cost in Node), this one answers from what was already read, once, as a fetch body does.
 * What was read is kept on the Response itself and let go at the first read: fetch's machinery keeps a
 * Response alive for a while after its last use, and holding the text and the parsed body longer made
 * every page of a long export outlive the young generation (about 30 MB more peak memory over 200
 * pages). The readers are shared methods, not closures made per answer. Plain assignment:
 * Object.defineProperties measured ~3% slower per request (it deoptimises the object).
 */
function answerOnce(response: Response, text: string, body: unknown): Response {
  const answered = response as Answered;
  answered[KEPT] = [text, body];
  answered.text = readText;
  answered.json = readJson;
  return response;
}

const KEPT = Symbol('kept');
type Answered = Response & { [KEPT]: [text: string, body: unknown] | undefined };

function readText(this: Answered): Promise<string> {
  return take(this, 0) as Promise<string>;
}

function readJson(this: Answered): Promise<unknown> {
  return take(this, 1);
}

function take(response: Answered, part: 0 | 1): Promise<unknown> {
  const read = response[KEPT];
  response[KEPT] = undefined;
  return read ? Promise.resolve(read[part]) : Promise.reject(new TypeError('Body is unusable: Body has already been read'));
}

/** The token a request was sent with (blade-auth.ts writes `Blade-Auth: bearer <token>`); read on a 401 only. */
function sentToken(request: BladeRequest): string | undefined {
  return request.headers.get('Blade-Auth')?.replace(/^bearer /i, '') || undefined;
}

function parse(text: string, response: Response): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BladeParseError(response.status, text, response);
  }
}
