// Data scopes narrow the list and page answers of the screen they are set on, for the roles they
// are granted to (role/grant dataScopeIds), BladeX style; administrators are never narrowed.
// Through `prism proxy --errors`.
import { describe, expect, it } from 'vitest';
import { Client, isViolation, type Answer, stackReseededPerTest } from './helpers.ts';

const stack = stackReseededPerTest();
const ok = (a: Answer) => {
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  expect(a.status, a.text.slice(0, 300)).toBe(200);
  return a.body.data;
};
type Row = Record<string, any>;
const client = () => new Client(stack.url);
async function signedIn(tenant: string, account: string): Promise<{ c: Client; userId: string; deptId: string }> {
  const c = client();
  const a = await c.signIn(tenant, account, account);
  return { c, userId: a.body.user_id, deptId: a.body.dept_id };
}
const records = async (c: Client, path: string, query: Row = {}): Promise<Row[]> =>
  ok(await c.get(path, { current: 1, size: 500, ...query })).records;
const NOTICES = '/blade-desk/notice/list';

/** The tenant's scopes of the notice screen by rule type, and its departments. */
async function setup(admin: Client) {
  const scopes: Row[] = await records(admin, '/blade-system/data-scope/list', { resourceCode: 'notice' });
  const byType = new Map(scopes.map((s) => [Number(s.scopeType), s]));
  const depts: Row[] = ok(await admin.get('/blade-system/dept/list'));
  const flat = (nodes: Row[]): Row[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
  return { byType, depts: flat(depts) };
}

/** Grants a role exactly these data scopes, keeping its menus. */
async function grant(admin: Client, roleAlias: string, dataScopeIds: string[]) {
  const roles: Row[] = ok(await admin.get('/blade-system/role/list'));
  const role = roles.find((r) => r.roleAlias === roleAlias)!;
  const keys = ok(await admin.get('/blade-system/menu/role-tree-keys', { roleIds: role.id }));
  ok(await admin.post('/blade-system/role/grant', { roleIds: [role.id], menuIds: keys.menu, dataScopeIds, apiScopeIds: keys.apiScope }));
}

describe('seeded data scopes', () => {
  it("hr (所在机构可见 on 通知公告) reads only its department's notices; the administrator reads them all", async () => {
    const admin = await signedIn('000000', 'admin');
    const hr = await signedIn('000000', 'hr');
    const all = await records(admin.c, NOTICES);
    const mine = await records(hr.c, NOTICES);
    expect(all.length).toBe(25);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(mine.every((n) => n.createDept === hr.deptId)).toBe(true);
    expect(mine.map((n) => n.id).sort()).toEqual(
      all
        .filter((n) => n.createDept === hr.deptId)
        .map((n) => n.id)
        .sort(),
    );
    // the page total counts the visible rows only
    expect(ok(await hr.c.get(NOTICES, { current: 1, size: 2 })).total).toBe(mine.length);
    // other screens are not narrowed
    expect((await records(hr.c, '/blade-system/param/list')).length).toBe((await records(admin.c, '/blade-system/param/list')).length);
  });

  it('sales (本人可见 on 销售订单, role sale) reads only the orders it created', async () => {
    const admin = await signedIn('100001', 'admin');
    const sales = await signedIn('100001', 'sales');
    const all = await records(admin.c, '/eim-sales/salesorder/page');
    const mine = await records(sales.c, '/eim-sales/salesorder/page');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(mine.every((o) => o.createUser === sales.userId)).toBe(true);
    expect(mine).toHaveLength(all.filter((o) => o.createUser === sales.userId).length);
  });

  it("hangs each scope under its screen's menu, named after the screen and the rule type", async () => {
    const admin = await signedIn('000000', 'admin');
    const { byType } = await setup(admin.c);
    expect([...byType.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    const menus: Row[] = ok(await admin.c.get('/blade-system/menu/lazy-menu-list', { name: '通知公告' }));
    // menuId is a Long BladeX writes as a bare number (Prism's re-serialised copy of it is rounded:
    // long-ids.test.ts reads every digit from the sandbox itself).
    expect(byType.get(3)).toMatchObject({
      menuId: Number(menus[0].id),
      resourceCode: 'notice',
      scopeName: '通知公告 [所在机构可见]',
      scopeColumn: 'create_dept',
      scopeField: '*',
    });
    expect(byType.get(2)).toMatchObject({ scopeColumn: 'create_user', scopeName: '通知公告 [本人可见]' });
  });
});

describe('each rule type', () => {
  it("1 全部可见 shows every row; 2 本人可见 the caller's own, a new record included", async () => {
    const admin = await signedIn('000000', 'admin');
    const { byType } = await setup(admin.c);
    await grant(admin.c, 'hr', [byType.get(1)!.id]);
    const hr = await signedIn('000000', 'hr');
    expect(await records(hr.c, NOTICES)).toHaveLength(25);

    await grant(admin.c, 'hr', [byType.get(2)!.id]);
    ok(
      await hr.c.post('/blade-desk/notice/submit', {
        title: '人事部内部通知',
        category: 6,
        releaseTime: '2026-11-20 09:00:00',
        content: '请于周五前提交考勤。',
      }),
    );
    const own = await records(hr.c, NOTICES);
    expect(own.length).toBeGreaterThan(1);
    expect(own.every((n) => n.createUser === hr.userId)).toBe(true);
    expect(own.map((n) => n.title)).toContain('人事部内部通知');
    expect(await records(admin.c, NOTICES)).toHaveLength(26);
  });

  it("3 所在机构可见 and 4 所在机构及子级可见 differ by the departments under the caller's", async () => {
    const admin = await signedIn('000000', 'admin');
    const { byType, depts } = await setup(admin.c);
    const boss = await signedIn('000000', 'boss');
    const all = await records(admin.c, NOTICES);
    const subtree = new Set(
      depts.filter((d) => d.id === boss.deptId || String(d.ancestors).split(',').includes(boss.deptId)).map((d) => d.id),
    );
    expect(subtree.size).toBeGreaterThan(1);

    await grant(admin.c, 'boss', [byType.get(3)!.id]);
    const ownDept = await records(boss.c, NOTICES);
    expect(ownDept.every((n) => n.createDept === boss.deptId)).toBe(true);
    expect(ownDept).toHaveLength(all.filter((n) => n.createDept === boss.deptId).length);

    await grant(admin.c, 'boss', [byType.get(4)!.id]);
    const withChildren = await records(boss.c, NOTICES);
    expect(withChildren).toHaveLength(all.filter((n) => subtree.has(n.createDept)).length);
    expect(withChildren.length).toBeGreaterThan(ownDept.length);
  });

  it("5 自定义 keeps the rows whose column is one of the scope's values (${deptId} is the caller's)", async () => {
    const admin = await signedIn('000000', 'admin');
    const { byType, depts } = await setup(admin.c);
    const top = depts.find((d) => d.parentId === '0')!;
    expect(byType.get(5)!.scopeValue).toBe(`${top.id},\${deptId}`);
    await grant(admin.c, 'hr', [byType.get(5)!.id]);
    const hr = await signedIn('000000', 'hr');
    const all = await records(admin.c, NOTICES);
    const seen = await records(hr.c, NOTICES);
    expect(seen).toHaveLength(all.filter((n) => n.createDept === top.id || n.createDept === hr.deptId).length);
    expect(new Set(seen.map((n) => n.createDept))).toEqual(new Set([top.id, hr.deptId]));
  });

  it("a scope set by resourceCode alone applies; several scopes of the caller's roles widen each other", async () => {
    const admin = await signedIn('000000', 'admin');
    const { byType } = await setup(admin.c);
    ok(
      await admin.c.post('/blade-system/data-scope/submit', {
        resourceCode: 'notice',
        scopeName: '通知公告 [本人可见] (按编号)',
        scopeColumn: 'create_user',
        scopeField: '*',
        scopeType: 2,
        scopeValue: '',
        scopeClass: '',
        remark: '',
      }),
    );
    // data-scope/list binds a DataScope: its scopeName matches whole (BladeX), not by LIKE.
    const byCode = (await records(admin.c, '/blade-system/data-scope/list', { scopeName: '通知公告 [本人可见] (按编号)' }))[0];
    await grant(admin.c, 'hr', [byCode.id]);
    const hr = await signedIn('000000', 'hr');
    const own = await records(hr.c, NOTICES);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((n) => n.createUser === hr.userId)).toBe(true);

    await grant(admin.c, 'hr', [byCode.id, byType.get(1)!.id]);
    expect(await records(hr.c, NOTICES)).toHaveLength(25);
  });

  it("用户管理 [所在机构可见] (column dept_id) narrows the user page and the stock page's user list alike", async () => {
    const admin = await signedIn('000000', 'admin');
    const scope = (await records(admin.c, '/blade-system/data-scope/list', { resourceCode: 'user' })).find(
      (s) => Number(s.scopeType) === 3,
    )!;
    expect(scope).toMatchObject({ scopeColumn: 'dept_id', scopeName: '用户管理 [所在机构可见]' });
    await grant(admin.c, 'hr', [scope.id]);
    const hr = await signedIn('000000', 'hr');
    const all = await records(admin.c, '/blade-user/page');
    const page = await records(hr.c, '/blade-user/page');
    expect(page.length).toBeGreaterThan(0);
    expect(page.every((u) => String(u.deptId).split(',').includes(hr.deptId))).toBe(true);
    expect(page.length).toBeLessThan(all.length);
    const list = await records(hr.c, '/blade-user/list');
    expect(list.map((u) => u.id)).toEqual(page.map((u) => u.id));
    expect(list[0]).toMatchObject({ roleName: expect.any(String), deptName: '人事部' });
  });

  it('administrators are not narrowed even when their role is granted a scope', async () => {
    const admin = await signedIn('000000', 'admin');
    const { byType } = await setup(admin.c);
    await grant(admin.c, 'administrator', [byType.get(2)!.id]);
    const again = await signedIn('000000', 'admin');
    expect(await records(again.c, NOTICES)).toHaveLength(25);
  });
});
