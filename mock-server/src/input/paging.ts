// `current` and `size` of a page request. Positive integers, size at most MAX_PAGE_SIZE; the one
// exception is MyBatis-Plus's "no paging", current = -1 together with size = -1 (the console's
// brand list, spec §9). Anything else is a 400 naming the parameter, never a silent page 1.
import { badRequest } from '../wire.ts';

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 10;

export interface Paging {
  current: number;
  /** -1: every row (with current -1). */
  size: number;
}

const POSITIVE = /^[1-9]\d{0,14}$/;

/** The page asked for; throws the 400 R of the first bad parameter. */
export function pagingOf(query: Record<string, string | undefined>): Paging {
  const current = query.current ?? '';
  const size = query.size ?? '';
  if (current === '-1' && size === '-1') return { current: -1, size: -1 };
  if (size === '-1') throw badRequest('参数 size 错误: -1 (不分页) 须与 current=-1 同用');
  if (current !== '' && !POSITIVE.test(current)) throw badRequest(`参数 current 错误: 应为正整数 (收到 ${shown(current)})`);
  if (size !== '' && !POSITIVE.test(size)) throw badRequest(`参数 size 错误: 应为正整数 (收到 ${shown(size)})`);
  const n = size === '' ? DEFAULT_PAGE_SIZE : Number(size);
  if (n > MAX_PAGE_SIZE) throw badRequest(`每页条数不能超过${MAX_PAGE_SIZE}`);
  return { current: current === '' ? 1 : Number(current), size: n };
}

const shown = (v: string) => (v.length > 20 ? `${v.slice(0, 20)}...` : v);
