/** The "unknown error" message of spec §8, used when an answer carries no msg or error_description. */
export const UNKNOWN_ERROR = '未知错误';

/**
 * A business failure (spec §8): `code` is the body's code, else the HTTP status; `message` is the
 * body's `msg`, else `error_description`, else 未知错误.
 * @example try { await blade.call(blade.api.GET('/blade-system/param/list')) } catch (e) { if (e instanceof BladeError && e.code === 400) toast(e.message) }
 */
export class BladeError extends Error {
  override name = 'BladeError';
  constructor(
    readonly code: number,
    message: string,
    /** The parsed body of the answer, when it had one. */
    readonly body?: unknown,
    readonly response?: Response,
  ) {
    super(message);
  }
}

/** The request took longer than `timeoutMs` (default 300000 ms, spec §7) and was aborted. */
export class BladeTimeoutError extends Error {
  override name = 'BladeTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`请求超时 (${timeoutMs} ms)`);
  }
}

/** No usable HTTP answer: the network failed, or the status was outside 200-500. */
export class BladeNetworkError extends Error {
  override name = 'BladeNetworkError';
  constructor(message: string, override readonly cause?: unknown, readonly response?: Response) {
    super(message);
  }
}

/** The answer was not JSON (an HTML error page from a proxy, for example). */
export class BladeParseError extends Error {
  override name = 'BladeParseError';
  constructor(readonly status: number, readonly text: string, readonly response?: Response) {
    super(`服务器返回了无法解析的响应 (HTTP ${status}): ${text.slice(0, 80)}`);
  }
}

/** The message of an answer body, in the order of spec §8. */
export function messageOf(body: unknown): string {
  const b = (body ?? {}) as { msg?: unknown; error_description?: unknown };
  if (typeof b.msg === 'string' && b.msg) return b.msg;
  if (typeof b.error_description === 'string' && b.error_description) return b.error_description;
  return UNKNOWN_ERROR;
}
