// Data scopes as a BladeX deployment sets them up: the scopes of a few screens (one of each rule
// type on 通知公告), each hung under its screen's menu, one granted to a non-administrator role per
// tenant, and the seeded records of those screens spread over the tenant's users so a scope
// really narrows them (faked rows all say the administrator created them).
import { fakeId } from '@dasha/contract/fake';
import type { Row } from '../store.ts';
import { ADMIN_TENANT, DEMO_TENANT } from './accounts.ts';
import type { SeedContext } from './context.ts';

const TABLE = 'blade-system/data-scope';
const TYPE_NAMES = ['', '全部可见', '本人可见', '所在机构可见', '所在机构及子级可见', '自定义'];

type ScopeSeed = { resource: string; type: number; column: string; mapper: string; value?: string; label?: string };

const NOTICE_MAPPER = 'org.springblade.desk.mapper.NoticeMapper.selectNoticePage';
export const SCOPES: ScopeSeed[] = [
  { resource: 'blade-desk/notice', type: 1, column: '-', mapper: NOTICE_MAPPER },
  { resource: 'blade-desk/notice', type: 2, column: 'create_user', mapper: NOTICE_MAPPER },
  { resource: 'blade-desk/notice', type: 3, column: 'create_dept', mapper: NOTICE_MAPPER },
  { resource: 'blade-desk/notice', type: 4, column: 'create_dept', mapper: NOTICE_MAPPER },
  // company-wide notices (the top department's) and the caller's own department's
  {
    resource: 'blade-desk/notice',
    type: 5,
    column: 'create_dept',
    mapper: NOTICE_MAPPER,
    value: '${topDeptId},${deptId}',
    label: '公司及本部门可见',
  },
  { resource: 'blade-user/user', type: 3, column: 'dept_id', mapper: 'org.springblade.system.user.mapper.UserMapper.selectUserPage' },
  {
    resource: 'eim-sales/salesorder',
    type: 2,
    column: 'create_user',
    mapper: 'com.dasha.sales.mapper.SalesOrderMapper.selectSalesOrderPage',
  },
];

/** Per tenant: role alias -> the scopes (resource and rule type) it is granted. */
export const SCOPE_GRANTS: Record<string, Record<string, Array<[resource: string, type: number]>>> = {
  [ADMIN_TENANT]: { hr: [['blade-desk/notice', 3]] },
  [DEMO_TENANT]: { sale: [['eim-sales/salesorder', 2]] },
};

/** Seeds the tenant's data scopes and grants; answers the scope rows. */
export function seedDataScopes(ctx: SeedContext, tenantId: string): Row[] {
  const res = [...ctx.resources.values()].find((r) => r.table === TABLE);
  const menus = ctx.rows(tenantId, '@Menu');
  const depts = ctx.rows(tenantId, '@Dept');
  const topDeptId = String(depts.find((d) => String(d.parentId) === '0')?.id ?? '');
  const base = ctx.base(tenantId, 0);
  const byRule = new Map<string, Row>();
  SCOPES.forEach((s, i) => {
    const menu = menus.find((m) => m.remark === s.resource && Number(m.category) === 1);
    if (!menu) return;
    const row: Row = {
      id: fakeId(`${TABLE}|${tenantId}`, i),
      menuId: String(menu.id),
      resourceCode: String(menu.code),
      scopeName: `${menu.name} [${s.label ?? TYPE_NAMES[s.type]}]`,
      scopeColumn: s.column,
      scopeClass: s.mapper,
      scopeField: '*',
      scopeType: s.type,
      scopeValue: (s.value ?? '').replace('${topDeptId}', topDeptId),
      remark: '',
    };
    for (const [k, v] of Object.entries(base)) if (!res || k in res.props) row[k] ??= v;
    byRule.set(`${s.resource}|${s.type}`, ctx.insert(tenantId, TABLE, row));
  });
  const roles = ctx.rows(tenantId, '@Role');
  for (const [alias, granted] of Object.entries(SCOPE_GRANTS[tenantId] ?? {})) {
    const role = roles.find((r) => r.roleAlias === alias);
    const ids = granted.map(([resource, type]) => byRule.get(`${resource}|${type}`)?.id).filter(Boolean);
    if (role) role._dataScopeIds = ids;
  }
  spreadOwners(ctx, tenantId);
  return [...byRule.values()];
}

/**
 * The records of the scoped screens, created in turn by each account of the tenant (in its first
 * department); the faked users, whose departments are made up, create none.
 */
function spreadOwners(ctx: SeedContext, tenantId: string): void {
  const depts = new Set(ctx.rows(tenantId, '@Dept').map((d) => String(d.id)));
  const users = ctx.rows(tenantId, '@User').filter((u) => depts.has(String(u.deptId ?? '').split(',')[0]));
  if (!users.length) return;
  const owned = new Set(SCOPES.filter((s) => s.column.startsWith('create_')).map((s) => s.resource));
  for (const name of owned) {
    const table = ctx.resources.get(name)?.table;
    if (!table) continue;
    ctx.rows(tenantId, table).forEach((row, i) => {
      const user = users[i % users.length];
      Object.assign(row, { createUser: String(user.id), createDept: String(user.deptId ?? '').split(',')[0], updateUser: String(user.id) });
    });
  }
}
