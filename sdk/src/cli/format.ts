// `dasha list --format`: a page of records as a table (for people), JSON, JSON lines or CSV.
import { columnsOf, textOf, type ExportRecord } from '../export/cells';
import { toCsv } from '../export/csv';
import { toJsonLines } from '../export/jsonl';
import { UsageError } from './usage';

/** The formats of `dasha list`. */
export const LIST_FORMATS = ['table', 'json', 'jsonl', 'csv'] as const;

// East Asian characters take two columns in a terminal.
const widthOf = (s: string) =>
  [...s].reduce(
    (n, c) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(c) ? 2 : 1),
    0,
  );
const pad = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - widthOf(s)));
const clip = (s: string, w: number) => {
  const flat = s.replace(/[\r\n\t]+/g, ' ');
  if (widthOf(flat) <= w) return flat;
  let out = '';
  for (const c of flat) {
    if (widthOf(out + c) > w - 1) break;
    out += c;
  }
  return out + '…';
};

/** Records as an aligned table, each cell clipped to 30 columns. */
export function table(records: ExportRecord[]): string {
  const columns = columnsOf(records);
  const rows = [columns, ...records.map((r) => columns.map((c) => clip(textOf(r[c]), 30)))];
  const widths = columns.map((_, i) => Math.max(...rows.map((row) => widthOf(row[i]!))));
  return rows
    .map(
      (row) =>
        row
          .map((cell, i) => pad(cell, widths[i]!))
          .join('  ')
          .trimEnd() + '\n',
    )
    .join('');
}

/** A page in the chosen format. */
export function formatPage(format: string, page: { records: ExportRecord[]; total: number }): string {
  switch (format) {
    case 'table':
      return `${table(page.records)}(${page.records.length} of ${page.total})\n`;
    case 'json':
      return JSON.stringify(page, null, 2) + '\n';
    case 'jsonl':
      return toJsonLines(page.records);
    case 'csv':
      return toCsv(columnsOf(page.records), page.records);
    default:
      throw new UsageError(`--format must be one of ${LIST_FORMATS.join(', ')}, got "${format}".`);
  }
}
