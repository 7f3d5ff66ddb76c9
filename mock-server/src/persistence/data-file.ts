// --data FILE: the snapshot (FILE) and the journal (FILE.journal) together. On start the snapshot
// is read and the journal replayed over it; then, every time the journal outgrows the snapshot
// (at least 8 MB of it), and on close, a new snapshot is written and the journal emptied. A file
// the sandbox cannot start from stops it with a DataFileError that names the file and the
// problem, and nothing is written: the file is left for the user to fix or move away.
import { existsSync, statSync } from 'node:fs';
import { Journal, readJournal, type JournalEntry } from './journal.ts';
import { DataProblem, readSnapshot, writeSnapshot, type Snapshot } from './snapshot.ts';

/** The journal may grow to the snapshot's size, and at least to this, before it is compacted. */
export const MIN_COMPACT_BYTES = 8 * 1024 * 1024;

export class DataFileError extends Error {}

export class DataFile {
  readonly journalFile: string;
  private journal?: Journal;
  private snapshotBytes = 0;

  /** `compactAfterBytes` fixes the journal size that triggers a snapshot (tests use a small one). */
  constructor(
    readonly file: string,
    private readonly compactAfterBytes?: number,
  ) {
    this.journalFile = `${file}.journal`;
  }

  /** The error for a file the sandbox will not start from. */
  problem(path: string, what: string): DataFileError {
    return new DataFileError(
      `sandbox: cannot load ${path}: ${what}. Nothing was written; fix it, or move ${this.file} and ${this.journalFile} away to start from the seed.`,
    );
  }

  /** The snapshot and the journal entries to replay over it; undefined when there is no data yet. */
  load(): { snapshot: Snapshot; journal: JournalEntry[] } | undefined {
    const read = <T>(path: string, reader: (path: string) => T): T => {
      try {
        return reader(path);
      } catch (e) {
        if (e instanceof DataProblem) throw this.problem(path, e.message);
        throw e;
      }
    };
    if (!existsSync(this.file)) {
      if (existsSync(this.journalFile) && statSync(this.journalFile).size > 0)
        throw this.problem(this.journalFile, `it holds changes, but ${this.file} is missing`);
      return undefined;
    }
    return { snapshot: read(this.file, readSnapshot), journal: read(this.journalFile, readJournal) };
  }

  /** Appends changes to the journal; durable on return. */
  append(lines: string[]): void {
    this.open().append(lines);
  }

  /** Whether the journal has grown enough to be compacted into a snapshot. */
  get due(): boolean {
    return (this.journal?.bytes ?? 0) >= (this.compactAfterBytes ?? Math.max(MIN_COMPACT_BYTES, this.snapshotBytes));
  }

  /** Writes a snapshot of everything, then empties the journal it now holds. */
  compact(parts: Iterable<string>): void {
    this.snapshotBytes = writeSnapshot(this.file, parts);
    this.open().truncate();
  }

  close(): void {
    this.journal?.close();
    this.journal = undefined;
  }

  private open(): Journal {
    return (this.journal ??= new Journal(this.journalFile));
  }
}
