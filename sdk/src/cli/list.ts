// `dasha list` (one page, printed) and `dasha export` (every page, to a file). The query is
// checked against the resource's list operation in the contract before anything is sent.
import { closeSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { extname } from 'node:path';
import { resourceFacts } from '../generated/resources';
import type { BladeClient } from '../client';
import type { ResourcePath } from '../resource';
import { columnsOf, type ExportRecord } from '../export/cells';
import { dictionaryLabels, exportFields, exportHeader, exportRow, rawFields, type ExportField, type FieldLabels } from '../export/columns';
import { csvLine } from '../export/csv';
import { jsonLine } from '../export/jsonl';
import { xlsxStream } from '../export/xlsx';
import { signedIn } from './client';
import { formatPage, LIST_FORMATS } from './format';
import type { CliIo } from './io';
import { checkParams, operationAt, pairs } from './params';
import { progressBar } from './progress';
import { resolveResource } from './resources';
import { UsageError } from './usage';

/** Options shared by list and export. */
export interface ListFlags {
  'base-url'?: string;
  query?: string[];
  size?: string;
}

/** A positive integer option, or a UsageError naming it. */
export function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer, got "${text}".`);
  return n;
}

/** The resource's path and its query, checked against its list operation (page parameters are the CLI's). */
function listQuery(named: string | undefined, flags: ListFlags): { path: ResourcePath; query: Record<string, unknown> } {
  const path = resolveResource(named) as ResourcePath;
  const f = resourceFacts[path];
  if (f?.list === null) throw new UsageError(`${path} has no list in the contract: try \`dasha call\` with one of its operations.`);
  const listPath = f?.list ?? `${path}/list`;
  const op = operationAt(f?.listMethod ?? 'get', listPath);
  const given = pairs(flags.query, 'query');
  for (const [k] of given) if (k === 'current' || k === 'size') throw new UsageError(`Use --page/--size rather than --query ${k}=...`);
  const checked = op ? checkParams(op, given, `The list of ${path}`) : { query: Object.fromEntries(given) };
  return { path, query: checked.query ?? {} };
}

/** Prints one page of a resource's list. */
export async function list(io: CliIo, named: string | undefined, flags: ListFlags & { page?: string; format?: string }): Promise<void> {
  const { path, query } = listQuery(named, flags);
  const size = positive('size', flags.size, 20);
  const current = positive('page', flags.page, 1);
  const format = flags.format ?? 'table';
  if (!(LIST_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of ${LIST_FORMATS.join(', ')}, got "${format}".`);
  const blade = await signedIn(io, flags);
  const page = await blade.anyResource(path).page({ ...query, current, size });
  io.stdout.write(formatPage(format, page));
}

/** A file written page by page: the header once, then each page's rows, then its end. */
interface PageWriter {
  rows(rows: unknown[][], records: ExportRecord[]): void;
  end(): void;
}

/** Opens a writer on the file: its header (empty: JSON lines of the records as they are) and sheet name. */
type WriterOf = (fd: number, header: string[], sheet: string) => PageWriter;

const WRITERS: Record<string, WriterOf> = {
  '.csv': (fd, header) => {
    writeSync(fd, '\ufeff' + csvLine(header));
    return { rows: (rows) => writeSync(fd, rows.map(csvLine).join('')), end: () => {} };
  },
  // A line per record keyed by the header (labelled), or the record as the list answered it (--raw).
  '.jsonl': (fd, header) => ({
    rows: (rows, records) => {
      const objects = header.length ? rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) : records;
      writeSync(fd, objects.map(jsonLine).join(''));
    },
    end: () => {},
  }),
  '.xlsx': (fd, header, sheet) => {
    const book = xlsxStream(header, (bytes) => writeSync(fd, bytes), { sheetName: sheet });
    return { rows: (rows) => book.rows(rows), end: () => book.end() };
  },
};

/**
 * The fields a file writes: the contract's (titles, labels) or, with --raw or where it has none, the
 * keys of the first page's records (the header is written before the next page arrives).
 */
function fieldsOf(path: string, first: ExportRecord[], raw: boolean): ExportField[] {
  const described = exportFields(path);
  return !raw && described ? [...described] : rawFields(columnsOf(first));
}

/** Writes the pages to the open file as they arrive; the number of records written. */
async function writePages(
  fd: number,
  pages: AsyncIterable<{ records: unknown[]; total: number }>,
  o: { path: string; ext: string; raw: boolean; labels: FieldLabels; onPage: (count: number, total: number) => void },
): Promise<number> {
  let count = 0;
  let writer: PageWriter | undefined;
  let fields: ExportField[] = [];
  const open = (header: string[]) => WRITERS[o.ext]!(fd, header, o.path.slice(o.path.lastIndexOf('/') + 1));
  for await (const page of pages) {
    const records = page.records as ExportRecord[];
    if (!writer) {
      fields = fieldsOf(o.path, records, o.raw);
      writer = open(o.raw && o.ext === '.jsonl' ? [] : exportHeader(fields));
    }
    writer.rows(
      records.map((r) => (o.raw ? fields.map((f) => r[f.key]) : exportRow(fields, r, o.labels))),
      records,
    );
    count += records.length;
    o.onPage(count, page.total);
  }
  (writer ?? open(exportHeader(exportFields(o.path) ?? []))).end();
  return count;
}

/** Writes every record of a resource's list to a file (the format from its extension), each page as it arrives. */
export async function exportList(
  io: CliIo,
  named: string | undefined,
  flags: ListFlags & { out?: string; concurrency?: string; stats?: boolean; raw?: boolean },
): Promise<void> {
  const { path, query } = listQuery(named, flags);
  const out = flags.out;
  if (!out) throw new UsageError('dasha export needs --out <file.csv|file.jsonl|file.xlsx>.');
  const ext = extname(out).toLowerCase();
  if (!WRITERS[ext]) throw new UsageError(`--out must end in ${Object.keys(WRITERS).join(', ')}, got "${out}".`);
  const size = positive('size', flags.size, 500);
  const concurrency = positive('concurrency', flags.concurrency, 2);
  const raw = !!flags.raw;
  const blade: BladeClient = await signedIn(io, flags);
  const started = performance.now();
  const bar = progressBar(io.stderr, path);
  // Dictionary words are read once, before the first page: a field's labels are the same on every page.
  const labels: FieldLabels = raw ? {} : await dictionaryLabels(exportFields(path) ?? [], (p, q) => blade.read(p, q));
  // Written beside the target and renamed at the end: a failed export leaves no half file.
  const part = `${out}.part`;
  const fd = openSync(part, 'w');
  let count: number;
  try {
    const pages = blade.anyResource(path).pages({ query, size, concurrency });
    count = await writePages(fd, pages, { path, ext, raw, labels, onPage: (n, total) => bar.update(n, total) });
  } catch (e) {
    closeSync(fd);
    rmSync(part, { force: true });
    throw e;
  } finally {
    bar.done();
  }
  closeSync(fd);
  renameSync(part, out);
  const seconds = (performance.now() - started) / 1000;
  io.stderr.write(`${count} records of ${path} -> ${out} in ${seconds.toFixed(1)} s\n`);
  if (flags.stats) {
    // For the bench: peak resident memory of this process (resourceUsage reports kilobytes).
    const stats = {
      records: count,
      seconds,
      recordsPerSecond: Math.round(count / seconds),
      maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    };
    io.stderr.write(`stats ${JSON.stringify(stats)}\n`);
  }
}
