// What a tester does with the console, through `prism proxy --errors` so every answer is also
// checked against the contract: sign in, list, create, search, update, remove, isolation,
// lockout, captcha, refresh, switching department and role, menus per role, and every named
// state operation of the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, isViolation, startStack, type Answer, type Stack } from './helpers.ts';

let stack: Stack;
const client = () => new Client(stack.url);
const ok = (a: Answer) => {
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  return a;
};

beforeAll(async () => {
  stack = await startStack({ prism: true });
});
afterAll(() => stack?.stop());

describe('signing in', () => {
  it('answers the plain token object for admin and refuses a wrong password as Spring OAuth2 does (400 invalid_grant)', async () => {
    const admin = client();
    const a = ok(await admin.signIn('000000', 'admin', 'admin'));
    expect(a.body).toMatchObject({ tenant_id: '000000', account: 'admin', token_type: 'bearer', expires_in: 3600 });
    expect(a.body.role_name).toContain('administrator');
    const wrong = ok(await client().signIn('000000', 'admin', 'nope'));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: '用户名或密码不正确' });
  });

  it('locks an account after five failures, even for the right password', async () => {
    for (let i = 0; i < 5; i++) ok(await client().signIn('000000', 'boss', 'wrong'));
    const locked = ok(await client().signIn('000000', 'boss', 'boss'));
    expect(locked.status).toBe(400);
    expect(locked.body).toEqual({ error: 'access_denied', error_description: '登录错误次数过多,请稍后再试' });
  });

  it('refuses an expired tenant', async () => {
    const a = ok(await client().signIn('100002', 'admin', 'admin'));
    expect(a.status).toBe(400);
    expect(a.body.error_description).toBe('租户授权已过期,请联系管理员');
  });

  it('checks the captcha grant against a real PNG captcha', async () => {
    const c = client();
    const cap = ok(await c.get('/blade-auth/oauth/captcha'));
    const png = Buffer.from(cap.body.image.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(120);
    const wrong = ok(await c.signIn('000000', 'hr', 'hr', { 'captcha-key': cap.body.key, 'captcha-code': 'zzzz' }, 'captcha'));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'access_denied', error_description: '验证码不正确' });
    const cap2 = (await c.get('/blade-auth/oauth/captcha')).body;
    const code = (await new Client(stack.direct).get('/__sandbox/captcha', { key: cap2.key })).body.code;
    const right = ok(await c.signIn('000000', 'hr', 'hr', { 'captcha-key': cap2.key, 'captcha-code': code.toLowerCase() }, 'captcha'));
    expect(right.body.access_token).toBeTruthy();
  });

  it('refreshes a token once, and the old refresh token is spent', async () => {
    const c = client();
    await c.signIn('000000', 'manager', 'manager');
    const refresh = c.refreshToken!;
    const a = ok(
      await c.call('POST', '/blade-auth/oauth/token', {
        query: { tenantId: '000000', refresh_token: refresh, grant_type: 'refresh_token', scope: 'all' },
      }),
    );
    expect(a.body.access_token).toBeTruthy();
    expect(a.body.access_token).not.toBe(c.token);
    const again = ok(
      await c.call('POST', '/blade-auth/oauth/token', {
        query: { tenantId: '000000', refresh_token: refresh, grant_type: 'refresh_token', scope: 'all' },
      }),
    );
    expect(again.status).toBe(400);
  });

  it('signs a user of two departments and roles in again with the chosen ones', async () => {
    const c = client();
    const first = ok(await c.signIn('100001', 'sales', 'sales'));
    expect(first.body.dept_id.split(',')).toHaveLength(2);
    expect(first.body.role_id.split(',')).toHaveLength(2);
    const depts = ok(await c.get('/blade-system/dept/select', { userId: first.body.user_id })).body.data;
    const roles = ok(await c.get('/blade-system/role/select', { userId: first.body.user_id })).body.data;
    expect(depts).toHaveLength(2);
    expect(roles).toHaveLength(2);
    const again = ok(
      await c.call('POST', '/blade-auth/oauth/token', {
        query: { tenantId: '100001', refresh_token: c.refreshToken, grant_type: 'refresh_token', scope: 'all' },
        headers: { 'dept-id': depts[1].id, 'role-id': roles[1].id },
      }),
    );
    expect(again.body.dept_id).toBe(depts[1].id);
    expect(again.body.role_id).toBe(roles[1].id);
  });

  it('binds the demo social source: a bound code signs in, another asks to register', async () => {
    const social = (code: string) =>
      client().call('POST', '/blade-auth/oauth/token', {
        query: { tenantId: '000000', source: 'gitee', code, state: 's', grant_type: 'social', scope: 'all' },
      });
    expect(ok(await social('bound')).body.account).toBe('manager');
    expect(ok(await social('someone-new')).body.user_id).toBe('-1');
  });

  it('answers 401 without a token or with a wrong one', async () => {
    // Prism refuses a request without the security header itself, so ask the sandbox directly.
    const none = await new Client(stack.direct).get('/blade-system/param/list');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 401, message: '缺失令牌,鉴权失败' });
    const c = client();
    c.token = 'not-a-token';
    const bad = ok(await c.get('/blade-system/param/list'));
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 401, success: false });
  });
});

describe('a standard resource (param)', () => {
  it('pages, creates, finds by search, updates, filters by range and removes', async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const first = ok(await c.get('/blade-system/param/list', { current: 1, size: 10 })).body.data;
    expect(first.total).toBeGreaterThanOrEqual(25);
    expect(first.records).toHaveLength(10);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    const third = ok(await c.get('/blade-system/param/list', { current: 3, size: 10 })).body.data;
    expect(third.records.length).toBe(first.total - 20);

    ok(await c.post('/blade-system/param/submit', { paramName: '沙箱测试参数', paramKey: 'sandbox.test', paramValue: '1', remark: '' }));
    const found = ok(await c.get('/blade-system/param/list', { paramName: '沙箱测试' })).body.data.records;
    expect(found).toHaveLength(1);
    const id = found[0].id;
    expect(typeof id).toBe('string');
    ok(await c.post('/blade-system/param/submit', { id, paramValue: '2' }));
    const detail = ok(await c.get('/blade-system/param/detail', { id })).body.data;
    expect(detail).toMatchObject({ id, paramName: '沙箱测试参数', paramValue: '2' });

    const recent = ok(
      await c.get('/blade-system/param/list', { createTime_dategt: detail.createTime.slice(0, 10) + ' 00:00:00', size: 100 }),
    ).body.data;
    expect(recent.records.map((r: { id: string }) => r.id)).toContain(id);
    expect(recent.total).toBeLessThan(first.total + 1);
    const sorted = ok(await c.get('/blade-system/param/list', { ascs: 'param_key', size: 5 })).body.data.records;
    expect(sorted.map((r: { paramKey: string }) => r.paramKey)).toEqual(
      [...sorted.map((r: { paramKey: string }) => r.paramKey)].sort((a, b) => a.localeCompare(b, 'zh')),
    );

    ok(await c.post('/blade-system/param/remove', undefined, { ids: id }));
    expect(ok(await c.get('/blade-system/param/list', { paramName: '沙箱测试' })).body.data.total).toBe(0);
    // Prism refuses a request without the required id itself; the sandbox answers BladeX's 400 R.
    const direct = new Client(stack.direct);
    direct.token = c.token;
    const missing = await direct.get('/blade-system/param/detail');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 400, success: false, msg: '缺失必要的请求参数: id' });
  });

  it('keeps tenants apart', async () => {
    const a = client();
    const b = client();
    await a.signIn('000000', 'admin', 'admin');
    await b.signIn('100001', 'admin', 'admin');
    ok(await a.post('/blade-system/param/submit', { paramName: '仅管理组可见', paramKey: 'isolation', paramValue: 'a' }));
    const row = ok(await a.get('/blade-system/param/list', { paramName: '仅管理组可见' })).body.data.records[0];
    expect(ok(await b.get('/blade-system/param/list', { paramName: '仅管理组可见' })).body.data.total).toBe(0);
    expect(ok(await b.get('/blade-system/param/detail', { id: row.id })).body.data).toEqual({});
    ok(await b.post('/blade-system/param/submit', { id: row.id, paramValue: 'changed by 100001' }));
    ok(await b.post('/blade-system/param/remove', undefined, { ids: row.id }));
    expect(ok(await a.get('/blade-system/param/detail', { id: row.id })).body.data.paramValue).toBe('a');
  });
});

describe('menus, brands, dictionaries, regions, workflow, files', () => {
  it('filters menus and buttons by role, and the agent sees his brands', async () => {
    const admin = client();
    const agent = client();
    await admin.signIn('100001', 'admin', 'admin');
    const signedIn = await agent.signIn('100001', 'agent', 'agent');
    expect(signedIn.body.role_name).toBe('agent');
    const all = ok(await admin.get('/blade-system/menu/routes')).body.data;
    const mine = ok(await agent.get('/blade-system/menu/routes')).body.data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(mine.map((m: { code: string }) => m.code)).not.toContain('system');
    const buttons = ok(await agent.get('/blade-system/menu/buttons')).body.data;
    const adminButtons = ok(await admin.get('/blade-system/menu/buttons')).body.data;
    expect(JSON.stringify(buttons).length).toBeLessThan(JSON.stringify(adminButtons).length);
    const brands = ok(await agent.get('/red-sale/saledevicebrand/getBrandListingByUserId', { current: -1, size: -1 })).body.data.records;
    expect(brands.length).toBeGreaterThanOrEqual(3);
    expect(brands.every((b: { userId: string }) => b.userId === signedIn.body.user_id)).toBe(true);
  });

  it('answers dictionaries and a region tree down to villages', async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const flow = ok(await c.get('/blade-system/dict/dictionary', { code: 'flow' })).body.data;
    expect(flow.find((d: { remark: string }) => d.remark === 'leave')).toBeTruthy();
    expect(ok(await c.get('/blade-system/dict/dictionary', { code: 'notice' })).body.data).toHaveLength(6);
    for (const code of ['source_type', 'expressdelivery', 'burying_point_record'])
      expect(ok(await c.get('/blade-system/dict-biz/dictionary', { code })).body.data.length).toBeGreaterThan(2);
    let parent = '00';
    for (let level = 1; level <= 5; level++) {
      const nodes = ok(await c.get('/blade-system/region/lazy-tree', { parentCode: parent })).body.data;
      expect(nodes.length, `level ${level}`).toBeGreaterThan(0);
      parent = nodes[0].id;
    }
    expect(parent).toHaveLength(12);
  });

  it('claims a task and completes it', async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const claimable = ok(await c.get('/blade-flow/work/claim-list', { current: 1, size: 10 })).body.data.records;
    const task = claimable[0];
    ok(await c.post('/blade-flow/work/claim-task', undefined, { taskId: task.taskId }));
    const twice = ok(await c.post('/blade-flow/work/claim-task', undefined, { taskId: task.taskId }));
    expect(twice.status).toBe(400);
    const todo = ok(await c.get('/blade-flow/work/todo-list', { current: 1, size: 100 })).body.data.records;
    expect(todo.map((t: { taskId: string }) => t.taskId)).toContain(task.taskId);
    ok(
      await c.post('/blade-flow/work/complete-task', {
        taskId: task.taskId,
        processInstanceId: task.processInstanceId,
        comment: '同意',
        flag: 'ok',
        variables: {},
      }),
    );
    const done = ok(await c.get('/blade-flow/work/done-list', { current: 1, size: 100 })).body.data.records;
    expect(done.map((t: { taskId: string }) => t.taskId)).toContain(task.taskId);
  });

  it('stores an uploaded file and serves it from the returned link', async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const form = new FormData();
    form.append('file', new Blob(['合同扫描件'], { type: 'text/plain' }), 'contract.txt');
    const up = ok(await c.call('POST', '/blade-resource/oss/endpoint/put-file', { raw: form }));
    expect(up.status).toBe(200);
    const link = new URL(up.body.data.link);
    const served = await fetch(`${stack.direct}${link.pathname}`);
    expect(await served.text()).toBe('合同扫描件');
  });
});

describe('named state operations', () => {
  it('changes the named record and refuses an operation its state does not allow', async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const { state } = stack.sandbox;
    const actions = state.contract.operations.filter(
      (o) => stack.sandbox.coverage[o.key] === 'action' && o.xb!.from && o.xb!.where !== 'none',
    );
    expect(actions.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const op of actions) {
      const xb = op.xb!;
      const res = state.resources.get(xb.resource)!;
      const field = xb.field ?? 'status';
      const rows = state.store.rows('000000', res.table);
      const row = rows.find((r) => xb.from!.map(String).includes(String(r[field])));
      if (!row) {
        failures.push(`${op.key}: no record in ${xb.from}`);
        continue;
      }
      const key = String(row[res.key]);
      const to = Array.isArray(xb.to) ? xb.to[xb.to.length - 1] : xb.to;
      const query: Record<string, unknown> =
        xb.where === 'ids' ? { ids: key } : xb.where === 'body' ? {} : { [res.key === 'id' ? 'id' : res.key]: key };
      if (Array.isArray(xb.to)) query[field] = to;
      for (const p of op.params)
        if (p.required && p.in === 'query' && query[p.name] === undefined)
          query[p.name] = p.name === 'id' || p.name === 'ids' ? key : (to ?? p.example ?? '1');
      const body = op.body
        ? { ...((op.body.example as object) ?? {}), id: key, [res.key]: key, ...(to !== undefined ? { [field]: to } : {}) }
        : undefined;
      const a = ok(await c.call(op.method, op.path, { query, body }));
      if (a.status !== 200) failures.push(`${op.key}: ${a.status} ${a.body?.msg}`);
      else if (to !== undefined && String(row[field]) !== String(to)) failures.push(`${op.key}: ${field} is ${row[field]}, expected ${to}`);
      else if (to !== undefined && !xb.from!.map(String).includes(String(to))) {
        const refused = ok(await c.call(op.method, op.path, { query, body }));
        if (refused.status !== 400 || refused.body.success !== false)
          failures.push(`${op.key}: repeated from ${to} answered ${refused.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('calls on a record named by another field, with inputs', () => {
  const table = (name: string) => stack.sandbox.state.resources.get(name)!.table;
  const rowsOf = (tenant: string, name: string) => stack.sandbox.state.store.rows(tenant, table(name));

  it('binds a device by its code and stores the person; an unknown or foreign code is refused', async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const device = rowsOf('000000', 'red-sale/saledevice')[0]!;
    const code = String(device.deviceCode);
    ok(await c.post('/red-sale/saledevice/bindMarketUser', undefined, { deviceCode: code, marketUserId: '1123598821738675201' }));
    expect(String(device.marketUserId)).toBe('1123598821738675201');
    ok(await c.post('/red-sale/saledevice/customerCode', undefined, { deviceCode: code, customerCode: 'KH-TEST-1' }));
    expect(device.customerCode).toBe('KH-TEST-1');
    const unknown = ok(
      await c.post('/red-sale/saledevice/bindPrincipal', undefined, { deviceCode: 'NO-SUCH-DEVICE', principalUserId: '1' }),
    );
    expect([unknown.status, unknown.body.msg]).toEqual([400, '数据不存在']);
    const other = client();
    await other.signIn('100001', 'admin', 'admin');
    const foreign = ok(await other.post('/red-sale/saledevice/bindPrincipal', undefined, { deviceCode: code, principalUserId: '1' }));
    expect(foreign.status).toBe(400);
    expect(device.principalUserId).not.toBe('1');
  });

  it("answers a device's mini-program code as a PNG data URL, for the caller's tenant only", async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const code = String(rowsOf('000000', 'red-sale/saledevice')[0]!.deviceCode);
    const a = ok(await c.post('/red-sale/saledevice/getWxQrCode', undefined, { deviceCode: code }));
    expect(a.body.data).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(a.body.data.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The same device always draws the same picture.
    expect(ok(await c.post('/red-sale/saledevice/getWxQrCode', undefined, { deviceCode: code })).body.data).toBe(a.body.data);
    const other = client();
    await other.signIn('100001', 'admin', 'admin');
    expect(ok(await other.post('/red-sale/saledevice/getWxQrCode', undefined, { deviceCode: code })).status).toBe(400);
  });

  it('finds a mall category by the categoryId of a binding body, and stores an income return reason', async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const category = rowsOf('000000', 'red-sale/mallcategory')[0]!;
    const goods = rowsOf('000000', 'red-sale/saleproduct')
      .slice(0, 2)
      .map((p) => String(p.id));
    ok(await c.post('/red-sale/mallcategory/bind-product', { categoryId: String(category.id), productIds: goods.join(',') }));
    // The goods are filed under the category: its 已绑定商品 sub-list lists them; unbinding takes them out.
    const bound = async () =>
      (
        ok(await c.get('/red-sale/mallcategory/product-list', { categoryId: String(category.id), size: '100' })).body.data.records as {
          id: string;
        }[]
      ).map((p) => p.id);
    expect(await bound()).toEqual(expect.arrayContaining(goods));
    ok(await c.post('/red-sale/mallcategory/unbind-product', undefined, { ids: goods[0]! }));
    expect(await bound()).not.toContain(goods[0]);
    const unknownGood = ok(
      await c.post('/red-sale/mallcategory/bind-product', { categoryId: String(category.id), productIds: 'NO-SUCH-GOOD' }),
    );
    expect(unknownGood.status).toBe(400);
    const missing = ok(await c.post('/red-sale/mallcategory/bind-product', { categoryId: '42', productIds: '1' }));
    expect([missing.status, missing.body.msg]).toEqual([400, '数据不存在']);
    const income = rowsOf('000000', 'red-sale/saleuserincome').find((r) => String(r.status) === '1')!;
    ok(await c.post('/red-sale/saleuserincome/back', undefined, { id: String(income.id), backReason: '金额有误' }));
    expect([income.status, income.backReason]).toEqual([3, '金额有误']);
  });

  it("clears a shopping order's cache by its number (a GET), leaving the order as it was", async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const order = rowsOf('000000', 'red-sale/mallshoppingorder')[0]!;
    const before = { ...order };
    ok(await c.get('/red-sale/mallshoppingorder/clearOrderCache', { orderNo: String(order.orderNo), userId: 'someone-else' }));
    expect({ ...order }).toEqual(before);
    expect(ok(await c.get('/red-sale/mallshoppingorder/clearOrderCache', { orderNo: 'NO-SUCH-ORDER' })).status).toBe(400);
    ok(
      await c.post('/red-sale/warehouseorder/add-order-es', undefined, { id: String(rowsOf('000000', 'red-sale/warehouseorder')[0]!.id) }),
    );
  });

  it("answers an order's sub-lists (x-blade-sublist) with its own records only, none of another tenant's order", async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const order = rowsOf('000000', 'eim-purchase/purchaseorderinfo')[3]!;
    const id = String(order.id);
    const materials = ok(await c.get('/eim-purchase/purchaseorderinfo/detail-materiel', { id })).body.data as Record<string, unknown>[];
    expect(materials.length).toBeGreaterThan(0);
    expect(materials.every((m) => m.purchaseOrderId === id)).toBe(true);
    // As many as the store holds under it: the sub-list is the child table narrowed, not a sample.
    expect(materials.length).toBe(
      rowsOf('000000', 'eim-purchase/purchaseordermateriel').filter((m) => String(m.purchaseOrderId) === id).length,
    );
    // A paged sub-list pages with its own page-size parameter (pageSize).
    const settled = ok(await c.get('/eim-purchase/purchasesettleorder/detail-list', { purchaseOrderId: id, current: '1', pageSize: '5' }))
      .body.data;
    expect(settled.size).toBe(5);
    expect(settled.records.every((r: Record<string, unknown>) => r.purchaseOrderId === id)).toBe(true);
    // A standard list that is a sub-list takes the parent field as a filter; the child repeats the parent's number.
    const history = ok(await c.get('/eim-purchase/purchaseorderdeliverdaterecord/page', { purchaseOrderId: id })).body.data;
    expect(history.records.length).toBeGreaterThan(0);
    expect(history.records.every((r: Record<string, unknown>) => r.purchaseOrderId === id && r.purchaseNo === order.purchaseNo)).toBe(true);
    // Another tenant reading this order's sub-list gets nothing.
    const other = client();
    await other.signIn('100001', 'admin', 'admin');
    expect(ok(await other.get('/eim-purchase/purchaseorderinfo/detail-materiel', { id })).body.data).toEqual([]);
  });

  it("answers a server export list (selectExport...List) whole: the list's filters, every record, no page", async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const all = ok(await c.get('/eim-purchase/purchaseorderinfo/selectExportPurchaseOrderInfoList', {})).body.data as Record<
      string,
      unknown
    >[];
    expect(all).toHaveLength(rowsOf('000000', 'eim-purchase/purchaseorderinfo').length);
    const order = rowsOf('000000', 'eim-purchase/purchaseorderinfo')[2]!;
    const one = ok(
      await c.get('/eim-purchase/purchaseorderinfo/selectExportPurchaseOrderInfoList', {
        purchaseNo: String(order.purchaseNo),
        status: String(order.status),
      }),
    ).body.data;
    expect(one.map((o: Record<string, unknown>) => o.id)).toEqual([String(order.id)]);
  });

  it("writes the deliver-date history of an order's deliver-date change; a refused change writes none", async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const orders = rowsOf('000000', 'eim-purchase/purchaseorderinfo');
    const order = orders.find((o) => Number(o.status) === 20)!;
    const id = String(order.id);
    const before = String(order.deliverDate);
    const count = () =>
      rowsOf('000000', 'eim-purchase/purchaseorderdeliverdaterecord').filter((r) => String(r.purchaseOrderId) === id).length;
    const n = count();
    ok(
      await c.post('/eim-purchase/purchaseorderinfo/updatePurchaseOrderDeliverDate', {
        id,
        deliverDate: '2026-12-31 00:00:00',
        reason: '供应商排产延后',
      }),
    );
    expect(order.deliverDate).toBe('2026-12-31 00:00:00');
    const page = ok(await c.get('/eim-purchase/purchaseorderdeliverdaterecord/page', { purchaseOrderId: id, size: '100' })).body.data;
    expect(page.total).toBe(n + 1);
    expect(page.records).toContainEqual(
      expect.objectContaining({
        purchaseOrderId: id,
        purchaseNo: order.purchaseNo,
        oldDeliverDate: before,
        newDeliverDate: '2026-12-31 00:00:00',
        reason: '供应商排产延后',
        operatePerson: expect.any(String),
      }),
    );
    // A completed order (70) may not change its date: 400, and no history.
    const done = orders.find((o) => Number(o.status) === 70)!;
    const doneCount = rowsOf('000000', 'eim-purchase/purchaseorderdeliverdaterecord').filter(
      (r) => String(r.purchaseOrderId) === String(done.id),
    ).length;
    expect(
      ok(
        await c.post('/eim-purchase/purchaseorderinfo/updatePurchaseOrderDeliverDate', {
          id: String(done.id),
          deliverDate: '2026-12-31 00:00:00',
        }),
      ).status,
    ).toBe(400);
    expect(
      rowsOf('000000', 'eim-purchase/purchaseorderdeliverdaterecord').filter((r) => String(r.purchaseOrderId) === String(done.id)).length,
    ).toBe(doneCount);
    expect(count()).toBe(n + 1);
  });

  it("prices one material of an order again: its lines' amounts and the order's amount follow; a material it has no line of is refused", async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const lines = rowsOf('000000', 'eim-purchase/purchaseordermateriel');
    const orders = rowsOf('000000', 'eim-purchase/purchaseorderinfo');
    const order = orders.find((o) => [10, 20].includes(Number(o.status)) && lines.some((l) => String(l.purchaseOrderId) === String(o.id)))!;
    const id = String(order.id);
    const own = lines.filter((l) => String(l.purchaseOrderId) === id);
    const line = own[0]!;
    ok(
      await c.post('/eim-purchase/purchaseorderinfo/updatePurchaseOrderProductPrice', {
        id,
        materielId: String(line.materielId),
        unitPrice: 12.5,
      }),
    );
    expect(line).toMatchObject({ unitPrice: 12.5, amount: Math.round(Number(line.quantity) * 12.5 * 100) / 100 });
    expect(order.totalAmount).toBe(Math.round(own.reduce((sum, l) => sum + Number(l.amount), 0) * 100) / 100);
    // What the order's 物料明细 tab reads shows the new price.
    const shown = ok(await c.get('/eim-purchase/purchaseorderinfo/detail-materiel', { id })).body.data;
    expect(shown).toContainEqual(expect.objectContaining({ id: String(line.id), unitPrice: 12.5 }));
    const refused = ok(
      await c.post('/eim-purchase/purchaseorderinfo/updatePurchaseOrderProductPrice', { id, materielId: '1', unitPrice: 1 }),
    );
    expect([refused.status, refused.body.msg]).toEqual([400, '数据不存在']);
    const done = orders.find((o) => Number(o.status) === 70)!;
    expect(
      ok(
        await c.post('/eim-purchase/purchaseorderinfo/updatePurchaseOrderProductPrice', {
          id: String(done.id),
          materielId: String(line.materielId),
          unitPrice: 1,
        }),
      ).body.msg,
    ).toMatch(/^当前状态不允许此操作/);
  });
});

describe('message templates', () => {
  it('sends an enabled template of the caller, to receivers or to tenants the caller may name', async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const templates = stack.sandbox.state.store.rows('000000', stack.sandbox.state.resources.get('blade-system/message-template')!.table);
    const on = templates.find((t) => String(t.status) === '1')!;
    const off = templates.find((t) => String(t.status) === '2')!;
    const send = (body: object) => c.post('/blade-system/message-template/sendMessage', body);
    expect(ok(await send({ templateCode: on.templateCode, receivers: '13800138000', params: { orderNo: 'SO1' } })).status).toBe(200);
    expect(ok(await send({ templateCode: off.templateCode, receivers: '13800138000' })).body.msg).toBe(
      '当前状态不允许此操作: 消息模板已停用',
    );
    expect(ok(await send({ templateCode: 'NO_SUCH_TEMPLATE', receivers: '1' })).body.msg).toBe('数据不存在');
    expect(ok(await send({ templateCode: on.templateCode })).status).toBe(400);
    const tenants = (body: object, who = c) => who.post('/blade-system/tenant-template/send', { templateCode: on.templateCode, ...body });
    expect(ok(await tenants({ tenantIds: '000000,100001' })).status).toBe(200);
    expect(ok(await tenants({ tenantIds: '000000,999999' })).body.msg).toBe('数据不存在');
    const other = client();
    await other.signIn('100001', 'admin', 'admin');
    const theirs = stack.sandbox.state.store
      .rows('100001', stack.sandbox.state.resources.get('blade-system/message-template')!.table)
      .find((t) => String(t.status) === '1')!;
    // A tenant send is the platform administrator's (BladeX's HAS_ROLE_ADMINISTRATOR), even to the caller's own tenant.
    const refused = ok(await other.post('/blade-system/tenant-template/send', { templateCode: theirs.templateCode, tenantIds: '100001' }));
    expect([refused.status, refused.body.msg]).toEqual([403, '缺失权限: 平台管理员']);
  });
});

describe('workflow: leave, history, deployments, instances', () => {
  type Task = { taskId: string; processInstanceId: string; businessId: string; processIsFinished: string; processDefinitionKey: string };
  const records = async (c: Client, path: string, query: Record<string, unknown> = {}) =>
    ok(await c.get(path, { current: 1, size: 500, ...query })).body.data.records;

  it("starts a leave: its record, the starter's sent task, the approver's todo with history; completing it finishes the instance", async () => {
    const admin = client();
    const hr = client();
    await admin.signIn('000000', 'admin', 'admin');
    const hrIn = await hr.signIn('000000', 'hr', 'hr');
    const process = (await records(admin, '/blade-flow/work/start-list')).find((p: { key: string }) => p.key === 'leave');
    const leave = {
      processDefinitionId: process.id,
      taskUser: hrIn.body.user_id,
      startTime: '2026-12-01 09:00:00',
      endTime: '2026-12-03 18:00:00',
      days: 3,
      reason: '家中有事',
    };
    const started = ok(await admin.post('/blade-desk/process/leave/start-process', leave));
    expect(started.body).toMatchObject({ success: true });
    const sent = (await records(admin, '/blade-flow/work/send-list')).find(
      (t: Task & { variables: { taskUser: string } }) =>
        t.variables?.taskUser === `taskUser_${leave.taskUser}` && t.processIsFinished === 'unfinished',
    ) as Task;
    expect(sent).toBeTruthy();
    const detail = ok(await admin.get('/blade-desk/process/leave/detail', { businessId: sent.businessId })).body.data;
    expect(detail).toMatchObject({
      id: sent.businessId,
      reason: '家中有事',
      days: 3,
      processInstanceId: sent.processInstanceId,
      taskUser: leave.taskUser,
    });
    const todo = (await records(hr, '/blade-flow/work/todo-list')).find(
      (t: Task) => t.processInstanceId === sent.processInstanceId,
    ) as Task;
    expect(todo).toBeTruthy();
    const before = ok(await hr.get('/blade-flow/process/history-flow-list', { processInstanceId: sent.processInstanceId })).body.data;
    expect(before.map((h: { historyActivityType: string }) => h.historyActivityType)).toEqual(['startEvent', 'userTask']);
    expect(before[0].assigneeName).toBe('管理员');
    ok(
      await hr.post('/blade-flow/work/complete-task', {
        taskId: todo.taskId,
        processInstanceId: todo.processInstanceId,
        comment: '同意, 注意交接',
        flag: 'ok',
        variables: {},
      }),
    );
    expect((await records(hr, '/blade-flow/work/done-list')).map((t: Task) => t.taskId)).toContain(todo.taskId);
    expect((await records(hr, '/blade-flow/work/todo-list')).map((t: Task) => t.taskId)).not.toContain(todo.taskId);
    const after = ok(await hr.get('/blade-flow/process/history-flow-list', { processInstanceId: sent.processInstanceId })).body.data;
    expect(after.map((h: { historyActivityType: string }) => h.historyActivityType)).toEqual(['startEvent', 'userTask', 'endEvent']);
    expect(after[1]).toMatchObject({ comment: '同意, 注意交接', assigneeName: (todo as Task & { assigneeName: string }).assigneeName });
    expect(after[1].endTime).not.toBe('');
    const finished = (await records(admin, '/blade-flow/work/send-list')).find((t: Task) => t.processInstanceId === sent.processInstanceId);
    expect(finished.processIsFinished).toBe('finished');
  });

  it('starts a leave without an approver as a claim task; claiming it is in the history', async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const process = (await records(c, '/blade-flow/work/start-list')).find((p: { key: string }) => p.key === 'leave');
    ok(await c.post('/blade-desk/process/leave/start-process', { processDefinitionId: process.id, days: 1, reason: '无审批人' }));
    const sent = (await records(c, '/blade-flow/work/send-list')).find(
      (t: Task & { assignee: string; processIsFinished: string }) =>
        !t.assignee && t.processIsFinished === 'unfinished' && t.processDefinitionKey === 'leave',
    ) as Task;
    const claim = (await records(c, '/blade-flow/work/claim-list')).find(
      (t: Task) => t.processInstanceId === sent.processInstanceId,
    ) as Task;
    expect(claim).toBeTruthy();
    ok(await c.post('/blade-flow/work/claim-task', undefined, { taskId: claim.taskId }));
    const steps = ok(await c.get('/blade-flow/process/history-flow-list', { processInstanceId: sent.processInstanceId })).body.data;
    expect(steps.map((h: { historyActivityType: string }) => h.historyActivityType)).toEqual(['startEvent', 'userTask', 'claim']);
    expect(steps[2].assigneeName).toBe('管理员');
    const missing = ok(await c.post('/blade-desk/process/leave/start-process', { days: 1 }));
    expect(missing.status).toBe(400);
  });

  it('answers the leave of every seeded leave task and the history of its instance', async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const mine = [...(await records(c, '/blade-flow/work/todo-list')), ...(await records(c, '/blade-flow/work/claim-list'))].filter(
      (t: Task) => t.processDefinitionKey === 'leave',
    );
    expect(mine.length).toBeGreaterThan(0);
    for (const t of mine.slice(0, 4) as Task[]) {
      expect(ok(await c.get('/blade-desk/process/leave/detail', { businessId: t.businessId })).body.data).toMatchObject({
        id: t.businessId,
        processInstanceId: t.processInstanceId,
      });
      const steps = ok(await c.get('/blade-flow/process/history-flow-list', { processInstanceId: t.processInstanceId })).body.data;
      expect(steps[0]).toMatchObject({ historyActivityType: 'startEvent', processInstanceId: t.processInstanceId });
    }
  });

  it('deploys a model as a new version, suspends and activates it, answers a no-op with a message, and deletes the deployment', async () => {
    const c = client();
    await c.signIn('100001', 'admin', 'admin');
    const model = (await records(c, '/blade-flow/model/list'))[0];
    ok(await c.post('/blade-flow/model/deploy', undefined, { modelId: model.id, category: 'flow_1' }));
    const deployed = (await records(c, '/blade-flow/manager/list')).filter((p: { key: string }) => p.key === model.modelKey);
    expect(deployed).toHaveLength(1);
    const p = deployed[0];
    // Deployed without tenantIds: a process shared by every tenant (通用, tenantId '').
    expect(p).toMatchObject({ category: 'flow_1', categoryName: '请假流程', suspensionState: 1, tenantId: '' });
    ok(await c.post('/blade-flow/model/deploy', undefined, { modelId: model.id, category: 'flow_1' }));
    const again = (await records(c, '/blade-flow/manager/list')).find((x: { key: string }) => x.key === model.modelKey);
    expect(again.version).toBe(p.version + 1);
    expect((await records(c, '/blade-flow/work/start-list')).map((x: { id: string }) => x.id)).toContain(again.id);
    const suspended = ok(await c.post('/blade-flow/manager/change-state', undefined, { processId: again.id, state: 'suspend' }));
    expect(suspended.body.msg).toBe(`挂起ID为 [${again.id}] 的流程成功`);
    // start-list runs manager/list's query: a suspended process is still listed (BladeX's selectProcessPage).
    expect((await records(c, '/blade-flow/work/start-list')).find((x: { id: string }) => x.id === again.id).suspensionState).toBe(2);
    const twice = ok(await c.post('/blade-flow/manager/change-state', undefined, { processId: again.id, state: 'suspend' }));
    expect([twice.status, twice.body.success, twice.body.msg]).toEqual([200, true, `ID为 [${again.id}] 的流程已是此状态，无需操作`]);
    ok(await c.post('/blade-flow/manager/change-state', undefined, { processId: again.id, state: 'active' }));
    expect((await records(c, '/blade-flow/manager/list')).find((x: { id: string }) => x.id === again.id).suspensionState).toBe(1);
    ok(await c.post('/blade-flow/manager/delete-deployment', undefined, { deploymentIds: again.deploymentId }));
    expect((await records(c, '/blade-flow/manager/list')).map((x: { id: string }) => x.id)).not.toContain(again.id);
  });

  it('deletes a process instance with its tasks', async () => {
    const c = client();
    await c.signIn('000000', 'admin', 'admin');
    const follow = (await records(c, '/blade-flow/follow/list'))[0];
    expect(follow.processInstanceId).toBeTruthy();
    ok(
      await c.post('/blade-flow/follow/delete-process-instance', undefined, {
        processInstanceId: follow.processInstanceId,
        deleteReason: '测试',
      }),
    );
    expect((await records(c, '/blade-flow/follow/list')).map((f: { processInstanceId: string }) => f.processInstanceId)).not.toContain(
      follow.processInstanceId,
    );
    expect(ok(await c.get('/blade-flow/process/history-flow-list', { processInstanceId: follow.processInstanceId })).body.data).toEqual([]);
  });
});
