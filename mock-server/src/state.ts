// Everything the sandbox holds: the indexed contract, its resources, the store and the auth
// state. `reset()` reseeds, as on start. With a data file, every change is journaled and synced
// before the answer of the request that made it goes out (persistence/), so an acknowledged
// write survives `kill -9`.
import { loadContract, type Contract } from './contract.ts';
import { Captchas } from './auth/captchas.ts';
import { Lockout } from './auth/lockout.ts';
import { Sessions } from './auth/sessions.ts';
import { Faults, type FaultConfig } from './faults.ts';
import { Durability } from './persistence/durable.ts';
import { FileStore } from './persistence/files.ts';
import { resourcesOf, type Resource } from './records.ts';
import { sublistLinks, type SublistLink } from './sublists.ts';
import { seed } from './seed/index.ts';
import { Store } from './store.ts';
import { BladeError, MSG } from './wire.ts';

export { DataFileError } from './persistence/data-file.ts';
export type { StoredFile } from './persistence/files.ts';

export interface SandboxOptions extends FaultConfig {
  contract?: Contract;
  /** Access token lifetime (BladeX: 3600 s). */
  tokenTtlSeconds?: number;
  /** Rows per generated standard resource and tenant (25 by default; the curated system tables keep their own lists). */
  perResource?: number;
  /** JSON file that keeps the store across restarts (with its journal, `<dataFile>.journal`). */
  dataFile?: string;
  /** Journal size that triggers a new snapshot (default: the snapshot's size, at least 8 MB). */
  compactAfterBytes?: number;
}

export class SandboxState {
  readonly contract: Contract;
  readonly resources: Map<string, Resource>;
  /** The contract's sub-lists the sandbox stores, by "GET /path". */
  readonly sublists: Map<string, SublistLink>;
  readonly store = new Store();
  readonly sessions: Sessions;
  readonly captchas = new Captchas();
  readonly lockout = new Lockout();
  readonly faults: Faults;
  readonly files = new FileStore();
  private tableKeys = new Map<string, string>([
    ['@FlowTask', 'taskId'],
    ['@FlowProcess', 'id'],
    ['@FlowFollow', 'id'],
    ['@FlowHistory', 'historyActivityId'],
  ]);
  private readonly durability: Durability;

  /** Throws a DataFileError, having written nothing, when the data file cannot be loaded. */
  constructor(readonly options: SandboxOptions = {}) {
    this.contract = options.contract ?? loadContract();
    this.resources = resourcesOf(this.contract);
    this.sublists = new Map(sublistLinks(this.contract, this.resources).map((l) => [l.key, l]));
    for (const r of this.resources.values()) if (!this.tableKeys.has(r.table)) this.tableKeys.set(r.table, r.key);
    if (!this.tableKeys.has('blade-system/region')) this.tableKeys.set('blade-system/region', 'code');
    this.sessions = new Sessions(options.tokenTtlSeconds ?? 3600);
    this.faults = new Faults(options);
    this.durability = new Durability(this.store, this.files, (t) => this.keyOf(t));
    if (options.dataFile) this.durability.open(options.dataFile, options.compactAfterBytes, () => this.reset());
    else this.reset();
  }

  /** Whether a change may still wait for its journal write: an answer must not go out before it. */
  get writesPending(): boolean {
    return this.durability.pending;
  }

  keyOf(table: string): string {
    return this.tableKeys.get(table) ?? 'id';
  }

  /**
   * Back to the seed. `keepSessions`: tokens issued so far stay valid (the seeded accounts keep
   * their ids), so a tester or a test run resets the data without signing in again.
   */
  reset({ keepSessions = false } = {}): void {
    seed(this.store, this.contract, this.resources, this.options.perResource ?? 25, [...this.sublists.values()]);
    if (!keepSessions) this.sessions.clear();
    this.captchas.clear();
    this.lockout.reset();
    this.files.clear();
    this.changed();
  }

  /**
   * Called after every change: with a data file, journals the changes made so far and waits for
   * the disk, so the answer that follows is never ahead of what is stored. A write that fails
   * answers 500: the client must not take it as done.
   */
  changed(): void {
    try {
      this.durability.flush();
    } catch (e) {
      console.error(`sandbox: could not write ${this.durability.file}: ${(e as Error).message}`);
      throw new BladeError(500, MSG.server);
    }
  }

  /** On shutdown: writes what is pending and a final snapshot; nothing is written after it. */
  close(): void {
    this.durability.close();
  }
}
