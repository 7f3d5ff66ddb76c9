// CSV of RFC 4180 (CRLF lines, a field quoted when it holds a comma, quote, CR or LF, quotes
// doubled), with a UTF-8 BOM so Excel reads Chinese, and formula-like text guarded with a '.
import { guardFormula, textOf, type ExportRecord } from './cells';

/** One CSV field: the value's text, formula-guarded when it is text, quoted when it must be. */
export function csvField(value: unknown): string {
  const text = typeof value === 'string' ? guardFormula(value) : textOf(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (with its CRLF) of the values. */
export function csvLine(values: readonly unknown[]): string {
  return values.map(csvField).join(',') + '\r\n';
}

/** A whole CSV document: the BOM, the header line and a line per record. */
export function toCsv(columns: readonly string[], records: Iterable<ExportRecord>): string {
  const lines = ['\ufeff', csvLine(columns)];
  for (const r of records) lines.push(csvLine(columns.map((c) => r[c])));
  return lines.join('');
}
