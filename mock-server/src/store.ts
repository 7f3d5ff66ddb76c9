// In-memory tables: one table per (tenant, table). Tables of entities the auth and menu code share
// (users, roles, departments, menus) have fixed names; others are named by their resource.
// Tenants themselves live in one global table, read with a filter for non-admin tenants.
// Every change to a table (set, delete, or a change through a handed-out row) is noted, so the
// sandbox can journal it before it answers (state.ts, persistence/).
import { Table, type Row } from './tables/table.ts';

export type { Row } from './tables/table.ts';
export { Table, storedObject, recall, remember } from './tables/table.ts';

export const GLOBAL = '*';
export const SHARED_TABLES: Record<string, string> = { User: '@User', Role: '@Role', Dept: '@Dept', Tenant: '@Tenant', Post: '@Post' };
export const LEAVE_TABLE = 'blade-desk/process/leave';
/** Top menus: seeded beside the menus (seed/), granted their menus by topmenu/grant (handlers/special/grants.ts). */
export const TOPMENU_TABLE = 'blade-system/topmenu';
export const RESOURCE_TABLES: Record<string, string> = {
  'blade-system/menu': '@Menu',
  'blade-system/tenant': '@Tenant',
  'blade-user': '@User',
  // Workflow: deployed processes, tasks and instances are shared by the flow handlers.
  'blade-flow/manager': '@FlowProcess',
  'blade-flow/work': '@FlowTask',
  'blade-flow/follow': '@FlowFollow',
};

export function tableOf(resource: string, entity?: string): string {
  return RESOURCE_TABLES[resource] ?? (entity && SHARED_TABLES[entity]) ?? resource;
}

export const isGlobal = (table: string) => table === '@Tenant';

/** One change since the last drain: the row's new content, or undefined when it was removed. */
export interface Change {
  table: string;
  key: string;
  row: Row | undefined;
}

export class Store {
  private tables = new Map<string, Table>();
  /** The same tables by scope and name: a lookup per row read, so no id string is built for it. */
  private byScope = new Map<string, Map<string, Table>>();
  private seq = 0;
  /** Keys changed since the last drain, by table id. */
  private dirty = new Map<Table, Set<string>>();
  private cleared = false;
  /** Called on the first change after a drain (the sandbox schedules its journal write). */
  onDirty?: () => void;

  /** A new Long id as a string: time-ordered like a snowflake id. */
  nextId(): string {
    this.seq = (this.seq + 1) % 4096;
    return String((BigInt(Date.now() - 1288834974657) << 22n) | BigInt(this.seq));
  }

  /** The table `name` of tenant `scope` (the global tenant table whatever the scope). */
  table(scope: string, name: string): Table {
    const s = isGlobal(name) ? GLOBAL : scope;
    return this.byScope.get(s)?.get(name) ?? this.byId(`${s}|${name}`);
  }

  /** A table by its id, `<scope>|<name>` (the journal's and the data file's names). */
  byId(id: string): Table {
    let t = this.tables.get(id);
    if (t) return t;
    this.tables.set(id, (t = new Table(id, (table, key) => this.noteChange(table, key))));
    const [scope, name] = [id.slice(0, id.indexOf('|')), id.slice(id.indexOf('|') + 1)];
    if (!this.byScope.has(scope)) this.byScope.set(scope, new Map());
    this.byScope.get(scope)!.set(name, t);
    return t;
  }

  rows(scope: string, name: string): Row[] {
    return [...this.table(scope, name).values()];
  }

  /** Stores the row under its `key` field; answers the row as stored (changes to it are seen). */
  insert(scope: string, name: string, row: Row, key = 'id'): Row {
    const table = this.table(scope, name);
    const k = String(row[key]);
    table.set(k, row);
    return table.get(k)!;
  }

  clear(): void {
    this.tables.clear();
    this.byScope.clear();
    this.dirty.clear();
    this.cleared = true;
    this.onDirty?.();
  }

  private noteChange(table: Table, key: string): void {
    if (this.tables.get(table.id) !== table) return; // a table dropped by clear()
    const first = !this.dirty.size && !this.cleared;
    let keys = this.dirty.get(table);
    if (!keys) this.dirty.set(table, (keys = new Set()));
    keys.add(key);
    if (first) this.onDirty?.();
  }

  /**
   * The changes since the last drain, each row once in its latest state; `cleared` when the whole
   * store was replaced (a reseed) since, so only a full snapshot records it.
   */
  drain(): { cleared: boolean; changes: Change[] } {
    const changes: Change[] = [];
    for (const [table, keys] of this.dirty) {
      table.settle();
      for (const key of keys) changes.push({ table: table.id, key, row: table.read(key) });
    }
    const cleared = this.cleared;
    this.dirty.clear();
    this.cleared = false;
    return { cleared, changes };
  }

  /** Every table with its stored rows, in table order, for read-only use (the snapshot). */
  *contents(): Generator<[string, Iterable<Row>]> {
    for (const [id, t] of this.tables) if (t.size) yield [id, [...t.ordered()].map((e) => e.row)];
  }

  stats(): { tables: number; rows: number } {
    let rows = 0;
    for (const t of this.tables.values()) rows += t.size;
    return { tables: this.tables.size, rows };
  }
}
