// JSON that keeps BladeX's 19-digit Longs whole. BladeX writes a Long without ToStringSerializer
// (a tenant's packageId, a scope's menuId) as a bare JSON number, and JSON.parse rounds any integer
// beyond 2^53. Reading, such an integer becomes the string of its digits; writing, a string of
// digits in a field the contract types as a Long goes out as the same bare number again.

// A string literal (whole, escapes included) or a number literal (whole): matching both in one pass
// means a digit run inside a string is never taken for a number.
const TOKENS = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
// Only an integer of 16 digits or more can exceed 2^53 (9007199254740991 has 16).
const MAYBE_UNSAFE = /(?:^|[:[,])\s*-?\d{16}/;
const DIGITS = /^-?\d+$/;
// A string written back as a number must be a valid JSON integer: no leading zero.
const INTEGER = /^-?(?:0|[1-9]\d*)$/;

/** Whether a number literal is an integer JSON.parse would round. */
const unsafe = (literal: string) => DIGITS.test(literal) && !Number.isSafeInteger(Number(literal));

/**
 * JSON text with every integer beyond Number.MAX_SAFE_INTEGER quoted, so that any JSON.parse of it
 * (openapi-fetch parses an answer's text itself) keeps the digits as a string.
 * @example quoteUnsafeIntegers('{"packageId":1123598815738675201}') // '{"packageId":"1123598815738675201"}'
 */
export function quoteUnsafeIntegers(text: string): string {
  // Most answers hold no such number: they skip the rewrite.
  if (!MAYBE_UNSAFE.test(text)) return text;
  return text.replace(TOKENS, (token) => (token[0] !== '"' && unsafe(token) ? `"${token}"` : token));
}

/**
 * Parses JSON as JSON.parse does, except that an integer beyond Number.MAX_SAFE_INTEGER is kept as
 * the string of its digits. Throws a SyntaxError on invalid JSON.
 * @example parseJson('{"packageId":1123598815738675201}') // { packageId: '1123598815738675201' }
 */
export const parseJson = (text: string): unknown => JSON.parse(quoteUnsafeIntegers(text));

// Stands in for a Long while JSON.stringify writes the rest; the characters are ones JSON.stringify
// leaves alone, so the whole quoted placeholder is found again and unquoted.
const MARK = '\u2060long\u2060';
const MARKED = new RegExp(`"${MARK}(-?\\d+)${MARK}"`, 'g');

/**
 * JSON.stringify, except that a string of digits under one of `longKeys` (at any depth) is written
 * as a bare JSON number, every digit kept. Other values, including numbers, are written as usual.
 * @example stringifyJson({ packageId: '1123598815738675201' }, ['packageId']) // '{"packageId":1123598815738675201}'
 */
export function stringifyJson(value: unknown, longKeys: Iterable<string>): string {
  const keys = new Set(longKeys);
  if (!keys.size) return JSON.stringify(value);
  const text = JSON.stringify(value, (key, v: unknown) =>
    typeof v === 'string' && keys.has(key) && INTEGER.test(v) ? `${MARK}${v}${MARK}` : v,
  );
  return text.replace(MARKED, '$1');
}
