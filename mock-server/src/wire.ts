// The BladeX wire (../shared/spec/bladex-wire.md): the R envelope, pages, dates, and the error
// that handlers throw to answer a business failure.
export const MSG = {
  ok: '操作成功',
  fail: '操作失败',
  missing: '缺失必要的请求参数',
  unauthorized: '请求未授权',
  forbidden: '请求被拒绝',
  server: '服务器异常',
  notFound: '数据不存在',
  badState: '当前状态不允许此操作',
} as const;

export const r = (data: unknown, msg: string = MSG.ok) => ({ code: 200, success: true, data, msg });
/** blade-tool's R.status: no data (R.success's null, which BladeX's Jackson writes as {}). */
export const status = (ok: boolean) => ({ code: 200, success: ok, data: {}, msg: ok ? MSG.ok : MSG.fail });

/** Thrown by handlers; the error handler answers `{code, success:false, msg}` with that status. */
export class BladeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new BladeError(400, msg);
export const errorBody = (code: number, msg: string) => ({ code, success: false, msg });

export function page<T>(rows: T[], current: number, size: number) {
  if (size <= 0 || current <= 0)
    return { records: rows, total: rows.length, size: rows.length, current: 1, pages: rows.length ? 1 : 0, orders: [], searchCount: true };
  const start = (current - 1) * size;
  return {
    records: rows.slice(start, start + size),
    total: rows.length,
    size,
    current,
    pages: Math.ceil(rows.length / size),
    orders: [],
    searchCount: true,
  };
}

const ROWS = '\u2060rows\u2060';
const COMMA = 0x2c;
const decoder = new TextDecoder();

/**
 * An answer whose rows are UTF-8 JSON already (kept with unchanged rows: records.ts wireJson), in
 * the envelope `wrap` puts around them (an R, a page). Sent as those bytes, so a list does not
 * serialise and encode its rows again on every call; JSON.stringify of it gives the same JSON.
 */
export class JsonRows {
  /** The body once written: an answer kept for an unchanged table (kept-lists.ts) is sent again as it is. */
  private bytes?: Buffer;

  /** `kept`: every row was written from the JSON kept with it (none holds a nested value). */
  constructor(
    private readonly wrap: (rows: unknown) => unknown,
    private readonly rows: Uint8Array[],
    readonly kept = false,
  ) {}

  /** The rows' bytes together, about the body's size. */
  get size(): number {
    let size = 0;
    for (const row of this.rows) size += row.length;
    return size;
  }

  body(): Buffer {
    this.bytes ??= this.write();
    return this.bytes;
  }

  private write(): Buffer {
    const outer = JSON.stringify(this.wrap(ROWS));
    const at = outer.indexOf(`"${ROWS}"`);
    const head = `${outer.slice(0, at)}[`;
    const tail = `]${outer.slice(at + ROWS.length + 2)}`;
    let size = Buffer.byteLength(head) + Buffer.byteLength(tail) + Math.max(0, this.rows.length - 1);
    for (const row of this.rows) size += row.length;
    const out = Buffer.allocUnsafe(size);
    let end = out.write(head);
    for (let i = 0; i < this.rows.length; i++) {
      if (i) out[end++] = COMMA;
      out.set(this.rows[i], end);
      end += this.rows[i].length;
    }
    out.write(tail, end);
    return out;
  }

  toJSON(): unknown {
    return this.wrap(this.rows.map((row) => JSON.parse(decoder.decode(row))));
  }
}

const p2 = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd HH:mm:ss in the server's local time, as BladeX's Jackson config writes dates. */
export function formatDate(d = new Date()): string {
  return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}:${p2(d.getSeconds())}`;
}

// BladeX writes a Long without ToStringSerializer (a tenant's packageId, a scope's menuId) as a bare
// JSON number, 19 digits for a snowflake id. The sandbox holds such a value as the string of its
// digits (JSON.parse would round it), reads one from a body losslessly and writes it back bare.
const JSON_TOKENS = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
const LONG_MARK = '\u2060long\u2060';
const LONG_MARKED = new RegExp(`"${LONG_MARK}(-?\\d+)${LONG_MARK}"`, 'g');
const JSON_INTEGER = /^-?(?:0|[1-9]\d*)$/;

/** JSON.parse, but an integer beyond 2^53 stays the string of its digits. */
export function parseLongSafe(text: string, reviver?: (key: string, value: unknown) => unknown): unknown {
  const quoted = text.replace(JSON_TOKENS, (t) =>
    t[0] !== '"' && /^-?\d{16,}$/.test(t) && !Number.isSafeInteger(Number(t)) ? `"${t}"` : t,
  );
  return JSON.parse(quoted, reviver);
}

/** JSON.stringify, but a string of digits under one of `longKeys` (any depth) is written as a bare number. */
export function writeLongs(value: unknown, longKeys: ReadonlySet<string>): string {
  if (!longKeys.size) return JSON.stringify(value);
  const text = JSON.stringify(value, (key, v: unknown) =>
    typeof v === 'string' && longKeys.has(key) && JSON_INTEGER.test(v) ? `${LONG_MARK}${v}${LONG_MARK}` : v,
  );
  return text.replace(LONG_MARKED, '$1');
}
