// Keeps the store in its data file: every change journaled and synced before the answer that
// follows it (changes made outside a handler's changed() call are written at the end of the
// current job, still before Fastify sends the answer in a later microtask), the journal compacted
// into a snapshot when due, on start and on close.
import type { Store } from '../store.ts';
import { DataFile, DataFileError } from './data-file.ts';
import type { FileStore, StoredFile } from './files.ts';
import type { JournalEntry } from './journal.ts';
import { snapshotParts, type FileRecord, type Snapshot } from './snapshot.ts';

const fileRecord = (f: StoredFile): FileRecord => ({ name: f.name, mime: f.mime, data: f.data.toString('base64') });
const storedFile = (f: FileRecord): StoredFile => ({ name: f.name, mime: f.mime, data: Buffer.from(f.data, 'base64') });
const report = (e: unknown, file = '') => console.error(`sandbox: could not write ${file}: ${(e as Error).message}`);

export class Durability {
  private data?: DataFile;
  private queued = false;
  /** A journal write failed: the next write is a full snapshot, which holds what the journal lost. */
  private needsSnapshot = false;
  private closed = false;

  constructor(
    private readonly store: Store,
    private readonly files: FileStore,
    private readonly keyOf: (table: string) => string,
  ) {
    store.onDirty = files.onSet = () => this.queue();
  }

  get file(): string | undefined {
    return this.data?.file;
  }

  /** Whether a change may still wait for its write (queued at the end of the current job). */
  get pending(): boolean {
    return this.queued;
  }

  /**
   * Starts from `file`: its snapshot and journal restored, or `seed()` when there is none yet;
   * then a fresh snapshot. Throws a DataFileError, having written nothing, for a file it cannot load.
   */
  open(file: string, compactAfterBytes: number | undefined, seed: () => void): void {
    const data = new DataFile(file, compactAfterBytes);
    const loaded = data.load();
    if (loaded) this.restore(data, loaded.snapshot, loaded.journal);
    else seed();
    this.data = data;
    try {
      this.compact();
    } catch (e) {
      this.data = undefined; // nothing more is tried: the sandbox does not start
      throw new DataFileError(`sandbox: cannot write ${file}: ${(e as Error).message}`);
    }
  }

  /** Writes the changes made so far and waits for the disk; throws if the disk refused them. */
  flush(): void {
    const { cleared, changes } = this.store.drain();
    const files = [...this.files.pending];
    this.files.pending.clear();
    if (!this.data || this.closed) return;
    if (cleared || this.needsSnapshot) return this.compact();
    if (!changes.length && !files.length) return;
    const lines: string[] = [];
    for (const c of changes) {
      try {
        lines.push(JSON.stringify(c.row ? { t: c.table, k: c.key, r: c.row } : { t: c.table, k: c.key, d: 1 }));
      } catch (e) {
        // The store refuses what JSON cannot hold; should one slip through, it alone is lost.
        console.error(`sandbox: row ${c.key} of ${c.table} cannot be written: ${(e as Error).message}`);
      }
    }
    for (const id of files) {
      const f = this.files.get(id);
      if (f) lines.push(JSON.stringify({ f: id, ...fileRecord(f) }));
    }
    try {
      this.data.append(lines);
    } catch (e) {
      this.needsSnapshot = true;
      throw e;
    }
    if (this.data.due) this.compact();
  }

  /** On shutdown: a final snapshot; nothing is written after it. */
  close(): void {
    if (this.closed) return;
    try {
      if (this.data) this.compact();
    } catch (e) {
      report(e, this.data?.file);
    } finally {
      this.data?.close();
      this.closed = true;
    }
  }

  private queue(): void {
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      try {
        this.flush();
      } catch (e) {
        report(e, this.data?.file);
      }
    });
  }

  /** A full snapshot in place of the journal. */
  private compact(): void {
    this.store.drain();
    this.files.pending.clear();
    this.needsSnapshot = true;
    const skipped = (what: string, e: Error) => console.error(`sandbox: ${what} cannot be written: ${e.message}`);
    const files = [...this.files].map(([id, f]): [string, FileRecord] => [id, fileRecord(f)]);
    this.data!.compact(snapshotParts(this.store.contents(), files, skipped));
    this.needsSnapshot = false;
  }

  /** The store as the data file left it: the snapshot, then the journal's changes in order. */
  private restore(data: DataFile, snapshot: Snapshot, journal: JournalEntry[]): void {
    this.store.clear();
    this.files.clear();
    const put = (path: string, table: string, key: string, row: Record<string, unknown>) => {
      try {
        this.store.byId(table).set(key, row);
      } catch (e) {
        throw data.problem(path, `row ${JSON.stringify(key)} of ${table}: ${(e as Error).message}`);
      }
    };
    for (const [id, rows] of Object.entries(snapshot.tables)) {
      const key = this.keyOf(id.slice(id.indexOf('|') + 1));
      for (const row of rows) put(data.file, id, String(row[key]), row);
    }
    for (const [id, f] of Object.entries(snapshot.files)) this.files.set(id, storedFile(f));
    for (const e of journal) {
      if ('f' in e) this.files.set(e.f, storedFile(e));
      else if ('d' in e) this.store.byId(e.t).delete(e.k);
      else put(data.journalFile, e.t, e.k, e.r);
    }
  }
}
