// JSON lines: one record a line, as the list answered it (no guard: JSON is data, not a sheet).
import type { ExportRecord } from './cells';

/** One JSON line (with its LF) of a record. */
export function jsonLine(record: ExportRecord): string {
  return JSON.stringify(record) + '\n';
}

/** A whole JSON-lines document. */
export function toJsonLines(records: Iterable<ExportRecord>): string {
  let out = '';
  for (const r of records) out += jsonLine(r);
  return out;
}
