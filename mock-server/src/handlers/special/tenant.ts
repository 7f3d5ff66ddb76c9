// The tenant screen's settings dialogs: account quota and expiry (setting, by row ids), data
// source and product package (by tenantId). They write the tenant row, so tenant/detail and
// tenant/list answer what was saved (they answered the contract's example before).
import { coerce } from '../../schema.ts';
import type { Row } from '../../store.ts';
import { badRequest, formatDate, MSG, status } from '../../wire.ts';
import { required, visibleRows, type Call, type Handler } from '../common.ts';

const TENANT = '@Tenant';
const tenantProps = (c: Call) => [...c.state.resources.values()].find((x) => x.table === TENANT)?.props ?? {};

function save(c: Call, rows: Row[], fields: Row): unknown {
  if (!rows.length) throw badRequest(MSG.notFound);
  const props = tenantProps(c);
  const now = formatDate();
  for (const row of rows) {
    for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') row[k] = coerce(v, props[k]);
    Object.assign(row, { updateUser: c.session?.userId ?? '', updateTime: now });
  }
  c.state.changed();
  return status(true);
}

/** Tenant rows by their tenantId (not the row id): datasource and package-setting name tenants so. */
const byTenantId = (c: Call) => {
  const tenantId = required(c, 'tenantId');
  return visibleRows(c, TENANT).filter((t) => t.tenantId === tenantId);
};

export const tenantSpecials: Record<string, Handler> = {
  'POST /blade-system/tenant/setting': (c) => {
    const ids = new Set(required(c, 'ids').split(',').map((s) => s.trim()));
    // Only what was sent changes: the dialog may set the quota or the expiry alone.
    return save(c, visibleRows(c, TENANT).filter((t) => ids.has(String(t.id))), { accountNumber: c.query.accountNumber, expireTime: c.query.expireTime });
  },
  'POST /blade-system/tenant/datasource': (c) => save(c, byTenantId(c), { datasourceId: required(c, 'datasourceId') }),
  'POST /blade-system/tenant/package-setting': (c) => save(c, byTenantId(c), { packageId: required(c, 'packageId') }),
};
