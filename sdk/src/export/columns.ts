// The columns of an export as a clerk reads them: each field's title from the contract (zh) as
// the header, and a coded field's label (its states, its dictionary's words) as the cell. The CLI
// and the console write them alike, so the same list gives the same file from either.
import { exportFieldsByPath } from '../generated/export-columns';
import type { ExportRecord } from './cells';

/** A dictionary holding a field's labels: BladeX's system dictionary (dict) or the business one (dict-biz). */
export interface DictionarySource {
  code: string;
  biz?: boolean;
  /** The item's field holding the label, default dictValue. */
  label?: string;
  /** The item's field the record holds, default dictKey. */
  value?: string;
}

/** One exported field of a resource's records, as the contract describes it. */
export interface ExportField {
  key: string;
  /** The contract's title (zh); the key stands in where it has none. */
  title?: string;
  /** The label of each code (a state, an enum, a yes/no). */
  labels?: Readonly<Record<string, string>>;
  /** The dictionary that labels its codes. */
  dict?: DictionarySource;
  /** A number field: a decimal sent as text ("3.20") is written as a number. */
  number?: boolean;
}

/** Labels by field key (code -> label), for codes the contract itself does not label. */
export type FieldLabels = Record<string, ReadonlyMap<string, string>>;

/** A GET of the contract whose answer the caller reads (the SDK client's `read`). */
export type ReadCall = (
  path: '/blade-system/dict/dictionary' | '/blade-system/dict-biz/dictionary',
  query: { code: string },
) => Promise<unknown>;

/** The fields an export of a resource writes, from the contract; undefined for a path it does not describe. */
export function exportFields(path: string): readonly ExportField[] | undefined {
  return exportFieldsByPath[path];
}

/** The fields of records the contract does not describe: every key, untitled, as the records have them. */
export function rawFields(keys: readonly string[]): ExportField[] {
  return keys.map((key) => ({ key }));
}

/** The header row: each field's title, else its key; a repeated title gets a number (上级部门 (2)), so no column is lost. */
export function exportHeader(fields: readonly ExportField[]): string[] {
  const seen = new Map<string, number>();
  return fields.map((f) => {
    const title = f.title ?? f.key;
    const n = (seen.get(title) ?? 0) + 1;
    seen.set(title, n);
    return n === 1 ? title : `${title} (${n})`;
  });
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** One cell: the label of a coded value, a number for a number field's decimal text, else the value as the list answered it. */
function exportCell(field: ExportField, value: unknown, given: ReadonlyMap<string, string> | undefined): unknown {
  if (value == null || value === '') return '';
  const code = String(value);
  if (field.labels && Object.hasOwn(field.labels, code)) return field.labels[code];
  const label = given?.get(code);
  if (label !== undefined) return label;
  if (field.number && typeof value === 'string' && DECIMAL.test(value)) return Number(value);
  return value;
}

/** A record's cells under the fields; `labels` adds the words of dictionary codes (dictionaryLabels). */
export function exportRow(fields: readonly ExportField[], record: ExportRecord, labels: FieldLabels = {}): unknown[] {
  return fields.map((f) => exportCell(f, record[f.key], labels[f.key]));
}

/** A dictionary's items as code -> label. */
function labelsOf(items: unknown, source: DictionarySource): Map<string, string> {
  const out = new Map<string, string>();
  if (!Array.isArray(items)) return out;
  for (const item of items as Array<Record<string, unknown>>) {
    const value = item[source.value ?? 'dictKey'];
    const label = item[source.label ?? 'dictValue'];
    if (value != null && label != null) out.set(String(value), String(label));
  }
  return out;
}

/** The labels of every dictionary the fields name, each dictionary read once (one call per code). */
export async function dictionaryLabels(fields: readonly ExportField[], read: ReadCall): Promise<FieldLabels> {
  const asked = new Map<string, Promise<unknown>>();
  const out: FieldLabels = {};
  for (const f of fields) {
    if (!f.dict) continue;
    const path = f.dict.biz ? '/blade-system/dict-biz/dictionary' : '/blade-system/dict/dictionary';
    const id = `${path}?${f.dict.code}`;
    if (!asked.has(id)) asked.set(id, read(path, { code: f.dict.code }));
    out[f.key] = labelsOf(await asked.get(id), f.dict);
  }
  return out;
}
