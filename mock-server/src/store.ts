// In-memory tables: one map per (tenant, table). Tables of entities the auth and menu code share
// (users, roles, departments, menus) have fixed names; others are named by their resource.
// Tenants themselves live in one global table, read with a filter for non-admin tenants.
export type Row = Record<string, any>;

export const GLOBAL = '*';
export const SHARED_TABLES: Record<string, string> = { User: '@User', Role: '@Role', Dept: '@Dept', Tenant: '@Tenant', Post: '@Post' };
export const LEAVE_TABLE = 'blade-desk/process/leave';
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

export class Store {
  private tables = new Map<string, Map<string, Row>>();
  private seq = 0;

  /** A new Long id as a string: time-ordered like a snowflake id. */
  nextId(): string {
    this.seq = (this.seq + 1) % 4096;
    return String((BigInt(Date.now() - 1288834974657) << 22n) | BigInt(this.seq));
  }

  table(scope: string, name: string): Map<string, Row> {
    const key = `${isGlobal(name) ? GLOBAL : scope}|${name}`;
    let t = this.tables.get(key);
    if (!t) this.tables.set(key, (t = new Map()));
    return t;
  }

  rows(scope: string, name: string): Row[] {
    return [...this.table(scope, name).values()];
  }

  insert(scope: string, name: string, row: Row, key = 'id'): Row {
    this.table(scope, name).set(String(row[key]), row);
    return row;
  }

  clear(): void {
    this.tables.clear();
  }

  toJSON(): Record<string, Row[]> {
    const out: Record<string, Row[]> = {};
    for (const [k, t] of this.tables) out[k] = [...t.values()];
    return out;
  }

  /** Loads tables written by toJSON; each row keyed by `keyOf(table)`. */
  load(data: Record<string, Row[]>, keyOf: (table: string) => string): void {
    this.tables.clear();
    for (const [k, rows] of Object.entries(data)) {
      const name = k.slice(k.indexOf('|') + 1);
      const key = keyOf(name);
      this.tables.set(k, new Map(rows.map((r) => [String(r[key]), r])));
    }
  }

  stats(): { tables: number; rows: number } {
    let rows = 0;
    for (const t of this.tables.values()) rows += t.size;
    return { tables: this.tables.size, rows };
  }
}
