// What the store accepts: a row is stored only if it can be written back out as JSON. A value
// nested deeper than MAX_DEPTH (JSON.stringify overflows the stack near 5,000 levels, and one such
// row made every later list answer 500 and every later save fail) or one JSON cannot hold is
// refused with a 400 before anything is stored.
import { BladeError } from '../wire.ts';

/** Levels a stored row may nest, the row itself being the first (documented in the README). */
export const MAX_DEPTH = 32;

/** Why `value` (the field `field` of a row at `depth`) cannot be stored, or undefined if it can. */
export function unstorable(value: unknown, field: string, depth = 2): string | undefined {
  // Iterative on purpose: a recursive walk would overflow on exactly the values it must refuse.
  const stack: Array<[unknown, number]> = [[value, depth]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    const t = typeof v;
    if (t === 'function' || t === 'symbol' || t === 'bigint') return `${field} 含有无法保存的值`;
    if (v === null || t !== 'object') continue;
    if (d > MAX_DEPTH) return `${field} 嵌套超过${MAX_DEPTH}层`;
    for (const inner of Array.isArray(v) ? v : Object.values(v as object))
      if (inner !== null && typeof inner !== 'string' && typeof inner !== 'number' && typeof inner !== 'boolean')
        stack.push([inner, d + 1]);
  }
  return undefined;
}

/** Throws the 400 R answer for a value that cannot be stored. */
export function assertStorable(value: unknown, field: string): void {
  const problem = unstorable(value, field);
  if (problem) throw new BladeError(400, `数据无法保存: ${problem}`);
}

/** Throws the 400 R answer for a row with a field that cannot be stored. */
export function assertStorableRow(row: Record<string, unknown>): void {
  for (const k in row) {
    const v = row[k];
    if (v !== null && typeof v === 'object') assertStorable(v, k);
    else if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') assertStorable(v, k);
  }
}

/**
 * A stored value as the list filters and indexes compare it: String() of it, or undefined for
 * null and undefined. Never throws: `{"toString": 1}` is a valid JSON value that String() rejects.
 */
export function textOf(v: unknown): string | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== 'object') return String(v);
  try {
    return String(v);
  } catch {
    return JSON.stringify(v) ?? '';
  }
}
