// Tenants, departments, roles and users: the stock BladeX accounts plus the demo device company
// (spec §6 role aliases, an agent who owns brands, a user in two departments and two roles).
import { fakePhone } from '@dasha/contract/fake';
import { storedPassword } from '../auth/hash.ts';
import type { Row, Store } from '../store.ts';
import type { SeedContext } from './context.ts';

export const ADMIN_TENANT = '000000';
export const DEMO_TENANT = '100001';
export const EXPIRED_TENANT = '100002';

interface TenantSeed {
  tenantId: string;
  tenantName: string;
  domain: string;
  expireTime: string;
  depts: string[];
  roles: Array<[alias: string, name: string]>;
  users: Array<{ account: string; name: string; roles: string[]; depts: string[]; password?: string }>;
}

const ROLES: Array<[string, string]> = [
  ['administrator', '超级管理员'],
  ['hr', '人事'],
  ['manager', '经理'],
  ['boss', '老板'],
  ['customer', '客户'],
  ['sale', '销售'],
  ['agent', '代理商'],
  ['market', '市场'],
  ['yewu', '业务'],
  ['enterprise', '企业'],
  ['finance', '财务'],
];

export const TENANTS: TenantSeed[] = [
  {
    tenantId: ADMIN_TENANT,
    tenantName: '管理组',
    domain: 'admin.dasha-tech.cn',
    expireTime: '',
    depts: ['大鲨智造', '研发部', '人事部', '财务部', '销售部', '采购部'],
    roles: ROLES,
    users: [
      { account: 'admin', name: '管理员', roles: ['administrator'], depts: ['大鲨智造'] },
      { account: 'hr', name: '人事', roles: ['hr'], depts: ['人事部'] },
      { account: 'manager', name: '经理', roles: ['manager'], depts: ['研发部'] },
      { account: 'boss', name: '老板', roles: ['boss'], depts: ['大鲨智造'] },
    ],
  },
  {
    tenantId: DEMO_TENANT,
    tenantName: '深圳大鲨智能设备有限公司',
    domain: 'demo.dasha-tech.cn',
    expireTime: '2099-12-31 23:59:59',
    depts: ['深圳大鲨智能设备', '销售部', '售后服务部', '财务部', '代理渠道部'],
    roles: ROLES,
    users: [
      { account: 'admin', name: '管理员', roles: ['administrator'], depts: ['深圳大鲨智能设备'] },
      { account: 'agent', name: '代理商王伟', roles: ['agent'], depts: ['代理渠道部'] },
      { account: 'finance', name: '财务李娜', roles: ['finance'], depts: ['财务部'] },
      { account: 'sales', name: '销售张敏', roles: ['sale', 'market'], depts: ['销售部', '售后服务部'] },
    ],
  },
  {
    tenantId: EXPIRED_TENANT,
    tenantName: '过期演示公司',
    domain: 'expired.dasha-tech.cn',
    expireTime: '2024-01-01 00:00:00',
    depts: ['过期演示公司'],
    roles: [['administrator', '超级管理员']],
    users: [{ account: 'admin', name: '管理员', roles: ['administrator'], depts: ['过期演示公司'] }],
  },
];

export const TENANT_IDS = TENANTS.map((t) => t.tenantId);
/** Tenants that get business data (the expired one only needs to refuse sign-in). */
export const DATA_TENANTS = [ADMIN_TENANT, DEMO_TENANT];

export function seedAccounts(ctx: SeedContext): void {
  TENANTS.forEach((t, ti) => {
    const tenantId = t.tenantId;
    const id = (kind: string, i: number) => `11235988${ti}${kind}${String(i + 1).padStart(9, '0')}`;
    const base = (i: number) => ctx.base(tenantId, i);
    ctx.insert('*', '@Tenant', {
      ...base(ti),
      id: id('0', 0),
      tenantId,
      tenantName: t.tenantName,
      domain: t.domain,
      backgroundUrl: '',
      linkman: '王伟',
      contactNumber: fakePhone(ti),
      address: '广东省深圳市南山区科技园南路18号',
      accountNumber: -1,
      expireTime: t.expireTime,
      packageId: '',
      datasourceId: '',
      licenseKey: '',
    });
    const deptIds = new Map<string, string>();
    t.depts.forEach((name, i) => {
      const deptId = id('1', i);
      const root = i === 0;
      deptIds.set(name, deptId);
      ctx.insert(tenantId, '@Dept', {
        ...base(i),
        id: deptId,
        parentId: root ? '0' : id('1', 0),
        ancestors: root ? '0' : `0,${id('1', 0)}`,
        deptCategory: root ? 1 : 2,
        deptName: name,
        fullName: root ? t.tenantName : `${t.tenantName}${name}`,
        sort: i + 1,
        remark: '',
      });
    });
    const roleIds = new Map<string, string>();
    t.roles.forEach(([alias, name], i) => {
      const roleId = id('6', i);
      roleIds.set(alias, roleId);
      ctx.insert(tenantId, '@Role', {
        ...base(i),
        id: roleId,
        parentId: '0',
        roleName: name,
        roleAlias: alias,
        sort: i + 1,
        _menuIds: ctx.menuIdsFor(alias),
      });
    });
    t.users.forEach((u, i) => {
      ctx.insert(tenantId, '@User', {
        ...base(i),
        id: id('2', i),
        code: `U${tenantId}${String(i + 1).padStart(3, '0')}`,
        userType: 1,
        account: u.account,
        name: u.name,
        realName: u.name,
        avatar: '',
        email: `${u.account}@dasha-tech.cn`,
        phone: fakePhone(ti * 10 + i),
        birthday: '1990-01-01 00:00:00',
        sex: (i % 2) + 1,
        roleId: u.roles.map((a) => roleIds.get(a)).join(','),
        deptId: u.depts.map((d) => deptIds.get(d)).join(','),
        postId: '',
        _password: storedPassword(u.password ?? u.account),
        _oauth: tenantId === ADMIN_TENANT && u.account === 'manager' ? ['gitee:bound'] : [],
      });
    });
  });
}

export const userRow = (ctx: { rows: (scope: string, table: string) => Row[] }, tenantId: string, account: string) =>
  ctx.rows(tenantId, '@User').find((u) => u.account === account);

/**
 * The users made up beside the accounts (the generic seeding gives them made-up ids) in the
 * tenant's own roles, departments and posts, and of a sex the dictionary has: BladeX's user list
 * names them by those ids, so a list of blank role and department tags looked broken. No made-up
 * user gets an administrator role (the permission rules treat those accounts apart).
 */
export function linkMadeUpUsers(store: Store, tenantId: string): void {
  const idsOf = (table: string, keep: (r: Row) => boolean = () => true) =>
    store
      .rows(tenantId, table)
      .filter(keep)
      .map((r) => String(r.id));
  const roles = idsOf('@Role', (r) => r.roleAlias !== 'administrator' && r.roleAlias !== 'admin');
  const depts = idsOf('@Dept');
  const posts = idsOf('@Post');
  const all = { roleId: new Set(idsOf('@Role')), deptId: new Set(depts), postId: new Set(posts) };
  const known = (field: keyof typeof all, value: unknown) =>
    String(value ?? '')
      .split(',')
      .every((id) => all[field].has(id));
  store.rows(tenantId, '@User').forEach((user: Row, i) => {
    if (roles.length && !known('roleId', user.roleId)) user.roleId = roles[i % roles.length];
    if (depts.length && !known('deptId', user.deptId)) user.deptId = depts[i % depts.length];
    if (user.postId && posts.length && !known('postId', user.postId)) user.postId = posts[i % posts.length];
    if (![1, 2].includes(Number(user.sex))) user.sex = (i % 2) + 1;
  });
}

/**
 * The departments' ancestors from their parents (the made-up ones come with placeholder text): the
 * user list by department and the 本部门及以下 data scope find the departments below one by them.
 */
export function fileMadeUpDepts(store: Store, tenantId: string): void {
  const depts = new Map(store.rows(tenantId, '@Dept').map((d) => [String(d.id), d]));
  const chain = (dept: Row): string[] => {
    const up: string[] = [];
    for (let p = depts.get(String(dept.parentId)); p && !up.includes(String(p.id)); p = depts.get(String(p.parentId)))
      up.unshift(String(p.id));
    return ['0', ...up];
  };
  for (const d of depts.values()) d.ancestors = chain(d).join(',');
}
