// What a record's values become in a file: the columns of a list, the text of a value, and the
// formula guard. A spreadsheet runs a cell starting with = + - @ (or a tab or CR before one) as a
// formula, so exported text from users could run on the reader's machine (CSV injection).

/** A record as lists answer it. */
export type ExportRecord = Record<string, unknown>;

/** The columns of a list: every key of every record, in order of first appearance. */
export function columnsOf(records: Iterable<ExportRecord>): string[] {
  const seen = new Set<string>();
  for (const r of records) for (const k of Object.keys(r)) seen.add(k);
  return [...seen];
}

/** The text of a value: empty for null/undefined, JSON for objects and arrays, else String(). */
export function textOf(value: unknown): string {
  if (value == null) return '';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

// A decimal written as text ("-12.50") is a number to the reader, not a formula.
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Whether a text would start a formula in a spreadsheet (and is not just a negative decimal). */
export function isFormulaLike(text: string): boolean {
  return /^[=+\-@\t\r]/.test(text) && !DECIMAL.test(text);
}

/** The text as a spreadsheet must show it: a formula-like text gets a leading ' so it stays text. */
export function guardFormula(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}

// BladeX dates are `yyyy-MM-dd HH:mm:ss` (or a bare date); they are wall-clock times, no zone.
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** A BladeX date text as [ms since epoch of that wall-clock time read as UTC, whether it has a time], or undefined. */
export function parseBladeDate(text: string): [number, boolean] | undefined {
  const m = DATE.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const back = new Date(ms);
  // 2024-02-30 is text, not a date: the parts must survive the round trip.
  if (back.getUTCMonth() !== Number(mo) - 1 || back.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59)
    return undefined;
  return [ms, m[4] !== undefined];
}
