// The journal (FILE.journal): one JSON line per change since the last snapshot, appended and
// fdatasync'ed before the sandbox answers the request that made it. Lines:
//   {"t": "<tenant>|<table>", "k": key, "r": row}     a row stored (its whole content)
//   {"t": "<tenant>|<table>", "k": key, "d": 1}       a row removed
//   {"f": id, "name", "mime", "data": base64}         an upload stored
// A crash can tear the last line (written, not yet synced, never answered): it is ignored.
import { closeSync, existsSync, fdatasyncSync, fstatSync, ftruncateSync, openSync, readFileSync } from 'node:fs';
import type { Row } from '../store.ts';
import { DataProblem, isFileRecord, writeAll, type FileRecord } from './snapshot.ts';

export type JournalEntry = { t: string; k: string; r: Row } | { t: string; k: string; d: 1 } | ({ f: string } & FileRecord);

const isObject = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isEntry(v: unknown): v is JournalEntry {
  if (!isObject(v)) return false;
  if (typeof v.f === 'string') return isFileRecord(v);
  return typeof v.t === 'string' && v.t.includes('|') && typeof v.k === 'string' && (v.d === 1 || isObject(v.r));
}

/** The journal's entries in order; a torn last line is left out, any other bad line is a DataProblem. */
export function readJournal(file: string): JournalEntry[] {
  if (!existsSync(file)) return [];
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new DataProblem(`cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const lines = text.split('\n');
  const out: JournalEntry[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const last = i === lines.length - 1; // no newline after it: the write was cut short
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch (e) {
      if (last) return;
      throw new DataProblem(`line ${i + 1}: not valid JSON (${(e as Error).message})`);
    }
    if (!isEntry(entry)) {
      if (last) return;
      throw new DataProblem(`line ${i + 1}: not a journal entry`);
    }
    out.push(entry);
  });
  return out;
}

/** The open journal: appends are durable when append() returns. */
export class Journal {
  private fd: number;
  bytes: number;

  constructor(readonly file: string) {
    this.fd = openSync(file, 'a');
    this.bytes = fstatSync(this.fd).size;
  }

  /** Writes the lines and waits for the disk (fdatasync): only then may the answer go out. */
  append(lines: string[]): void {
    const before = this.bytes;
    try {
      this.bytes += writeAll(this.fd, `${lines.join('\n')}\n`);
      fdatasyncSync(this.fd);
    } catch (e) {
      // A half-written line would run into the next append: cut the journal back to where it was.
      try {
        ftruncateSync(this.fd, before);
      } catch {
        // the caller snapshots next, which empties the journal anyway
      }
      this.bytes = before;
      throw e;
    }
  }

  /** Empties the journal once a snapshot holds everything in it. */
  truncate(): void {
    ftruncateSync(this.fd, 0);
    fdatasyncSync(this.fd);
    this.bytes = 0;
  }

  close(): void {
    closeSync(this.fd);
  }
}
