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
export const status = (ok: boolean) => ({ code: 200, success: ok, data: ok, msg: ok ? MSG.ok : MSG.fail });

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
  if (size <= 0 || current <= 0) return { records: rows, total: rows.length, size: rows.length, current: 1, pages: rows.length ? 1 : 0, orders: [], searchCount: true };
  const start = (current - 1) * size;
  return { records: rows.slice(start, start + size), total: rows.length, size, current, pages: Math.ceil(rows.length / size), orders: [], searchCount: true };
}

const p2 = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd HH:mm:ss in the server's local time, as BladeX's Jackson config writes dates. */
export function formatDate(d = new Date()): string {
  return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}:${p2(d.getSeconds())}`;
}
