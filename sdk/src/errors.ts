/** The "unknown error" message of spec §8, used when an answer carries no msg or error_description. */
export const UNKNOWN_ERROR = '未知错误';

// Node prints an uncaught error with its stack and every enumerable own field, so a BladeError's
// Response (with its body stream) filled the terminal. The bulky fields (the answer, its text) are
// kept non-enumerable, and util.inspect / console.log show the stack and a few short facts.
const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/** Sets read-only fields an uncaught error's printing leaves out (they stay readable as usual). */
function hidden(target: object, fields: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(fields))
    Object.defineProperty(target, name, { value, enumerable: false, writable: false, configurable: true });
}

/** The stack, then the facts worth a glance (`{ code: 400 }`), the way Node shows an error's fields. */
function shortly(error: Error, facts: Record<string, unknown>): string {
  const shown = Object.entries(facts)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return `${error.stack ?? `${error.name}: ${error.message}`}${shown.length ? ` { ${shown.join(', ')} }` : ''}`;
}

/**
 * A business failure (spec §8): `code` is the body's code, else the HTTP status; `message` is the
 * body's `msg`, else `error_description`, else 未知错误.
 * @example try { await blade.call(blade.api.GET('/blade-system/param/list')) } catch (e) { if (e instanceof BladeError && e.code === 400) toast(e.message) }
 */
export class BladeError extends Error {
  override name = 'BladeError';
  /** The parsed body of the answer, when it had one. */
  declare readonly body?: unknown;
  declare readonly response?: Response;
  constructor(
    readonly code: number,
    message: string,
    body?: unknown,
    response?: Response,
  ) {
    super(message);
    hidden(this, { body, response });
  }

  [INSPECT](): string {
    return shortly(this, { code: this.code, status: this.response?.status });
  }
}

/** The request took longer than `timeoutMs` (default 300000 ms, spec §7) and was aborted. */
export class BladeTimeoutError extends Error {
  override name = 'BladeTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`请求超时 (${timeoutMs} ms)`);
  }

  [INSPECT](): string {
    return shortly(this, { timeoutMs: this.timeoutMs });
  }
}

/** No usable HTTP answer: the network failed, or the status was outside 200-500. */
export class BladeNetworkError extends Error {
  override name = 'BladeNetworkError';
  declare readonly response?: Response;
  constructor(
    message: string,
    override readonly cause?: unknown,
    response?: Response,
  ) {
    super(message);
    hidden(this, { response });
  }

  [INSPECT](): string {
    return shortly(this, { status: this.response?.status, cause: this.cause instanceof Error ? this.cause.message : undefined });
  }
}

/** The answer was not JSON (an HTML error page from a proxy, for example). */
export class BladeParseError extends Error {
  override name = 'BladeParseError';
  declare readonly text: string;
  declare readonly response?: Response;
  constructor(
    readonly status: number,
    text: string,
    response?: Response,
  ) {
    super(`服务器返回了无法解析的响应 (HTTP ${status}): ${text.slice(0, 80)}`);
    hidden(this, { text, response });
  }

  [INSPECT](): string {
    return shortly(this, { status: this.status });
  }
}

/** The message of an answer body, in the order of spec §8. */
export function messageOf(body: unknown): string {
  const b = (body ?? {}) as { msg?: unknown; error_description?: unknown };
  if (typeof b.msg === 'string' && b.msg) return b.msg;
  if (typeof b.error_description === 'string' && b.error_description) return b.error_description;
  return UNKNOWN_ERROR;
}
