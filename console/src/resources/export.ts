import { toCsv as csvOf, toXlsx as xlsxOf, type Deflate, type ExportRecord } from '@dasha/sdk/export';
import { saveFile } from '@/lib/save-file';
import { resourceApi } from './data';
import { cellText } from './format';
import type { Translate } from './texts';
import type { AnyResource, Row, ShownColumn } from './types';

// Export of a list: every page of it with the screen's filters and sort, read a page at a
// time with progress and a cancel, then written by the SDK's writers (typed xlsx cells, formula-
// guarded CSV). This module loads when the user first exports: the list's first render needs none of it.

/** Records a request while exporting (the most the console offers; the contract allows up to 1000). */
export const EXPORT_PAGE_SIZE = 200;

/** The columns and rows of a file: a header per column and, per row, each column's value. */
export type Sheet = { headers: string[]; rows: unknown[][] };

/** Progress of an export: records read of the list's total. */
export type ExportProgress = (done: number, total: number) => void;

/**
 * Every record of the list with these parameters (page and size dropped: it pages itself), page
 * after page; the signal stops it between pages and aborts the request in flight.
 */
export async function readAllRows(
  def: AnyResource,
  params: Record<string, unknown>,
  signal: AbortSignal,
  onProgress: ExportProgress,
): Promise<Row[]> {
  const { current: _page, size: _size, ...query } = params;
  const api = resourceApi(def);
  const rows: Row[] = [];
  // Where the server exports the records itself (with the same filters), its one answer is the file's rows.
  for await (const page of api.pages(query, { size: EXPORT_PAGE_SIZE, signal, list: api.exportList })) {
    rows.push(...page.records);
    onProgress(rows.length, page.total);
  }
  return rows;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A cell's value as the file holds it: the table's text where the table shows a label or a format,
 * a number where the field is one (a number cell), else the text (a BladeX date text becomes a date
 * cell in the SDK's xlsx writer).
 */
export function exportValue(col: ShownColumn, row: Row, t: Translate, labels?: Map<string, string>): unknown {
  const raw = row[col.prop];
  const text = cellText(col, row, t, labels);
  if (typeof raw === 'number' && Number.isFinite(raw) && text === String(raw)) return raw;
  if (col.type === 'number' && DECIMAL.test(text)) return Number(text);
  return text;
}

/** The sheet of rows under the columns shown. */
export function sheetOf(columns: ShownColumn[], rows: Row[], t: Translate, labels: Record<string, Map<string, string>>): Sheet {
  return { headers: columns.map((c) => c.text), rows: rows.map((r) => columns.map((c) => exportValue(c, r, t, labels[c.prop]))) };
}

/** The sheet as records keyed by header (a repeated header gets a number, so no column is lost). */
function recordsOf(sheet: Sheet): { keys: string[]; records: ExportRecord[] } {
  const seen = new Map<string, number>();
  const keys = sheet.headers.map((h) => {
    const n = (seen.get(h) ?? 0) + 1;
    seen.set(h, n);
    return n === 1 ? h : `${h} (${n})`;
  });
  return { keys, records: sheet.rows.map((cells) => Object.fromEntries(keys.map((k, i) => [k, cells[i]]))) };
}

/** CSV with a BOM (Excel reads Chinese); formula-like text guarded, negative numbers left as they are. */
export function toCsv(sheet: Sheet): string {
  const { keys, records } = recordsOf(sheet);
  return csvOf(keys, records);
}

/** A one-sheet xlsx with typed cells; `deflate` compresses its parts (stored without it). */
export function toXlsx(sheet: Sheet, sheetName = 'Sheet1', deflate?: Deflate): Uint8Array {
  const { keys, records } = recordsOf(sheet);
  return xlsxOf(keys, records, { sheetName: sheetName.slice(0, 31), deflate });
}

/** Raw DEFLATE by the platform's CompressionStream (Chromium, Node 20). */
async function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Response(data as BodyInit).body!.pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A compressed xlsx. The SDK's zip takes a synchronous deflate and the platform's is a stream, so
 * the parts are written once to learn them, compressed, and written again with the results in the
 * same order. Without CompressionStream the parts are stored.
 */
export async function toCompressedXlsx(sheet: Sheet, sheetName?: string): Promise<Uint8Array> {
  if (typeof CompressionStream === 'undefined') return toXlsx(sheet, sheetName);
  const parts: Uint8Array[] = [];
  toXlsx(sheet, sheetName, (raw) => (parts.push(raw), raw));
  const packed = await Promise.all(parts.map(deflateRaw));
  let i = 0;
  return toXlsx(sheet, sheetName, () => packed[i++]!);
}

/** Saves bytes or text as a download in the browser. */
export function download(name: string, content: Uint8Array | string, type: string) {
  saveFile(name, new Blob([content as BlobPart], { type }));
}
