// What the console's system screens do beyond the standard pattern, through `prism proxy --errors`:
// the dictionary screen (parents, children, trees), role and top menu grants read back by the
// grant dialogs, guest registration awaiting approval, the user screen's operations and the
// tenant screen's settings dialogs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, isViolation, startStack, type Answer, type Stack } from './helpers.ts';

let stack: Stack;
let admin: Client;
const ok = (a: Answer) => {
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  return a;
};
const data = async (p: Promise<Answer>) => ok(await p).body.data;
type Node = { id: string; parentId: string; code?: string; title?: string; children?: Node[] };
const ids = (forest: Node[]): string[] => forest.flatMap((n) => [n.id, ...ids(n.children ?? [])]);

beforeAll(async () => {
  stack = await startStack({ prism: true });
  admin = new Client(stack.url);
  await admin.signIn('000000', 'admin', 'admin');
});
afterAll(() => stack?.stop());

describe('dictionary screen', () => {
  it("pages parents only, lists one parent's children as a tree, answers trees and dictionaries", async () => {
    for (const kind of ['dict', 'dict-biz']) {
      const base = `/blade-system/${kind}`;
      const parents = await data(admin.get(`${base}/parent-list`, { current: 1, size: 100 }));
      expect(parents.records.every((d: Node) => d.parentId === '0')).toBe(true);
      const codes = parents.records.map((d: Node) => d.code);
      expect(new Set(codes).size).toBe(codes.length);
      expect((await data(admin.get(`${base}/parent-list`, { current: 2, size: 5 }))).records).toHaveLength(5);
      expect((await data(admin.get(`${base}/parent-list`, { code: 'notice' }))).records).toHaveLength(1);

      const notice = parents.records.find((d: Node) => d.code === 'notice');
      // child-list answers a list (BladeX's R<List<DictVO>>), not a page
      const children = await data(admin.get(`${base}/child-list`, { parentId: notice.id }));
      expect(children).toHaveLength(6);
      expect(children.every((d: Node & { parentName: string }) => d.parentId === notice.id && d.parentName === '通知类型')).toBe(true);
      // An entry under an entry comes back nested, as the contract's DictEntry tree.
      const first = children[0];
      ok(
        await admin.post(`${base}/submit`, {
          parentId: first.id,
          code: 'notice',
          dictKey: '1-1',
          dictValue: '下级通知',
          sort: 1,
          isSealed: 0,
        }),
      );
      const again = await data(admin.get(`${base}/child-list`, { parentId: notice.id }));
      expect(again).toHaveLength(6);
      expect(again[0]).toMatchObject({ id: first.id, hasChildren: true, children: [{ dictValue: '下级通知', parentId: first.id }] });

      const parentTree: Node[] = await data(admin.get(`${base}/tree`, { code: 'DICT' }));
      expect(parentTree).toHaveLength(parents.total);
      expect(parentTree.every((n) => n.parentId === '0' && !n.children)).toBe(true);
      const noticeTree: Node[] = await data(admin.get(`${base}/tree`, { code: 'notice' }));
      expect(noticeTree).toHaveLength(1);
      expect(noticeTree[0]).toMatchObject({ id: notice.id, title: '通知类型' });
      expect(noticeTree[0].children).toHaveLength(6);

      // dictionary?code= answers the unsealed entries of that code.
      const entries = await data(admin.get(`${base}/dictionary`, { code: 'notice' }));
      expect(entries).toHaveLength(7);
      ok(await admin.post(`${base}/submit`, { id: entries[0].id, isSealed: 1 }));
      expect(await data(admin.get(`${base}/dictionary`, { code: 'notice' }))).toHaveLength(6);
    }
  });
});

describe('grant dialogs', () => {
  it("stores a role's menus, data scopes and API scopes and answers them back; the role's routes follow", async () => {
    const roles = await data(admin.get('/blade-system/role/list'));
    const hr = roles.find((x: { roleAlias: string }) => x.roleAlias === 'hr');
    const tree = await data(admin.get('/blade-system/menu/grant-tree'));
    expect(tree.menu.length).toBeGreaterThan(0);
    const area: Node = tree.menu.find((n: Node) => n.children?.length);
    const menuIds = [area.id, area.children![0].id];
    const dataScopeIds = ids(tree.dataScope).slice(-2);
    const apiScopeIds = ids(tree.apiScope).slice(-1);
    ok(await admin.post('/blade-system/role/grant', { roleIds: [hr.id], menuIds, dataScopeIds, apiScopeIds }));
    const keys = await data(admin.get('/blade-system/menu/role-tree-keys', { roleIds: hr.id }));
    expect(keys).toEqual({ menu: menuIds, dataScope: dataScopeIds, apiScope: apiScopeIds });

    const user = new Client(stack.url);
    await user.signIn('000000', 'hr', 'hr');
    const routes: Node[] = await data(user.get('/blade-system/menu/routes'));
    expect(routes.map((n) => n.id)).toEqual([area.id]);
    expect(ids(routes)).toEqual(menuIds);
  });

  it("stores a top menu's menus; top-tree-keys and routes?topMenuId= answer them", async () => {
    const top = (await data(admin.get('/blade-system/topmenu/list', { current: 1, size: 1 }))).records[0];
    const tree: Node[] = (await data(admin.get('/blade-system/menu/grant-top-tree'))).menu;
    const area = tree.find((n) => (n.children?.length ?? 0) > 1)!;
    const leaf = area.children![1];
    // BladeX's grant reads a JSON body of id lists (GrantVO).
    ok(await admin.post('/blade-system/topmenu/grant', { topMenuIds: [top.id], menuIds: [leaf.id] }));
    expect(await data(admin.get('/blade-system/menu/top-tree-keys', { topMenuIds: top.id }))).toEqual({ menu: [leaf.id] });
    // The granted menu and its ancestors, nothing else.
    const routes: Node[] = await data(admin.get('/blade-system/menu/routes', { topMenuId: top.id }));
    expect(routes.map((n) => n.id)).toEqual([area.id]);
    expect(routes[0].children!.map((n) => n.id)).toEqual([leaf.id]);
    expect((await data(admin.get('/blade-system/menu/routes'))).length).toBeGreaterThan(1);
  });
});

describe('registration', () => {
  it("registers a guest as BladeX's registerGuest does: no role until an administrator grants one (or /__sandbox/approve)", async () => {
    const guest = new Client(stack.url);
    for (const account of ['guest1', 'guest2'])
      ok(
        await guest.post('/blade-user/register-guest', undefined, {
          tenantId: '000000',
          name: '访客',
          account,
          password: 'secret',
          oauthId: `gitee:${account}`,
        }),
      );
    // Status 1 with role, department and post -1, listed by roleId_equal=-1 for the administrator's home.
    const pending = await data(admin.get('/blade-user/list', { roleId_equal: '-1', current: 1, size: 10 }));
    expect(pending.records.map((u: { account: string }) => u.account).sort()).toEqual(['guest1', 'guest2']);
    expect(pending.records[0]).toMatchObject({ status: 1, roleId: '-1', deptId: '-1', postId: '-1', realName: '访客' });
    for (const account of ['guest1', 'guest2']) {
      const refused = ok(await guest.signIn('000000', account, 'secret'));
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error: 'access_denied', error_description: '未获得用户的角色信息' });
    }
    // The social grant checks no role: the bound guest signs in with none.
    const social = ok(
      await guest.call('POST', '/blade-auth/oauth/token', {
        query: { tenantId: '000000', source: 'gitee', code: 'guest1', state: 's', grant_type: 'social', scope: 'all' },
      }),
    );
    expect(social.body).toMatchObject({ account: 'guest1', role_name: '' });

    // The administrator's 角色配置 on the user screen approves it.
    const roles = await data(admin.get('/blade-system/role/list'));
    const hr = roles.find((x: { roleAlias: string }) => x.roleAlias === 'hr');
    const row = pending.records.find((u: { account: string }) => u.account === 'guest1');
    ok(await admin.post('/blade-user/grant', undefined, { userIds: row.id, roleIds: hr.id }));
    expect((await ok(await guest.signIn('000000', 'guest1', 'secret'))).body.account).toBe('guest1');

    const approved = await fetch(`${stack.direct}/__sandbox/approve?tenantId=000000&account=guest2`, { method: 'POST' });
    expect(approved.status).toBe(200);
    expect(ok(await new Client(stack.url).signIn('000000', 'guest2', 'secret')).body.role_name).toBe('customer');
    expect((await data(admin.get('/blade-user/list', { roleId_equal: '-1' }))).total).toBe(0);
    // The hook names an unknown role or account with 404, and changes nothing.
    expect((await fetch(`${stack.direct}/__sandbox/approve?account=guest1&roleAlias=nobody`, { method: 'POST' })).status).toBe(404);
  });
});

describe('user screen operations', () => {
  it('grant, update-platform, reset-password and unlock change the user rows', async () => {
    const roles = await data(admin.get('/blade-system/role/list'));
    const manager = roles.find((x: { roleAlias: string }) => x.roleAlias === 'manager');
    const boss = roles.find((x: { roleAlias: string }) => x.roleAlias === 'boss');
    const find = async (account: string) =>
      (await data(admin.get('/blade-user/page', { account }))).records.find((u: { account: string }) => u.account === account);
    const hr = await find('hr');
    expect(hr).toMatchObject({ roleName: '人事', deptName: '人事部', tenantName: '管理组' });

    ok(await admin.post('/blade-user/grant', undefined, { userIds: hr.id, roleIds: `${manager.id},${boss.id}` }));
    const granted = await find('hr');
    expect(granted).toMatchObject({ roleId: `${manager.id},${boss.id}`, roleName: '经理,老板' });
    expect(granted.updateTime).not.toBe(hr.updateTime);
    expect((await data(admin.get('/blade-user/detail', { id: hr.id }))).roleName).toBe('经理,老板');

    ok(await admin.post('/blade-user/update-platform', undefined, { userId: hr.id, userType: 2, userExt: '{"device":"pad"}' }));
    expect(await find('hr')).toMatchObject({ userType: 2, userTypeName: 'APP' });

    ok(await admin.post('/blade-user/reset-password', undefined, { userIds: hr.id }));
    expect(ok(await new Client(stack.url).signIn('000000', 'hr', 'hr')).body.error_description).toBe('用户名或密码不正确');
    expect(ok(await new Client(stack.url).signIn('000000', 'hr', '123456')).body.access_token).toBeTruthy();

    for (let i = 0; i < 5; i++) ok(await new Client(stack.url).signIn('000000', 'manager', 'wrong'));
    expect(ok(await new Client(stack.url).signIn('000000', 'manager', 'manager')).status).toBe(400);
    const mgr = await find('manager');
    ok(await admin.post('/blade-user/unlock', undefined, { userIds: mgr.id }));
    expect(ok(await new Client(stack.url).signIn('000000', 'manager', 'manager')).body.access_token).toBeTruthy();
    expect((await find('manager')).updateTime).not.toBe(mgr.updateTime);
  });
});

describe('tenant settings', () => {
  it('stores quota and expiry, data source and package, and answers them on detail', async () => {
    const tenant = (await data(admin.get('/blade-system/tenant/list', { tenantId: '2000', current: 1, size: 1 }))).records[0];
    const datasource = (await data(admin.get('/blade-system/tenant-datasource/list', { current: 1, size: 1 }))).records[0];
    const pkg = (await data(admin.get('/blade-system/tenant-package/list', { current: 1, size: 1 }))).records[0];
    ok(
      await admin.post('/blade-system/tenant/setting', undefined, { ids: tenant.id, accountNumber: 50, expireTime: '2030-01-01 00:00:00' }),
    );
    ok(await admin.post('/blade-system/tenant/datasource', undefined, { tenantId: tenant.tenantId, datasourceId: datasource.id }));
    ok(await admin.post('/blade-system/tenant/package-setting', undefined, { tenantId: tenant.tenantId, packageId: pkg.id }));
    const detail = await data(admin.get('/blade-system/tenant/detail', { id: tenant.id }));
    // Longs BladeX writes as bare numbers: Prism's re-serialised copy rounds them (long-ids.test.ts reads every digit).
    expect(detail).toMatchObject({
      accountNumber: 50,
      expireTime: '2030-01-01 00:00:00',
      datasourceId: Number(datasource.id),
      packageId: Number(pkg.id),
    });
    // The quota alone leaves the expiry as it was.
    ok(await admin.post('/blade-system/tenant/setting', undefined, { ids: tenant.id, accountNumber: -1 }));
    expect(await data(admin.get('/blade-system/tenant/detail', { id: tenant.id }))).toMatchObject({
      accountNumber: -1,
      expireTime: '2030-01-01 00:00:00',
    });
    const unknown = ok(await admin.post('/blade-system/tenant/datasource', undefined, { tenantId: '999999', datasourceId: datasource.id }));
    expect(unknown.status).toBe(400);
  });
});

type Row = Record<string, any>;

describe('lazy lists and trees', () => {
  it('dept/lazy-list answers one level: the top departments for "0", a parent\'s children, hasChildren only where there are children', async () => {
    const all: Row[] = stack.sandbox.state.store.rows('000000', '@Dept');
    const childCount = (id: string) => all.filter((d) => d.parentId === id).length;
    const top: Row[] = await data(admin.get('/blade-system/dept/lazy-list', { parentId: '0' }));
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThan(all.length);
    expect(top.every((d) => d.parentId === '0')).toBe(true);
    const parent = top[0];
    expect(parent.hasChildren).toBe(true);
    const kids: Row[] = await data(admin.get('/blade-system/dept/lazy-list', { parentId: parent.id }));
    expect(kids).toHaveLength(childCount(parent.id));
    expect(kids.every((d) => d.parentId === parent.id && d.parentName === parent.deptName)).toBe(true);
    for (const d of kids) {
      // Wire: an empty hasChildren/children is left out, not written false/[].
      if (childCount(d.id)) expect(d.hasChildren).toBe(true);
      else expect('hasChildren' in d).toBe(false);
      expect('children' in d).toBe(false);
    }
    const leaf = kids.find((d) => !d.hasChildren)!;
    expect(await data(admin.get('/blade-system/dept/lazy-list', { parentId: leaf.id }))).toEqual([]);
    // No parentId: the top level; a search without parentId looks through every level.
    expect((await data(admin.get('/blade-system/dept/lazy-list'))).map((d: Row) => d.id)).toEqual(top.map((d) => d.id));
    const found: Row[] = await data(admin.get('/blade-system/dept/lazy-list', { deptName: '财务' }));
    expect(found.length).toBe(all.filter((d) => String(d.deptName).includes('财务')).length);
    expect(found.some((d) => d.parentId !== '0')).toBe(true);
    // Within a parent, the search narrows that level only.
    const narrowed: Row[] = await data(admin.get('/blade-system/dept/lazy-list', { parentId: parent.id, deptName: '财务' }));
    expect(narrowed.every((d) => d.parentId === parent.id && d.deptName.includes('财务'))).toBe(true);
  });

  it('dept/lazy-tree answers one level of select nodes with hasChildren', async () => {
    const top: Node[] = await data(admin.get('/blade-system/dept/lazy-tree', { parentId: '0' }));
    expect(top.every((n) => n.parentId === '0' && n.title && !n.children)).toBe(true);
    const parent = top.find((n) => (n as Row).hasChildren)!;
    const kids: Row[] = await data(admin.get('/blade-system/dept/lazy-tree', { parentId: parent.id }));
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.every((n) => n.parentId === parent.id && n.key === n.id && n.value === n.id)).toBe(true);
    expect(kids.every((n) => n.hasChildren === true || !('hasChildren' in n))).toBe(true);
  });

  it('menu/lazy-list answers the root menus for "0" and a menu\'s children, in sort order', async () => {
    const all: Row[] = stack.sandbox.state.store.rows('000000', '@Menu');
    const roots: Row[] = await data(admin.get('/blade-system/menu/lazy-list', { parentId: '0' }));
    expect(roots).toHaveLength(all.filter((m) => m.parentId === '0').length);
    expect(roots.every((m) => m.parentId === '0' && m.hasChildren === true)).toBe(true);
    const sorts = roots.map((m) => m.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const kids: Row[] = await data(admin.get('/blade-system/menu/lazy-list', { parentId: roots[0].id }));
    expect(kids.length).toBe(all.filter((m) => m.parentId === roots[0].id).length);
    expect(kids.every((m) => m.parentId === roots[0].id && m.parentName === roots[0].name)).toBe(true);
    const button = all.find((m) => Number(m.category) === 2)!;
    const siblings: Row[] = await data(admin.get('/blade-system/menu/lazy-list', { parentId: button.parentId }));
    expect(siblings.find((m) => m.id === button.id)).toBeTruthy();
    expect('hasChildren' in siblings.find((m) => m.id === button.id)!).toBe(false);
  });

  it('productattributetree/tree-list answers the whole tree for the top (parentId 0), as for none', async () => {
    const top: Row[] = await data(admin.get('/eim-product/productattributetree/tree-list', { parentId: '0' }));
    expect(top.length).toBeGreaterThan(0);
    expect(top.some((n) => (n.children as Row[] | undefined)?.length)).toBe(true);
    expect(await data(admin.get('/eim-product/productattributetree/tree-list'))).toEqual(top);
  });

  it("region/lazy-tree answers the region's own fields beside the tree fields", async () => {
    const provinces: Row[] = await data(admin.get('/blade-system/region/lazy-tree', { parentCode: '00' }));
    expect(provinces[0]).toMatchObject({
      id: '44',
      parentId: '00',
      title: '广东省',
      key: '44',
      value: '44',
      hasChildren: true,
      code: '44',
      parentCode: '00',
      name: '广东省',
      regionLevel: 1,
      sort: 1,
      remark: '',
      provinceCode: '44',
      provinceName: '广东省',
    });
    const cities: Row[] = await data(admin.get('/blade-system/region/lazy-tree', { parentCode: '44' }));
    const shenzhen = cities.find((x) => x.code === '4403')!;
    expect(shenzhen).toMatchObject({
      id: '4403',
      title: '深圳市',
      name: '深圳市',
      parentCode: '44',
      ancestors: '00,44',
      regionLevel: 2,
      provinceName: '广东省',
      cityCode: '4403',
      cityName: '深圳市',
      districtName: '',
      hasChildren: true,
    });
    expect(typeof shenzhen.sort).toBe('number');
    const villages: Row[] = await data(admin.get('/blade-system/region/lazy-tree', { parentCode: '440305001' }));
    expect(villages[0]).toMatchObject({ regionLevel: 5, townName: '南头街道', villageName: villages[0].name });
    expect('hasChildren' in villages[0]).toBe(false);
    expect('children' in villages[0]).toBe(false);
  });
});

describe('code generator', () => {
  it('copies a record under a new id with its name marked as a copy, visible in the list', async () => {
    const before = await data(admin.get('/blade-develop/code/list', { current: 1, size: 100 }));
    const source = before.records[0];
    const answer = ok(await admin.post('/blade-develop/code/copy', undefined, { id: source.id }));
    expect(answer.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const after = await data(admin.get('/blade-develop/code/list', { current: 1, size: 100 }));
    expect(after.total).toBe(before.total + 1);
    const copy = after.records.find((x: Row) => x.codeName === `${source.codeName}-copy`);
    expect(copy).toBeTruthy();
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      tableName: source.tableName,
      serviceName: source.serviceName,
      packageName: source.packageName,
      datasourceId: source.datasourceId,
    });
    expect(await data(admin.get('/blade-develop/code/detail', { id: copy.id }))).toMatchObject({ id: copy.id, codeName: copy.codeName });
    // The source is unchanged, and an unknown id is a 400 R.
    expect((await data(admin.get('/blade-develop/code/detail', { id: source.id }))).codeName).toBe(source.codeName);
    const unknown = ok(await admin.post('/blade-develop/code/copy', undefined, { id: '1' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 400, success: false, msg: '数据不存在' });
  });
});

describe('seeded system tables', () => {
  it('answers plausible BladeX parameters, notices, posts and clients', async () => {
    const params = await data(admin.get('/blade-system/param/list', { current: 1, size: 100 }));
    expect(params.total).toBeGreaterThanOrEqual(25);
    const byKey = new Map(params.records.map((p: Row) => [p.paramKey, p]));
    expect(byKey.get('account.registerUser')).toMatchObject({ paramName: '是否开启注册功能', paramValue: 'true' });
    expect(byKey.get('account.initPassword')).toMatchObject({ paramName: '账号初始密码', paramValue: '123456' });
    expect(byKey.get('tenant.default.password')).toMatchObject({ paramName: '租户默认管理密码' });
    expect([...byKey.keys()].some((k) => String(k).startsWith('file.upload'))).toBe(true);
    expect(byKey.size).toBe(params.total);
    expect(params.records.some((p: Row) => /参数[A-Z]\d|paramKey_/.test(`${p.paramName}${p.paramKey}`))).toBe(false);
    expect((await data(admin.get('/blade-system/param/list', { paramKey: 'account.initPassword' }))).total).toBe(1);

    const notices = (await data(admin.get('/blade-desk/notice/list', { current: 1, size: 100 }))).records;
    expect(notices.map((n: Row) => n.title)).toContain('关于国庆节放假安排的通知');
    expect(notices.every((n: Row) => n.category >= 1 && n.category <= 6 && n.categoryName && !/通知[A-Z]\d/.test(n.title))).toBe(true);
    const posts = (await data(admin.get('/blade-system/post/list', { current: 1, size: 100 }))).records.map((p: Row) => p.postName);
    expect(posts).toEqual(expect.arrayContaining(['总经理', '销售经理', '售后工程师']));
    const clients = (await data(admin.get('/blade-system/client/list', { current: 1, size: 100 }))).records.map((x: Row) => x.clientId);
    expect(clients).toEqual(expect.arrayContaining(['saber', 'sword']));
    expect(new Set(clients).size).toBe(clients.length);
  });
});
