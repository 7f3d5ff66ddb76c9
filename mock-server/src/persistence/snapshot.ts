// The data file (--data FILE): a snapshot of every table and upload, `{version: 1, tables: {
// "<tenant>|<table>": [rows]}, files: {id: {name, mime, data (base64)}}}`. Written whole to
// FILE.tmp, fsync'ed and renamed over FILE, so FILE is always a complete snapshot; read back with
// every problem named.
import { closeSync, fsyncSync, fstatSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Row } from '../store.ts';

export const VERSION = 1;

export interface FileRecord {
  name: string;
  mime: string;
  /** base64 */
  data: string;
}

export interface Snapshot {
  tables: Record<string, Row[]>;
  files: Record<string, FileRecord>;
}

/** A data file or journal the sandbox will not start from; the message says why. */
export class DataProblem extends Error {}

/**
 * The snapshot's text, piece by piece (a large store never becomes one string). Rows are written
 * one at a time: a row that cannot be written is reported and left out, never failing the rest.
 */
export function* snapshotParts(
  tables: Iterable<[string, Iterable<Row>]>,
  files: Iterable<[string, FileRecord]>,
  skipped: (what: string, e: Error) => void,
): Generator<string> {
  yield `{"version":${VERSION},"tables":{`;
  let first = true;
  for (const [id, rows] of tables) {
    const items: string[] = [];
    for (const row of rows) {
      try {
        items.push(JSON.stringify(row));
      } catch (e) {
        skipped(`a row of ${id}`, e as Error);
      }
    }
    yield `${first ? '' : ','}${JSON.stringify(id)}:[${items.join(',')}]`;
    first = false;
  }
  yield '},"files":{';
  first = true;
  for (const [id, f] of files) {
    yield `${first ? '' : ','}${JSON.stringify(id)}:${JSON.stringify(f)}`;
    first = false;
  }
  yield '}}';
}

/** Writes FILE.tmp, fsyncs it, renames it over FILE and fsyncs the folder; answers FILE's size. */
export function writeSnapshot(file: string, parts: Iterable<string>): number {
  const tmp = `${file}.tmp`;
  const fd = openSync(tmp, 'w');
  let size: number;
  try {
    for (const part of parts) writeAll(fd, part);
    fsyncSync(fd);
    size = fstatSync(fd).size;
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  syncFolder(file);
  return size;
}

/** Writes all of `text` (a write may take only part of it); answers the bytes written. */
export function writeAll(fd: number, text: string): number {
  const data = Buffer.from(text);
  let done = 0;
  while (done < data.length) done += writeSync(fd, data, done, data.length - done);
  return data.length;
}

/** Makes a rename in the file's folder durable (where the platform allows opening a folder). */
export function syncFolder(file: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dirname(file), 'r');
    fsyncSync(fd);
  } catch {
    // Not supported here (Windows): the rename is still atomic, only its durability is the OS's.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads and checks a snapshot; a DataProblem names what is wrong with it. */
export function readSnapshot(file: string): Snapshot {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new DataProblem(`cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new DataProblem(`not valid JSON (${(e as Error).message})`);
  }
  if (!isObject(data)) throw new DataProblem('not a sandbox data file (expected an object with version, tables and files)');
  if (data.version !== VERSION)
    throw new DataProblem(`version ${JSON.stringify(data.version ?? null)}, but this sandbox reads version ${VERSION}`);
  const tables = data.tables ?? {};
  if (!isObject(tables)) throw new DataProblem('"tables" is not an object');
  for (const [id, rows] of Object.entries(tables)) {
    if (!id.includes('|')) throw new DataProblem(`table name ${JSON.stringify(id)} is not "<tenant>|<table>"`);
    if (!Array.isArray(rows) || !rows.every(isObject)) throw new DataProblem(`table ${JSON.stringify(id)} is not a list of rows`);
  }
  const files = data.files ?? {};
  if (!isObject(files)) throw new DataProblem('"files" is not an object');
  for (const [id, f] of Object.entries(files))
    if (!isFileRecord(f)) throw new DataProblem(`upload ${JSON.stringify(id)} lacks name, mime or data`);
  return { tables: tables as Record<string, Row[]>, files: files as Record<string, FileRecord> };
}

export const isFileRecord = (f: unknown): f is FileRecord =>
  isObject(f) && typeof f.name === 'string' && typeof f.mime === 'string' && typeof f.data === 'string';
