// Tenant-safe writes: a key another tenant holds is never created again or overwritten by the
// caller's tenant. BladeX's tenant plugin hides the other tenant's row from saveOrUpdate, whose
// insert then fails on the primary key; the sandbox answers that as a clear 400 instead.
import type { Call } from '../call.ts';
import { GLOBAL, isGlobal } from '../store.ts';
import { badRequest } from '../wire.ts';
import { PLATFORM_TENANT } from './permissions.ts';

export const NOT_VISIBLE = '数据不存在或无权访问';

/** The tenants the store knows: every row of the tenant table, and the platform's own. */
function tenants(c: Call): string[] {
  return [...new Set([PLATFORM_TENANT, ...c.state.store.rows(GLOBAL, '@Tenant').map((t) => String(t.tenantId))])];
}

/** Whether a tenant other than the caller's holds `key` in `table` (in the tenant table: another tenant's row). */
export function heldByAnotherTenant(c: Call, table: string, key: string): boolean {
  const scope = c.session?.tenantId ?? PLATFORM_TENANT;
  if (isGlobal(table)) {
    const row = c.state.store.table(scope, table).get(key);
    return Boolean(row) && scope !== PLATFORM_TENANT && row!.tenantId !== scope;
  }
  return tenants(c).some((t) => t !== scope && c.state.store.table(t, table).has(key));
}

/** Refuses a write naming keys that another tenant holds (400 R 数据不存在或无权访问). */
export function refuseForeignKeys(c: Call, table: string, keys: string[]): void {
  if (keys.some((key) => heldByAnotherTenant(c, table, key))) throw badRequest(NOT_VISIBLE);
}
