// Everything the sandbox holds: the indexed contract, its resources, the store and the auth
// state. `reset()` reseeds, as on start.
import { readFileSync, writeFileSync, existsSync, renameSync } from 'node:fs';
import { loadContract, type Contract } from './contract.ts';
import { Captchas } from './auth/captchas.ts';
import { Lockout } from './auth/lockout.ts';
import { Sessions } from './auth/sessions.ts';
import { Faults, type FaultConfig } from './faults.ts';
import { resourcesOf, type Resource } from './records.ts';
import { seed } from './seed/index.ts';
import { Store } from './store.ts';

export interface SandboxOptions extends FaultConfig {
  contract?: Contract;
  /** Access token lifetime (BladeX: 3600 s). */
  tokenTtlSeconds?: number;
  /** Rows per generated standard resource and tenant (25 by default; the curated system tables keep their own lists). */
  perResource?: number;
  /** JSON file that keeps the store across restarts. */
  dataFile?: string;
}

export interface StoredFile {
  name: string;
  mime: string;
  data: Buffer;
}

export class SandboxState {
  readonly contract: Contract;
  readonly resources: Map<string, Resource>;
  readonly store = new Store();
  readonly sessions: Sessions;
  readonly captchas = new Captchas();
  readonly lockout = new Lockout();
  readonly faults: Faults;
  readonly files = new Map<string, StoredFile>();
  private tableKeys = new Map<string, string>([['@FlowTask', 'taskId'], ['@FlowProcess', 'id'], ['@FlowFollow', 'id'], ['@FlowHistory', 'historyActivityId']]);
  private saveTimer?: NodeJS.Timeout;
  private dirty = false;
  private closed = false;

  constructor(readonly options: SandboxOptions = {}) {
    this.contract = options.contract ?? loadContract();
    this.resources = resourcesOf(this.contract);
    for (const r of this.resources.values()) if (!this.tableKeys.has(r.table)) this.tableKeys.set(r.table, r.key);
    if (!this.tableKeys.has('blade-system/region')) this.tableKeys.set('blade-system/region', 'code');
    this.sessions = new Sessions(options.tokenTtlSeconds ?? 3600);
    this.faults = new Faults(options);
    if (options.dataFile && existsSync(options.dataFile)) this.load(options.dataFile);
    else this.reset();
  }

  keyOf(table: string): string {
    return this.tableKeys.get(table) ?? 'id';
  }

  reset(): void {
    seed(this.store, this.contract, this.resources, this.options.perResource ?? 25);
    this.sessions.clear();
    this.captchas.clear();
    this.lockout.reset();
    this.files.clear();
    this.changed();
  }

  /** Called after every change: writes the data file (debounced) when persistence is on. */
  changed(): void {
    const file = this.options.dataFile;
    if (!file || this.closed) return;
    this.dirty = true;
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.save(file), 200);
    this.saveTimer.unref();
  }

  /**
   * On shutdown: writes a pending change now and cancels the debounced write, so nothing is
   * written once the sandbox is closed (a caller may remove the data file's folder right after).
   */
  close(): void {
    if (this.closed) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    if (this.dirty) this.save();
    this.closed = true;
  }

  save(file = this.options.dataFile): void {
    if (!file || this.closed) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    this.dirty = false;
    const files = Object.fromEntries([...this.files].map(([id, f]) => [id, { name: f.name, mime: f.mime, data: f.data.toString('base64') }]));
    try {
      writeFileSync(`${file}.tmp`, JSON.stringify({ version: 1, tables: this.store.toJSON(), files }));
      renameSync(`${file}.tmp`, file);
    } catch (e) {
      // A lost write must not take the sandbox down; the next change writes again.
      console.error(`sandbox: could not write ${file}: ${(e as Error).message}`);
    }
  }

  private load(file: string): void {
    const data = JSON.parse(readFileSync(file, 'utf8'));
    this.store.load(data.tables ?? {}, (t) => this.keyOf(t));
    for (const [id, f] of Object.entries<any>(data.files ?? {})) this.files.set(id, { name: f.name, mime: f.mime, data: Buffer.from(f.data, 'base64') });
  }
}
