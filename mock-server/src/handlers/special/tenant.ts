// The tenant screen's settings dialogs: account quota and expiry (setting, by row ids), data
// source and product package (by tenantId). They write the tenant row, so tenant/detail and
// tenant/list answer what was saved (they answered the contract's example before). The tenant
// app screen's 签名 and 推送 (tenant-app/sign, xky-send) name an app of the caller's tenant by appKey.
import { randomBytes } from 'node:crypto';
import { md5 } from '../../auth/hash.ts';
import { coerce } from '../../schema.ts';
import type { Row } from '../../store.ts';
import { badRequest, formatDate, MSG, r, status } from '../../wire.ts';
import { toWire } from '../../records.ts';
import type { Call, Handler } from '../../call.ts';
import { filterRows, findVisibleBy, required, resourceNamed, visibleRows } from '../common.ts';

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

const PACKAGE = 'blade-system/tenant-package';

/**
 * The package of the tenant whose record id is `tenantId` (BladeX reads the tenant with getById),
 * or null when the tenant has none or is unknown to the caller.
 */
function packageOfTenant(c: Call): unknown {
  const tenant = visibleRows(c, TENANT).find((t) => String(t.id) === required(c, 'tenantId'));
  const packageId = tenant?.packageId == null ? '' : String(tenant.packageId);
  const table = resourceNamed(c, PACKAGE).table;
  const found = packageId ? visibleRows(c, table).find((p) => String(p.id) === packageId) : undefined;
  return r(found ? toWire(found, resourceNamed(c, PACKAGE).props) : null);
}

/** Every package, its fields matched exactly (TenantPackageController.select binds the entity). */
function packageSelect(c: Call): unknown {
  const res = resourceNamed(c, PACKAGE);
  return r(filterRows(visibleRows(c, res.table), c.query, res.props, [], 'exact').map((p) => toWire(p, res.props)));
}

/** The app of the caller's tenant named by appKey (and tenantId, when given): else 数据不存在. */
function appOf(c: Call): Row {
  const app = findVisibleBy(c, c.state.resources.get('blade-system/tenant-app')!, 'appKey', required(c, 'appKey'));
  if (!app || (c.query.tenantId && String(app.tenantId ?? '') !== c.query.tenantId)) throw badRequest(MSG.notFound);
  return app;
}

/** A signature of the app's call: md5 of appKey, appSecret, timestamp and a fresh nonce (the sandbox's own scheme). */
function signApp(c: Call): unknown {
  const app = appOf(c);
  const timestamp = c.query.timestamp || String(Date.now());
  const nonce = randomBytes(4).toString('hex');
  return r({ appKey: String(app.appKey), timestamp, nonce, sign: md5(`${app.appKey}${app.appSecret ?? ''}${timestamp}${nonce}`) });
}

export const tenantSpecials: Record<string, Handler> = {
  'POST /blade-system/tenant/setting': (c) => {
    const ids = new Set(
      required(c, 'ids')
        .split(',')
        .map((s) => s.trim()),
    );
    // Only what was sent changes: the dialog may set the quota or the expiry alone.
    return save(
      c,
      visibleRows(c, TENANT).filter((t) => ids.has(String(t.id))),
      { accountNumber: c.query.accountNumber, expireTime: c.query.expireTime },
    );
  },
  'POST /blade-system/tenant/datasource': (c) => save(c, byTenantId(c), { datasourceId: required(c, 'datasourceId') }),
  'POST /blade-system/tenant/package-setting': (c) => save(c, byTenantId(c), { packageId: required(c, 'packageId') }),
  'GET /blade-system/tenant/package-detail': packageOfTenant,
  'GET /blade-system/tenant-package/select': packageSelect,
  'GET /blade-system/tenant-app/sign': signApp,
  // The push itself leaves the sandbox; what stays is when the app was last pushed (hidden).
  'GET /blade-system/tenant-app/xky-send': (c) => {
    appOf(c)._xkySentAt = formatDate();
    c.state.changed();
    return status(true);
  },
};
