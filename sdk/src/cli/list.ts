// `dasha list` (one page, printed) and `dasha export` (every page, to a file). The query is
// checked against the resource's list operation in the contract before anything is sent.
import { writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { resourceFacts } from '../generated/resources';
import type { BladeClient } from '../client';
import type { ResourcePath } from '../resource';
import { columnsOf, type ExportRecord } from '../export/cells';
import { toCsv } from '../export/csv';
import { toJsonLines } from '../export/jsonl';
import { toXlsx } from '../export/xlsx';
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

const WRITERS: Record<string, (records: ExportRecord[], sheet: string) => string | Uint8Array> = {
  '.csv': (records) => toCsv(columnsOf(records), records),
  '.jsonl': (records) => toJsonLines(records),
  '.xlsx': (records, sheet) => toXlsx(columnsOf(records), records, { sheetName: sheet, deflate: (b) => deflateRawSync(b) }),
};

/** Writes every record of a resource's list to a file (the format from its extension). */
export async function exportList(
  io: CliIo,
  named: string | undefined,
  flags: ListFlags & { out?: string; concurrency?: string; stats?: boolean },
): Promise<void> {
  const { path, query } = listQuery(named, flags);
  if (!flags.out) throw new UsageError('dasha export needs --out <file.csv|file.jsonl|file.xlsx>.');
  const write = WRITERS[extname(flags.out).toLowerCase()];
  if (!write) throw new UsageError(`--out must end in ${Object.keys(WRITERS).join(', ')}, got "${flags.out}".`);
  const size = positive('size', flags.size, 500);
  const concurrency = positive('concurrency', flags.concurrency, 2);
  const blade: BladeClient = await signedIn(io, flags);
  const started = performance.now();
  const bar = progressBar(io.stderr, path);
  const records: ExportRecord[] = [];
  for await (const page of blade.anyResource(path).pages({ query, size, concurrency })) {
    records.push(...(page.records as ExportRecord[]));
    bar.update(records.length, page.total);
  }
  bar.done();
  writeFileSync(flags.out, write(records, path.slice(path.lastIndexOf('/') + 1)));
  const seconds = (performance.now() - started) / 1000;
  io.stderr.write(`${records.length} records of ${path} -> ${flags.out} in ${seconds.toFixed(1)} s\n`);
  if (flags.stats) {
    // For the bench: peak resident memory of this process (resourceUsage reports kilobytes).
    const stats = {
      records: records.length,
      seconds,
      recordsPerSecond: Math.round(records.length / seconds),
      maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    };
    io.stderr.write(`stats ${JSON.stringify(stats)}\n`);
  }
}
