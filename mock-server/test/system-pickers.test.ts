// The system screens' pickers and the user screen's brand grant, through `prism proxy --errors`:
// post/select (所属岗位), role/selectRoleList, role/tree-by-id (上级角色) and
// blade-user/batchSaveUserBrandRecord (品牌授权), each kept to the caller's tenant, and the tenant
// app screen's 签名 and 推送 (tenant-app/sign, xky-send), the platform administrator's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, isViolation, md5, startStack, type Answer, type Stack } from './helpers.ts';

let stack: Stack;
let platformAdmin: Client;
let tenantAdmin: Client;
const ok = (a: Answer) => {
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  expect(a.status, a.text.slice(0, 300)).toBe(200);
  return a;
};
const data = async (p: Promise<Answer>) => ok(await p).body.data;
type Node = { id: string; children?: Node[] };
const ids = (forest: Node[]): string[] => forest.flatMap((n) => [n.id, ...ids(n.children ?? [])]);
const signedIn = async (tenantId: string, account: string) => {
  const c = new Client(stack.url);
  await c.signIn(tenantId, account, account);
  return c;
};

beforeAll(async () => {
  stack = await startStack({ prism: true });
  platformAdmin = await signedIn('000000', 'admin');
  tenantAdmin = await signedIn('100001', 'admin');
});
afterAll(() => stack?.stop());

describe('pickers of the user and role forms', () => {
  it("post/select answers the posts of the caller's tenant only", async () => {
    const own = await data(tenantAdmin.get('/blade-system/post/list', { current: 1, size: 100 }));
    const offered = await data(tenantAdmin.get('/blade-system/post/select', { tenantId: '100001' }));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.map((p: { id: string }) => p.id).sort()).toEqual(own.records.map((p: { id: string }) => p.id).sort());
    const platformPosts = await data(platformAdmin.get('/blade-system/post/select'));
    const foreign = new Set(platformPosts.map((p: { id: string }) => p.id));
    expect(offered.some((p: { id: string }) => foreign.has(p.id))).toBe(false);
    // Asking for another tenant's posts by name answers none of them.
    const asked = await data(tenantAdmin.get('/blade-system/post/select', { tenantId: '000000' }));
    expect(asked.some((p: { id: string }) => foreign.has(p.id))).toBe(false);
  });

  it("names every seeded user's role and department: made-up users are in the tenant's own, none an administrator", async () => {
    for (const caller of [platformAdmin, tenantAdmin]) {
      const users = (await data(caller.get('/blade-user/page', { current: 1, size: 100 }))).records as Record<string, unknown>[];
      expect(users.length).toBeGreaterThan(10);
      for (const u of users) {
        expect(u.roleName, `${u.account}'s roles`).toMatch(/\S/);
        expect(u.deptName, `${u.account}'s departments`).toMatch(/\S/);
        expect([1, 2], `${u.account}'s sex`).toContain(Number(u.sex));
      }
      const admins = users.filter((u) => /管理员/.test(String(u.roleName)));
      expect(
        admins.every((u) => ['admin', 'administrator'].includes(String(u.account))),
        admins.map((u) => u.account).join(),
      ).toBe(true);
    }
  });

  it("role/selectRoleList lists the tenant's roles, filtered by name", async () => {
    const all = await data(tenantAdmin.get('/blade-system/role/selectRoleList'));
    const tree = await data(tenantAdmin.get('/blade-system/role/tree'));
    expect(all.map((r: { id: string }) => r.id).sort()).toEqual(ids(tree).sort());
    const named = all[0].roleName as string;
    const found = await data(tenantAdmin.get('/blade-system/role/selectRoleList', { roleName: named }));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r: { roleName: string }) => r.roleName.includes(named))).toBe(true);
    const platformRoles = new Set((await data(platformAdmin.get('/blade-system/role/selectRoleList'))).map((r: { id: string }) => r.id));
    expect(all.some((r: { id: string }) => platformRoles.has(r.id))).toBe(false);
  });

  it("role/tree-by-id answers the role tree of the role's tenant, never another tenant's", async () => {
    const tree = await data(tenantAdmin.get('/blade-system/role/tree'));
    const roleId = ids(tree)[0]!;
    const byId = await data(tenantAdmin.get('/blade-system/role/tree-by-id', { roleId }));
    expect(ids(byId).sort()).toEqual(ids(tree).sort());
    expect(byId[0]).toMatchObject({ title: expect.any(String), key: byId[0].id, value: byId[0].id });

    const platformRole = ids(await data(platformAdmin.get('/blade-system/role/tree')))[0];
    const foreign = await tenantAdmin.get('/blade-system/role/tree-by-id', { roleId: platformRole });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ success: false, msg: '数据不存在或无权访问' });
  });
});

describe('brand grant (batchSaveUserBrandRecord)', () => {
  it("adds the picked brands to the users' brand switcher, within the tenant and for administrators only", async () => {
    const finance = await signedIn('100001', 'finance');
    const users = await data(tenantAdmin.get('/blade-user/page', { current: 1, size: 100, account: 'finance' }));
    const financeId = users.records.find((u: { account: string }) => u.account === 'finance').id as string;
    const brands = (await data(tenantAdmin.get('/red-sale/saledevicebrand/listing', { current: -1, size: -1 }))).records as {
      id: string;
    }[];
    expect(brands.length).toBeGreaterThan(1);
    const before = (await data(finance.get('/red-sale/saledevicebrand/getBrandListingByUserId', { current: -1, size: -1 }))).records.map(
      (b: { id: string }) => b.id,
    );
    const picked = brands
      .map((b) => b.id)
      .filter((id) => !before.includes(id))
      .slice(0, 2);
    expect(picked.length).toBe(2);

    // A user without the administrator role may not grant brands.
    expect((await finance.post('/blade-user/batchSaveUserBrandRecord', { userIds: financeId, brandIds: picked.join(',') })).status).toBe(
      403,
    );

    ok(await tenantAdmin.post('/blade-user/batchSaveUserBrandRecord', { userIds: financeId, brandIds: picked[0] }));
    ok(await tenantAdmin.post('/blade-user/batchSaveUserBrandRecord', { userIds: financeId, brandIds: picked.join(',') }));
    const after = (await data(finance.get('/red-sale/saledevicebrand/getBrandListingByUserId', { current: -1, size: -1 }))).records.map(
      (b: { id: string }) => b.id,
    );
    expect(after.sort()).toEqual([...before, ...picked].sort());
    // An administrator reads a user's brands by his id (selectBrandListByUserId: a user's view), paged;
    // his own without one (every brand of the tenant, being an administrator).
    const ofFinance = await data(
      tenantAdmin.get('/red-sale/saledevicebrand/selectBrandListByUserId', { userId: financeId, current: 1, size: 100 }),
    );
    expect(ofFinance.records.map((b: { id: string }) => b.id).sort()).toEqual(after);
    expect((await data(tenantAdmin.get('/red-sale/saledevicebrand/selectBrandListByUserId', { current: 1, size: 100 }))).total).toBe(
      brands.length,
    );
    // Another tenant's user is not there to read.
    const otherTenantUser = (await data(platformAdmin.get('/blade-user/page', { current: 1, size: 1 }))).records[0].id as string;
    expect(
      (await tenantAdmin.get('/red-sale/saledevicebrand/selectBrandListByUserId', { userId: otherTenantUser, current: 1, size: 10 })).body
        .msg,
    ).toBe('数据不存在');

    // The platform tenant's administrator neither grants this tenant's brands nor to its users.
    const platformUser = (await data(platformAdmin.get('/blade-user/page', { current: 1, size: 1 }))).records[0].id as string;
    const foreignBrand = await platformAdmin.post('/blade-user/batchSaveUserBrandRecord', { userIds: platformUser, brandIds: picked[0] });
    expect(foreignBrand.status).toBe(400);
    expect(foreignBrand.body.msg).toBe('数据不存在或无权访问');
    const foreignUser = await tenantAdmin.post('/blade-user/batchSaveUserBrandRecord', { userIds: platformUser, brandIds: picked[0] });
    expect(foreignUser.status).toBe(400);
    expect((await tenantAdmin.post('/blade-user/batchSaveUserBrandRecord', { userIds: financeId, brandIds: '1' })).body.msg).toBe(
      '数据不存在',
    );
  });
});

describe('tenant app screen (sign, xky-send)', () => {
  it('signs a call of an app of the platform tenant and pushes it; unknown apps and other tenants are refused', async () => {
    const apps = (await data(platformAdmin.get('/blade-system/tenant-app/list', { current: 1, size: 10 }))).records;
    const app = apps[0] as { appKey: string; appSecret: string; tenantId: string };
    expect(app.appKey).toBeTruthy();
    const signed = await data(platformAdmin.get('/blade-system/tenant-app/sign', { appKey: app.appKey, timestamp: '1795685400000' }));
    expect(signed).toMatchObject({ appKey: app.appKey, timestamp: '1795685400000' });
    expect(signed.sign).toBe(md5(`${app.appKey}${app.appSecret}1795685400000${signed.nonce}`));
    const again = await data(platformAdmin.get('/blade-system/tenant-app/sign', { appKey: app.appKey, timestamp: '1795685400000' }));
    expect(again.nonce).not.toBe(signed.nonce);

    expect(await data(platformAdmin.get('/blade-system/tenant-app/xky-send', { tenantId: app.tenantId, appKey: app.appKey }))).toEqual({});
    for (const query of [{ appKey: 'no_such_app' }, { appKey: app.appKey, tenantId: '100001' }]) {
      const refused = await platformAdmin.get('/blade-system/tenant-app/xky-send', query);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('数据不存在');
    }
    expect((await platformAdmin.get('/blade-system/tenant-app/sign', { appKey: 'no_such_app' })).status).toBe(400);
    // A tenant's administrator is not the platform's: tenant apps are not his.
    expect((await tenantAdmin.get('/blade-system/tenant-app/sign', { appKey: app.appKey })).status).toBe(403);
  });
});
