// BladeX's permission checks, role by role, through `prism proxy --errors` (so every refusal is
// also an answer the contract allows): BladeX's @PreAuth role checks (the contract's
// x-blade-pre-auth) answer HTTP 401 R 请求未授权 as blade-tool's AuthAspect does; the sandbox's own
// rules (platform tables for the platform administrator, the tenant's own tables for its
// administrators, the granted button codes of the caller's roles) answer HTTP 403 R "缺失权限: <what>".
// Either leaves the session alone.
import { describe, expect, it } from 'vitest';
import { Client, isViolation, type Answer, stackReseededPerTest } from './helpers.ts';

const stack = stackReseededPerTest();
type Row = Record<string, any>;
const ok = (a: Answer) => {
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  return a;
};
const allowed = (a: Answer) => {
  ok(a);
  expect(a.status, a.text.slice(0, 300)).toBe(200);
  return a.body.data;
};
const refused = (a: Answer, what: string) => {
  ok(a);
  expect({ status: a.status, body: a.body }).toEqual({ status: 403, body: { code: 403, success: false, msg: `缺失权限: ${what}` } });
};
/** A failed @PreAuth: blade-tool's SecureException(UN_AUTHORIZED). */
const unauthorized = (a: Answer) => {
  ok(a);
  expect({ status: a.status, body: a.body }).toEqual({ status: 401, body: { code: 401, success: false, msg: '请求未授权' } });
};
async function as(tenant: string, account: string, password = account): Promise<Client & { userId: string }> {
  const c = new Client(stack.url) as Client & { userId: string };
  const a = await c.signIn(tenant, account, password);
  expect(a.body.access_token, a.text).toBeTruthy();
  c.userId = a.body.user_id;
  return c;
}
const records = async (c: Client, path: string, query: Row = {}): Promise<Row[]> => {
  const data = allowed(await c.get(path, { current: 1, size: 500, ...query }));
  return Array.isArray(data) ? data : data.records;
};

describe('the platform administrator (tenant 000000, role administrator) alone', () => {
  const PLATFORM_READS = [
    '/blade-system/tenant/list',
    '/blade-system/tenant-package/list',
    '/blade-system/client/list',
    '/blade-system/topmenu/list',
    '/blade-develop/code/list',
    '/blade-develop/datasource/list',
    '/blade-system/menu/grant-top-tree',
  ];

  it('reads tenants, packages, clients, top menus, the code generator and datasources', async () => {
    const platform = await as('000000', 'admin');
    for (const path of PLATFORM_READS) allowed(await platform.get(path, { current: 1, size: 10 }));
  });

  // BladeX's @PreAuth: tenants and top menus HAS_ROLE_ADMIN, clients and the code generator HAS_ROLE_ADMINISTRATOR.
  const PRE_AUTH_READS = new Set([
    '/blade-system/tenant/list',
    '/blade-system/client/list',
    '/blade-system/topmenu/list',
    '/blade-develop/code/list',
  ]);

  it('the agent, a non-administrator of 000000 and a 100001 administrator are refused them, reads included', async () => {
    for (const c of [await as('100001', 'agent'), await as('000000', 'boss'), await as('000000', 'hr')]) {
      for (const path of PLATFORM_READS) {
        const a = await c.get(path, { current: 1, size: 10 });
        if (PRE_AUTH_READS.has(path)) unauthorized(a);
        else refused(a, '平台管理员');
      }
    }
    // The 100001 administrator holds the administrator role: he passes @PreAuth, the platform's tables stay the platform's.
    const admin100001 = await as('100001', 'admin');
    for (const path of PLATFORM_READS) refused(await admin100001.get(path, { current: 1, size: 10 }), '平台管理员');
  });

  it("a 100001 administrator neither overwrites nor expires tenant 000000's row", async () => {
    const platform = await as('000000', 'admin');
    const before = (await records(platform, '/blade-system/tenant/list', { tenantId: '000000' }))[0];
    const admin100001 = await as('100001', 'admin');
    refused(
      await admin100001.post('/blade-system/tenant/submit', {
        id: before.id,
        tenantId: '000000',
        tenantName: '被改名',
        expireTime: '2020-01-01 00:00:00',
      }),
      '平台管理员',
    );
    refused(
      await admin100001.post('/blade-system/tenant/setting', undefined, { ids: before.id, expireTime: '2020-01-01 00:00:00' }),
      '平台管理员',
    );
    expect((await records(platform, '/blade-system/tenant/list', { tenantId: '000000' }))[0]).toMatchObject({
      tenantName: before.tenantName,
      expireTime: before.expireTime,
    });
    expect((await platform.get('/blade-system/menu/routes')).status).toBe(200);
  });
});

describe("administrators of the caller's tenant alone", () => {
  it('the agent cannot grant himself the administrator role; his role stays agent', async () => {
    const agent = await as('100001', 'agent');
    const roles: Row[] = allowed(await agent.get('/blade-system/role/list'));
    const administrator = roles.find((r) => r.roleAlias === 'administrator')!;
    unauthorized(await agent.post('/blade-user/grant', undefined, { userIds: agent.userId, roleIds: administrator.id }));
    unauthorized(
      await agent.post('/blade-system/role/grant', {
        roleIds: [roles.find((r) => r.roleAlias === 'agent')!.id],
        menuIds: [],
        dataScopeIds: [],
        apiScopeIds: [],
      }),
    );
    expect((await as('100001', 'agent')).userId).toBe(agent.userId);
    expect((await new Client(stack.url).signIn('100001', 'agent', 'agent')).body.role_name).toBe('agent');
    // the refusal left his session alone
    expect((await agent.get('/blade-user/info')).status).toBe(200);
  });

  it('hr neither resets, unlocks, grants nor changes the platform of users, nor writes roles, menus, departments, posts, params, dictionaries or scopes', async () => {
    const hr = await as('000000', 'hr');
    const users = await records(hr, '/blade-user/page');
    const boss = users.find((u) => u.account === 'boss')!;
    unauthorized(await hr.post('/blade-user/reset-password', undefined, { userIds: boss.id }));
    refused(await hr.post('/blade-user/unlock', undefined, { userIds: boss.id }), '管理员');
    refused(await hr.post('/blade-user/update-platform', undefined, { userId: boss.id, userType: 2, userExt: '{}' }), '管理员');
    unauthorized(await hr.post('/blade-user/grant', undefined, { userIds: boss.id, roleIds: boss.roleId }));
    const writes: Array<[string, Row]> = [
      ['/blade-system/role/submit', { roleName: '临时', roleAlias: 'temp', sort: 9, parentId: '0' }],
      [
        '/blade-system/menu/submit',
        { name: '临时', code: 'temp', path: '/temp', category: 1, parentId: '0', sort: 9, action: 0, isOpen: 1 },
      ],
      ['/blade-system/dept/submit', { deptName: '临时部', fullName: '临时部', parentId: '0', sort: 9, deptCategory: 1 }],
      ['/blade-system/post/submit', { postName: '临时岗', postCode: 'temp', category: 1, sort: 9 }],
      ['/blade-system/param/submit', { paramName: '临时参数', paramKey: 'temp.key', paramValue: '1' }],
      ['/blade-system/dict/submit', { code: 'temp', dictKey: '-1', dictValue: '临时字典', parentId: '0', sort: 9 }],
      ['/blade-system/dict-biz/submit', { code: 'temp', dictKey: '-1', dictValue: '临时字典', parentId: '0', sort: 9 }],
      [
        '/blade-system/data-scope/submit',
        {
          resourceCode: 'notice',
          scopeName: '临时',
          scopeColumn: 'create_user',
          scopeField: '*',
          scopeType: 2,
          scopeValue: '',
          scopeClass: '',
          remark: '',
        },
      ],
      [
        '/blade-system/api-scope/submit',
        { resourceCode: 'notice', scopeName: '临时', scopePath: '/blade-desk/notice/**', scopeType: 1, remark: '' },
      ],
    ];
    // Roles, menus and departments carry BladeX's @PreAuth (401); the other tables are the sandbox's rule (403).
    const preAuthWrites = new Set(['/blade-system/role/submit', '/blade-system/menu/submit', '/blade-system/dept/submit']);
    for (const [path, body] of writes) {
      const a = await hr.post(path, body);
      if (preAuthWrites.has(path)) unauthorized(a);
      else refused(a, '管理员');
    }
    // reads stay open, and the boss can still sign in with his own password
    expect((await records(hr, '/blade-system/param/list')).length).toBeGreaterThan(0);
    expect((await new Client(stack.url).signIn('000000', 'boss', 'boss')).body.access_token).toBeTruthy();
  });

  it('the 100001 administrator does all of that in his tenant', async () => {
    const admin = await as('100001', 'admin');
    const finance = (await records(admin, '/blade-user/page')).find((u) => u.account === 'finance')!;
    allowed(await admin.post('/blade-user/reset-password', undefined, { userIds: finance.id }));
    expect((await new Client(stack.url).signIn('100001', 'finance', '123456')).body.access_token).toBeTruthy();
    allowed(await admin.post('/blade-system/param/submit', { paramName: '临时参数', paramKey: 'temp.key', paramValue: '1' }));
  });
});

describe("button codes of the caller's roles", () => {
  it('hr adds and edits users (user_add, user_edit) but deletes none (no user_delete)', async () => {
    const hr = await as('000000', 'hr');
    const me = (await records(hr, '/blade-user/page', { account: 'hr' }))[0];
    allowed(
      await hr.post('/blade-user/submit', {
        account: 'newhire',
        name: '新同事',
        realName: '新同事',
        password: 'newhire1',
        userType: 1,
        roleId: me.roleId,
        deptId: me.deptId,
      }),
    );
    const hire = (await records(hr, '/blade-user/page', { account: 'newhire' }))[0];
    allowed(await hr.post('/blade-user/submit', { ...hire, phone: '13900139000' }));
    refused(await hr.post('/blade-user/remove', undefined, { ids: hire.id }), 'user_delete');
    expect((await records(hr, '/blade-user/page', { account: 'newhire' }))[0]).toMatchObject({ phone: '13900139000' });
  });

  it("a user button does not hand out the administrator role nor open an administrator's account", async () => {
    const hr = await as('000000', 'hr');
    const roles: Row[] = allowed(await hr.get('/blade-system/role/list'));
    const administrator = roles.find((r) => r.roleAlias === 'administrator')!;
    const admin = (await records(hr, '/blade-user/page', { account: 'admin' }))[0];
    refused(
      await hr.post('/blade-user/submit', {
        account: 'mole',
        name: '内鬼',
        realName: '内鬼',
        password: 'mole1234',
        userType: 1,
        roleId: administrator.id,
        deptId: admin.deptId,
      }),
      '管理员',
    );
    refused(await hr.post('/blade-user/submit', { id: admin.id, account: 'admin', password: 'taken' }), '管理员');
    refused(await hr.post('/blade-user/submit', { id: hr.userId, account: 'hr', roleId: administrator.id }), '管理员');
    expect((await new Client(stack.url).signIn('000000', 'admin', 'admin')).body.access_token).toBeTruthy();
  });

  it('finance confirms a collection (moneycollectorder_collect) but removes no money order', async () => {
    const finance = await as('100001', 'finance');
    const orders = await records(finance, '/eim-money/moneycollectorder/page');
    const open = orders.find((o) => Number(o.status) === 1)!;
    allowed(await finance.post('/eim-money/moneycollectorder/collect', undefined, { id: open.id }));
    refused(await finance.post('/eim-money/moneycollectorder/remove', undefined, { ids: orders[0].id }), 'moneycollectorder_delete');
    expect((await records(finance, '/eim-money/moneycollectorder/page')).map((o) => o.id)).toContain(orders[0].id);
  });

  it("a button granted to the role takes effect at once; the tenant's administrator passes every button", async () => {
    const admin = await as('100001', 'admin');
    const finance = await as('100001', 'finance');
    const order = (await records(finance, '/eim-money/moneycollectorder/page'))[0];
    refused(await finance.post('/eim-money/moneycollectorder/remove', undefined, { ids: order.id }), 'moneycollectorder_delete');
    const role = (allowed(await admin.get('/blade-system/role/list')) as Row[]).find((r) => r.roleAlias === 'finance')!;
    const keys = allowed(await admin.get('/blade-system/menu/role-tree-keys', { roleIds: role.id }));
    const button = (await records(admin, '/blade-system/menu/list', { code: 'moneycollectorder_delete' })).find(
      (m) => m.code === 'moneycollectorder_delete',
    )!;
    allowed(
      await admin.post('/blade-system/role/grant', {
        roleIds: [role.id],
        menuIds: [...keys.menu, button.id],
        dataScopeIds: keys.dataScope,
        apiScopeIds: keys.apiScope,
      }),
    );
    allowed(await finance.post('/eim-money/moneycollectorder/remove', undefined, { ids: order.id }));
    const another = (await records(admin, '/eim-money/moneypurchaseorder/page'))[0];
    allowed(await admin.post('/eim-money/moneypurchaseorder/remove', undefined, { ids: another.id }));
  });

  it('a named operation needs <menu code>_<name>: the manager checks a purchase need, the agent may not', async () => {
    const manager = await as('000000', 'manager');
    const need = (await records(manager, '/eim-purchase/purchaseneedorder/page')).find((o) => Number(o.status) === 10)!;
    allowed(await manager.post('/eim-purchase/purchaseneedorder/check', undefined, { id: need.id }));
    const agent = await as('100001', 'agent');
    const theirs = (await records(agent, '/eim-purchase/purchaseneedorder/page')).find((o) => Number(o.status) === 10)!;
    refused(await agent.post('/eim-purchase/purchaseneedorder/check', undefined, { id: theirs.id }), 'purchaseneedorder_check');
  });
});

describe('what stays open to any signed-in user', () => {
  it('the agent reads, edits his profile and password, uploads, sends his error log, reads his brands and menus', async () => {
    const agent = await as('100001', 'agent');
    expect((await records(agent, '/blade-user/page')).length).toBeGreaterThan(0);
    expect((await records(agent, '/eim-money/moneycollectorder/page')).length).toBeGreaterThan(0);
    allowed(await agent.get('/blade-system/menu/routes'));
    allowed(await agent.get('/blade-system/menu/buttons'));
    allowed(await agent.get('/blade-system/dict/dictionary', { code: 'sex' }));
    allowed(await agent.get('/red-sale/saledevicebrand/getBrandListingByUserId', { current: -1, size: -1 }));
    allowed(await agent.post('/blade-user/update-info', { name: '王伟', phone: '13800138000' }));
    for (const upload of ['put-file', 'put-file-attach']) {
      const form = new FormData();
      form.append('file', new Blob(['图'], { type: 'image/png' }), 'me.png');
      expect((await agent.call('POST', `/blade-resource/oss/endpoint/${upload}`, { raw: form })).status).toBe(200);
    }
    const md5 = (await import('./helpers.ts')).md5;
    allowed(
      await agent.post('/blade-user/update-password', undefined, {
        oldPassword: md5('agent'),
        newPassword: md5('agent123'),
        newPassword1: md5('agent123'),
      }),
    );
  });

  it('a leave started and approved by non-administrators', async () => {
    const hr = await as('000000', 'hr');
    const manager = await as('000000', 'manager');
    const process = (await records(hr, '/blade-flow/work/start-list')).find((p) => p.key === 'leave')!;
    allowed(
      await hr.post('/blade-desk/process/leave/start-process', {
        processDefinitionId: process.id,
        taskUser: manager.userId,
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-01 18:00:00',
        days: 1,
        reason: '体检',
      }),
    );
    const todo = (await records(manager, '/blade-flow/work/todo-list')).find(
      (t) => t.variables?.taskUser === `taskUser_${manager.userId}`,
    )!;
    allowed(
      await manager.post('/blade-flow/work/complete-task', {
        taskId: todo.taskId,
        processInstanceId: todo.processInstanceId,
        comment: '同意',
        flag: 'ok',
        variables: {},
      }),
    );
  });
});
