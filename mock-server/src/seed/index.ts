// Seeds the whole store: accounts, menus, dictionaries, regions, workflow, brands, the curated
// system tables (params, notices, posts, clients), then every other standard resource of the
// contract up to the per-resource count. Run on start and on reset.
import type { Contract } from '../contract.ts';
import type { Resource } from '../records.ts';
import type { Store } from '../store.ts';
import { ADMIN_TENANT, DATA_TENANTS, DEMO_TENANT, TENANT_IDS, fileMadeUpDepts, linkMadeUpUsers, seedAccounts } from './accounts.ts';
import { baseFields, type SeedContext } from './context.ts';
import { dictRows } from './dicts.ts';
import { flowInstanceRows, flowProcessRows, flowTaskRows } from './flow.ts';
import { GLOBAL, LEAVE_TABLE, TOPMENU_TABLE } from '../store.ts';
import { menuIdsForRole, menuRows, topMenuRows } from './menus.ts';
import { regionRows } from './regions.ts';
import { seedResource } from './resources.ts';
import { linkSeededChildren, type SublistLink } from '../sublists.ts';
import { seedModeBindings } from './mode-categories.ts';
import { linkPickedFields, pickedFields } from './picked.ts';
import { seedDataScopes } from './scopes.ts';
import { seedCurated } from './system.ts';

/** Workflow tables hold only what the flow seed and the flow handlers put there (no faked rows). */
const FLOW_TABLES = new Set(['@FlowProcess', '@FlowTask', '@FlowFollow', '@FlowHistory', LEAVE_TABLE]);
/** Data scopes are hand-written (seed/scopes.ts), each under its own screen's menu. */
const DATA_SCOPE_TABLE = 'blade-system/data-scope';

export const BRAND_NAMES = ['大鲨', '蓝鲸', '海豚', '飞鱼', '银鲨'];

export function seed(
  store: Store,
  contract: Contract,
  resources: Map<string, Resource>,
  perResource = 25,
  links: SublistLink[] = [],
): void {
  store.clear();
  const menus = menuRows(contract);
  const ctx: SeedContext = {
    store,
    contract,
    resources,
    perResource,
    base: baseFields,
    insert: (scope, table, row, key = 'id') => store.insert(scope, table, row, key),
    rows: (scope, table) => store.rows(scope, table),
    menuIdsFor: (alias) => menuIdsForRole(menus, alias, contract),
  };
  seedAccounts(ctx);
  const picked = pickedFields(contract, resources);
  for (const tenantId of TENANT_IDS) {
    for (const m of menus) store.insert(tenantId, '@Menu', { ...baseFields(tenantId, 0), ...m });
    for (const top of topMenuRows(contract, menus)) store.insert(tenantId, TOPMENU_TABLE, { ...baseFields(tenantId, 0), ...top, tenantId });
  }
  // State fields of named operations, with the values they move between, so every operation
  // finds records it may act on.
  const stateValues = new Map<string, Map<string, unknown[]>>();
  for (const op of contract.operations) {
    const xb = op.xb;
    if (xb?.role !== 'action' || !xb.from) continue;
    const fields = stateValues.get(xb.resource) ?? stateValues.set(xb.resource, new Map()).get(xb.resource)!;
    const field = xb.field ?? 'status';
    const values = new Set([
      ...(fields.get(field) ?? []),
      ...xb.from,
      ...(Array.isArray(xb.to) ? xb.to : xb.to !== undefined ? [xb.to] : []),
    ]);
    fields.set(field, [...values]);
  }

  for (const tenantId of DATA_TENANTS) {
    const users = store.rows(tenantId, '@User');
    for (const r of dictRows(tenantId, ctx, tenantId === ADMIN_TENANT ? '1500000000000' : '1500000100000')) {
      store.insert(tenantId, 'blade-system/dict', r);
      store.insert(tenantId, 'blade-system/dict-biz', {
        ...r,
        id: `2${r.id.slice(1)}`,
        parentId: r.parentId === '0' ? '0' : `2${r.parentId.slice(1)}`,
      });
    }
    for (const r of regionRows()) store.insert(tenantId, 'blade-system/region', r, 'code');
    for (const p of flowProcessRows(tenantId)) store.insert(tenantId, '@FlowProcess', p);
    const tasks = flowTaskRows(tenantId, users);
    for (const t of tasks) store.insert(tenantId, '@FlowTask', t, 'taskId');
    const instances = flowInstanceRows(tenantId, tasks, users);
    for (const f of instances.follows) store.insert(tenantId, '@FlowFollow', f);
    for (const h of instances.history) store.insert(tenantId, '@FlowHistory', h, 'historyActivityId');
    for (const l of instances.leaves) store.insert(tenantId, LEAVE_TABLE, l);
    seedBrands(ctx, resources, tenantId);
    const curated = seedCurated(ctx, tenantId);
    for (const res of resources.values()) {
      if (
        res.table === '@Tenant' ||
        res.table === '@Menu' ||
        res.table === TOPMENU_TABLE ||
        res.table === 'blade-system/region' ||
        res.table === DATA_SCOPE_TABLE ||
        FLOW_TABLES.has(res.table) ||
        curated.has(res.table)
      )
        continue;
      seedResource(ctx, res, tenantId, stateValues.get(res.name));
    }
    linkPickedFields(store, picked, tenantId);
    fileMadeUpDepts(store, tenantId);
    linkMadeUpUsers(store, tenantId);
    linkSeededChildren(store, links, tenantId);
    seedModeBindings(
      store.rows(tenantId, resources.get('red-sale/saledevicemode')!.table),
      store.rows(tenantId, resources.get('red-sale/mallcategory')!.table),
    );
    // API scopes hang under real screens, so the role grant dialog's scope trees nest them (the
    // faked menuIds match no menu); data scopes are seeded under their own screens.
    const screens = store.rows(tenantId, '@Menu').filter((m) => Number(m.category) === 1 && m.parentId !== '0');
    store.rows(tenantId, 'blade-system/api-scope').forEach((s, i) => screens.length && (s.menuId = screens[i % screens.length].id));
    seedDataScopes(ctx, tenantId);
  }
  // The global tenant table is read by administrators: top it up like any other resource.
  const tenantRes = [...resources.values()].find((r) => r.table === '@Tenant');
  if (tenantRes) seedResource(ctx, tenantRes, '*', stateValues.get(tenantRes.name));
  linkTenantPackages(store, resources);
  dropUndeclaredBaseFields(store, resources);
}

/** The base fields a seed step gives every row (baseFields), kept only where the entity declares them. */
const BASE_FIELDS = ['createUser', 'createDept', 'createTime', 'updateUser', 'updateTime', 'status', 'isDeleted', 'tenantId'];

/**
 * BladeX writes some entities without BaseEntity (Dept, Role, Menu, Dict, Region, Code, the logs)
 * or without a tenantId (Param, the clients, the scopes): their seeded rows lose what they lack.
 */
function dropUndeclaredBaseFields(store: Store, resources: Map<string, Resource>): void {
  const tables = new Map<string, Set<string>>();
  for (const res of resources.values()) {
    const keep = tables.get(res.table) ?? tables.set(res.table, new Set()).get(res.table)!;
    for (const k of Object.keys(res.props)) keep.add(k);
  }
  for (const [table, declared] of tables) {
    const drop = BASE_FIELDS.filter((k) => !declared.has(k));
    // The global tenant table is read through its own tenantId (visibleRows): never stripped of it.
    if (!drop.length || table === '@Tenant') continue;
    for (const scope of [...TENANT_IDS, GLOBAL]) for (const row of store.rows(scope, table)) for (const k of drop) delete row[k];
  }
}

/**
 * Each tenant gets one of the platform's packages and datasources: their ids are 19-digit Longs
 * that BladeX writes as bare JSON numbers (Tenant.packageId, datasourceId), the case a plain
 * JSON.parse rounds. The demo company keeps none, as a tenant not yet configured.
 */
function linkTenantPackages(store: Store, resources: Map<string, Resource>): void {
  const idsOf = (resource: string) => store.rows(ADMIN_TENANT, resources.get(resource)?.table ?? resource).map((r) => String(r.id));
  const packages = idsOf('blade-system/tenant-package');
  const datasources = idsOf('blade-develop/datasource');
  store.rows(GLOBAL, '@Tenant').forEach((t, i) => {
    if (t.tenantId === DEMO_TENANT) return;
    if (packages.length) t.packageId = packages[i % packages.length];
    if (datasources.length) t.datasourceId = datasources[i % datasources.length];
  });
}

/** Brands: the demo company's agent owns the first four (two with an agent audit state of 1). */
function seedBrands(ctx: SeedContext, resources: Map<string, Resource>, tenantId: string): void {
  const table = brandTable(resources);
  const owner = ctx.rows(tenantId, '@User').find((u) => u.account === (tenantId === DEMO_TENANT ? 'agent' : 'admin'));
  BRAND_NAMES.slice(0, 4).forEach((name, i) => {
    ctx.insert(tenantId, table, {
      ...baseFields(tenantId, i),
      id: `16${tenantId}0000000${i + 1}`,
      barndName: `${name}${tenantId === DEMO_TENANT ? '' : '直营'}`,
      brandLogo: `https://oss.dasha-tech.cn/images/brand-${i + 1}.png`,
      finaceProxAuditState: i % 2 === 0 ? 1 : 0,
      userId: owner?.id ?? '',
      sort: i + 1,
      remark: '',
    });
  });
}

export function brandTable(resources: Map<string, Resource>): string {
  return [...resources.values()].find((r) => r.entity === 'Brand')?.table ?? '@Brand';
}
