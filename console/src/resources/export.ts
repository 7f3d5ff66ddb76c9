import type * as SdkExport from '@dasha/sdk/export';
import type { ExportRecord } from '@dasha/sdk/export';
import { saveFile } from '@/lib/save-file';
import { blade } from '@/lib/blade';
import { listOption, listQuery } from './data';
import { cellText } from './format';
import type { Translate } from './texts';
import type { AnyResource, Row, ShownColumn } from './types';

// Export of a list: every page of it with the screen's filters and sort, read a page at a
// time with progress and a cancel, then written by the SDK's writers (typed xlsx cells, formula-
// guarded CSV). This module loads when the user first exports: the list's first render needs none of it.

// The SDK's writers, with fflate and every resource's export columns, are a chunk of their own: the
// list screen's chunk (which holds this module) is fetched before any list shows, an export is rare.
let sdk: typeof SdkExport | undefined;

/** Loads the SDK's writers; the sheet and file functions below need them loaded. */
export async function loadWriters(): Promise<void> {
  sdk ??= await import('@dasha/sdk/export');
}

function writers(): typeof SdkExport {
  if (!sdk) throw new Error('loadWriters() first');
  return sdk;
}

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
  const resource = blade.anyResource(def.path);
  const rows: Row[] = [];
  // Where the server exports the records itself (with the same filters), its one answer is the file's rows.
  const list = resource.exportList ?? listOption(def).list;
  for await (const page of resource.pages({ query: listQuery(def, query), size: EXPORT_PAGE_SIZE, signal, list })) {
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

/**
 * The sheet of a screen derived from the contract, as the SDK (and `dasha export`) writes it: the
 * contract's fields under their titles, coded values as their labels. Undefined for a screen whose
 * columns are its own, or whose column texts are not the contract's titles (the English console).
 */
function contractSheet(def: AnyResource, columns: ShownColumn[], rows: Row[], labels: Record<string, Map<string, string>>) {
  const { exportFields, exportHeader, exportRow } = writers();
  const fields = def.texts.startsWith('business:') ? exportFields(def.path) : undefined;
  if (!fields) return undefined;
  const titles = new Map(fields.map((f) => [f.key, f.title ?? f.key]));
  const same = columns.some((c) => titles.has(c.prop)) && columns.every((c) => !titles.has(c.prop) || titles.get(c.prop) === c.text);
  // The labels the screen has read (a dictionary's words, a picked record's name) stand in for codes the contract does not label.
  return same ? { headers: exportHeader(fields), rows: rows.map((r) => exportRow(fields, r, labels)) } : undefined;
}

/**
 * The sheet of the list: for a screen derived from the contract, the CLI's (contractSheet); else the
 * rows under the columns shown, as the table shows them.
 */
export function sheetOf(
  columns: ShownColumn[],
  rows: Row[],
  t: Translate,
  labels: Record<string, Map<string, string>>,
  def?: AnyResource,
): Sheet {
  const derived = def && contractSheet(def, columns, rows, labels);
  if (derived) return derived;
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
  return writers().toCsv(keys, records);
}

/** A one-sheet xlsx with typed cells, its parts compressed (fflate, in the SDK's writer). */
export function toXlsx(sheet: Sheet, sheetName = 'Sheet1'): Uint8Array {
  const { keys, records } = recordsOf(sheet);
  return writers().toXlsx(keys, records, { sheetName: sheetName.slice(0, 31) });
}

/** Saves bytes or text as a download in the browser. */
export function download(name: string, content: Uint8Array | string, type: string) {
  saveFile(name, new Blob([content as BlobPart], { type }));
}
