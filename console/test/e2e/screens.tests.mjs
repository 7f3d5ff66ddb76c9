// Every other platform screen in the real shell against the sandbox: a table-driven
// create/find/edit/view/remove over the standard screens, then the named operations a user runs.
import { assert, confirmDialog, sandboxApi } from './helpers.mjs';
import { checkTreeNode, crudTest, dialog, fillForm, openScreen, rows, rowWith, save, search, toastSays } from './resource-helpers.mjs';

const standard = [
  { path: '/system/client', title: '应用管理', fill: { clientId: 'e2e_client', clientSecret: 'e2e_secret' }, search: 'clientId', edit: { clientSecret: 'e2e_secret_2' } },
  { path: '/system/dept', title: '部门管理 (lazy tree)', fill: { deptName: 'E2E测试部', fullName: 'E2E测试部门全称', deptCategory: '2', sort: '9' }, search: 'deptName', edit: { remark: '浏览器测试备注' } },
  { path: '/system/menu', title: '菜单管理 (tree)', fill: { name: 'E2E测试菜单', code: 'e2e_menu', path: '/e2e/menu', category: { radio: '菜单' }, isOpen: { radio: '是' }, sort: '99' }, search: 'name', edit: { path: '/e2e/menu2' } },
  { path: '/system/post', title: '岗位管理', fill: { category: '1', postCode: 'E2E_POST', postName: '测试岗位', sort: '9' }, search: 'postCode', edit: { postName: '测试岗位二' } },
  { path: '/system/tenant', title: '租户管理', fill: { tenantName: 'E2E测试租户', linkman: '张三', contactNumber: '13800138000' }, search: 'tenantName', edit: { linkman: '李四' } },
  { path: '/system/tenant-package', title: '租户产品包', fill: { packageName: 'E2E产品包', menuId: { tree: null }, remark: '备注一' }, search: 'packageName', edit: { remark: '备注二' }, view: false },
  { path: '/system/topmenu', title: '顶部菜单', fill: { name: 'E2E顶部菜单', code: 'e2e_top', sort: '9' }, search: 'name', edit: { path: '/e2e/top' } },
  { path: '/system/user', title: '用户管理', fill: { account: 'e2e_user', password: 'e2e123456', realName: '测试用户', roleId: { tree: null }, deptId: { tree: null } }, search: 'account', edit: { phone: '13900139000' } },
  { path: '/authority/role', title: '角色管理 (tree)', fill: { roleName: 'E2E测试角色', roleAlias: 'e2e_role', sort: '9' }, search: 'roleName', edit: { roleAlias: 'e2e_role_2' } },
  { path: '/authority/apiscope', title: '接口权限', fill: { menuId: { tree: null }, resourceCode: 'E2E_API', scopeName: 'E2E接口权限', scopePath: '/e2e/api' }, search: 'scopeName', edit: { scopePath: '/e2e/api2' } },
  { path: '/authority/datascope', title: '数据权限', fill: { menuId: { tree: null }, resourceCode: 'E2E_DATA', scopeName: 'E2E数据权限', scopeType: '2' }, search: 'scopeName', edit: { scopeColumn: 'create_user' } },
  { path: '/desk/notice', title: '通知公告', fill: { title: '浏览器测试通知', category: { index: 1 }, releaseTime: '2026-11-20T09:30', content: '内容一' }, search: 'title', edit: { content: '内容二' } },
  { path: '/resource/oss', title: '对象存储', fill: { category: '1', ossCode: 'e2e-oss', endpoint: 'http://127.0.0.1:9000', bucketName: 'e2e', accessKey: 'ak', secretKey: 'sk' }, search: 'ossCode', edit: { remark: '测试备注' } },
  { path: '/resource/sms', title: '短信配置', fill: { category: '3', smsCode: 'e2e-sms', templateId: 'SMS_1', accessKey: 'ak', signName: '大鲨' }, search: 'smsCode', edit: { remark: '测试备注' } },
  { path: '/resource/voice', title: '语音配置', fill: { category: '1', voiceCode: 'e2e-voice', templateId: 'TTS_1', accessKey: 'ak' }, search: 'voiceCode', edit: { remark: '测试备注' } },
  { path: '/tool/code', title: '代码生成', fill: { datasourceId: { index: 1 }, codeName: 'E2E模块', serviceName: 'red-e2e', tableName: 'e2e_table', pkName: 'id', packageName: 'com.dasha.e2e' }, search: 'codeName', edit: { packageName: 'com.dasha.e2e2' } },
  { path: '/tool/datasource', title: '数据源管理', fill: { name: 'e2e数据源', url: 'jdbc:mysql://127.0.0.1/e2e', username: 'root', password: 'secret' }, search: 'name', edit: { remark: '测试备注' } },
  { path: '/base/region', title: '行政区划', fill: { code: '449901', name: 'E2E测试区', parentCode: '4499', regionLevel: '3' }, search: 'name', edit: { remark: '测试备注' } },
];

/** Selects the row holding `text`. */
const select = (page, text) => rowWith(page, text).getByLabel(/select row/).check();

export const tests = [
  ...standard.map(crudTest),
  {
    name: '/system/user: 角色配置 (grant roles), 密码重置, 账号解封 with their confirms, 平台配置',
    signedIn: true,
    async run({ page, base, sandbox, shot }) {
      // A seeded user no other test signs in as: granting it 超级管理员 and resetting its password
      // must not change what hr, manager or boss see in later tests.
      const users = (await (await sandboxApi(sandbox)).get('/blade-user/page', { current: 1, size: 50 })).records;
      const account = users.find((u) => !['admin', 'hr', 'manager', 'boss'].includes(u.account)).account;
      await openScreen(page, base, '/system/user');
      await search(page, 'account', account);
      const row = rowWith(page, account);
      await row.waitFor();
      // toolbar operations need a selection
      await page.getByRole('button', { name: '角色配置' }).click();
      await toastSays(page, '请选择至少一条数据');
      await select(page, account);
      await page.getByRole('button', { name: '角色配置' }).click();
      const form = dialog(page);
      await form.getByText('角色配置').first().waitFor();
      await form.locator('#field-roleIds').click();
      await page.getByRole('tree').last().getByRole('treeitem').first().waitFor();
      await shot('user-grant-roles');
      await checkTreeNode(page, page, '超级管理员');
      await page.keyboard.press('Escape');
      await save(page, '操作成功');
      await row.locator('[data-prop=roleName]').filter({ hasText: '超级管理员' }).waitFor();
      await select(page, account);
      await page.getByRole('button', { name: '密码重置' }).click();
      await confirmDialog(page, '确定将选择账号密码重置为123456?');
      await toastSays(page, '操作成功');
      await select(page, account);
      await page.getByRole('button', { name: '账号解封' }).click();
      await confirmDialog(page, '确定将选择账号解封?');
      await toastSays(page, '操作成功');
      await row.getByRole('button', { name: '平台配置' }).click();
      await fillForm(page, dialog(page), { userType: '2', userExt: '{"appId":"e2e"}' });
      await save(page, '操作成功');
      await row.locator('[data-prop=userType]').filter({ hasText: 'APP' }).waitFor();
    },
  },
  {
    name: '/authority/role: 权限设置 dialog with menu, data and API scope trees; the grant is kept',
    signedIn: true,
    async run({ page, base, shot }) {
      await openScreen(page, base, '/authority/role');
      await search(page, 'roleName', '人事');
      const row = rows(page).first();
      await row.waitFor();
      await row.getByRole('button', { name: '权限设置' }).click();
      const grant = page.getByTestId('grant-dialog');
      for (const tab of ['菜单权限', '数据权限', '接口权限']) await grant.getByRole('tab', { name: tab }).waitFor();
      await grant.getByRole('tree').getByRole('treeitem').first().waitFor();
      await shot('role-grant');
      await page.mouse.click(5, 5);
      assert.ok(await grant.isVisible(), 'the grant dialog does not close on outside click');
      await grant.getByRole('tab', { name: '数据权限' }).click();
      const dataTree = grant.getByRole('tree', { name: '数据权限' });
      const first = dataTree.getByRole('checkbox').first();
      await dataTree.getByRole('treeitem').first().waitFor();
      const was = await first.isChecked();
      await dataTree.locator('label').first().click();
      await grant.getByRole('button', { name: '确定' }).click();
      await toastSays(page, '操作成功');
      await grant.waitFor({ state: 'detached' });
      await row.getByRole('button', { name: '权限设置' }).click();
      await grant.getByRole('tab', { name: '数据权限' }).click();
      await grant.getByRole('tree', { name: '数据权限' }).getByRole('treeitem').first().waitFor();
      assert.equal(await grant.getByRole('tree', { name: '数据权限' }).getByRole('checkbox').first().isChecked(), !was, 'the changed data scope is kept');
    },
  },
  {
    name: '/system/topmenu: 菜单配置 grants menus to a top menu',
    signedIn: true,
    async run({ page, base }) {
      await openScreen(page, base, '/system/topmenu');
      await rows(page).first().getByRole('button', { name: '菜单配置' }).click();
      const grant = page.getByTestId('grant-dialog');
      await grant.getByRole('tree').getByRole('treeitem').first().waitFor();
      await grant.getByRole('tree').locator('label').first().click();
      await grant.getByRole('button', { name: '确定' }).click();
      await toastSays(page, '操作成功');
    },
  },
  {
    name: '/system/tenant: 产品包 and 数据源 per tenant (columns change), 授权配置 needs a selection',
    signedIn: true,
    async run({ page, base }) {
      await openScreen(page, base, '/system/tenant');
      const row = rows(page).nth(1);
      const id = await row.locator('[data-prop=tenantId]').innerText();
      await row.getByRole('button', { name: '产品包', exact: true }).click();
      await fillForm(page, dialog(page), { packageId: { index: 1 } });
      const pkg = await dialog(page).locator('#field-packageId option:checked').innerText();
      await save(page, '操作成功');
      const same = rows(page).filter({ has: page.locator('[data-prop=tenantId]', { hasText: id }) }).first();
      await same.locator('[data-prop=packageId]').filter({ hasText: pkg }).waitFor();
      await same.getByRole('button', { name: '数据源', exact: true }).click();
      await fillForm(page, dialog(page), { datasourceId: { index: 1 } });
      const ds = await dialog(page).locator('#field-datasourceId option:checked').innerText();
      await save(page, '操作成功');
      await same.locator('[data-prop=datasourceId]').filter({ hasText: ds }).waitFor();
      await page.getByRole('button', { name: '授权配置' }).click();
      await toastSays(page, '请选择至少一条数据');
      await same.getByLabel(/select row/).check();
      await page.getByRole('button', { name: '授权配置' }).click();
      await fillForm(page, dialog(page), { accountNumber: '50', expireTime: '2030-12-31T00:00' });
      await save(page, '操作成功');
      await same.locator('[data-prop=accountNumber]').filter({ hasText: '50' }).waitFor();
    },
  },
  {
    name: '/base/region: lazy tree by parent code opens a province, 查看 shows the detail',
    signedIn: true,
    async run({ page, base, shot }) {
      await openScreen(page, base, '/base/region');
      const province = rows(page).first();
      const name = (await province.locator('[data-prop=name]').innerText()).replace(/[▸▾\s]/g, '');
      const before = await rows(page).count();
      const children = page.waitForResponse((r) => r.url().includes('/region/lazy-tree') && r.url().includes('parentCode=') && !r.url().includes('parentCode=00'));
      await province.getByRole('button', { name: '展开' }).click();
      await children;
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=resource-screen] [role=rowgroup] [role=row]').length > n, before);
      await shot('region-tree');
      await province.getByRole('button', { name: '查看' }).click();
      await dialog(page).locator('[data-prop=name]').filter({ hasText: name }).waitFor();
      await dialog(page).locator('[data-prop=code]').filter({ hasText: /\d+/ }).waitFor();
      await dialog(page).getByRole('button', { name: '关闭' }).click();
      await province.getByRole('button', { name: '收起' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=resource-screen] [role=rowgroup] [role=row]').length === n, before);
    },
  },
  ...[
    ['/monitor/log/api', '接口日志', 'requestUri'],
    ['/monitor/log/error', '错误日志', 'exceptionName'],
    ['/monitor/log/usual', '通用日志', 'logData'],
  ].map(([path, title, prop]) => ({
    name: `${path} ${title}: read-only list (no add/edit/delete), search, detail view`,
    signedIn: true,
    async run({ page, base }) {
      await openScreen(page, base, path);
      for (const b of ['新增', '编辑', '删除', '批量删除']) assert.equal(await page.getByRole('button', { name: b, exact: true }).count(), 0, `no ${b}`);
      await search(page, 'serviceId', 'blade-system');
      await rows(page).first().waitFor();
      const services = await rows(page).locator('[data-prop=serviceId]').allTextContents();
      assert.ok(services.every((s) => s.includes('blade-system')), services.join());
      const text = await rows(page).first().locator(`[data-prop=${prop}]`).innerText();
      await rows(page).first().getByRole('button', { name: '查看' }).click();
      await dialog(page).locator(`[data-prop=${prop}]`).filter({ hasText: text.slice(0, 20) }).waitFor();
      await dialog(page).getByRole('button', { name: '关闭' }).click();
    },
  })),
  {
    name: '/resource/attach: list, the 下载 of an attachment is its stored link, remove an attachment',
    signedIn: true,
    async run({ page, base }) {
      await openScreen(page, base, '/resource/attach');
      // BladeX's attachment page: attach_upload, attach_download, attach_delete; no add, edit or view.
      assert.equal(await page.getByRole('button', { name: '新增', exact: true }).count(), 0);
      assert.equal(await rows(page).first().getByRole('button', { name: '查看' }).count(), 0);
      const name = await rows(page).first().locator('[data-prop=name]').innerText();
      const link = await rows(page).first().locator('[data-prop=link]').innerText();
      // The sandbox's links point at object storage, which this machine cannot reach: record the
      // download the button starts instead of following it.
      await page.evaluate(() => (HTMLAnchorElement.prototype.click = function () { window.__download = { href: this.href, name: this.download }; }));
      await rows(page).first().getByRole('button', { name: '下载' }).click();
      await toastSays(page, '已开始下载');
      assert.equal((await page.evaluate(() => window.__download)).href, link);
      await removeAndGone(page, name);
    },
  },
  {
    name: '/resource/oss: 启用 a stopped configuration, its state becomes 启用',
    signedIn: true,
    async run({ page, base }) {
      await openScreen(page, base, '/resource/oss');
      await page.getByLabel('page size').selectOption('50');
      const stopped = rows(page).filter({ has: page.locator('[data-prop=status]', { hasText: '停用' }) }).first();
      const code = await stopped.locator('[data-prop=ossCode]').innerText();
      await stopped.getByRole('button', { name: '启用' }).click();
      await confirmDialog(page, '是否确定启用这条配置?');
      await toastSays(page, '操作成功');
      await search(page, 'ossCode', code);
      await rowWith(page, code).locator('[data-prop=status]').filter({ hasText: '启用' }).waitFor();
    },
  },
  ...[
    ['/resource/sms', 'smsCode', 'phones', '短信'],
    ['/resource/voice', 'voiceCode', 'phone', '语音'],
  ].map(([path, codeProp, phoneProp, what]) => ({
    name: `${path}: ${what} 停用 then 启用 (state column changes), 发送 a message`,
    signedIn: true,
    async run({ page, base }) {
      await openScreen(page, base, path);
      const on = rows(page).filter({ has: page.locator('[data-prop=status]', { hasText: '启用' }) }).first();
      const code = await on.locator(`[data-prop=${codeProp}]`).innerText();
      await search(page, codeProp, code);
      const row = rowWith(page, code);
      await row.getByRole('button', { name: '停用' }).click();
      await confirmDialog(page, '是否确定停用这条配置?');
      await toastSays(page, '操作成功');
      await row.locator('[data-prop=status]').filter({ hasText: '停用' }).waitFor();
      await row.getByRole('button', { name: '启用' }).click();
      await confirmDialog(page, '是否确定启用这条配置?');
      await toastSays(page, '操作成功');
      await row.locator('[data-prop=status]').filter({ hasText: '启用' }).waitFor();
      await row.getByRole('button', { name: '发送' }).click();
      await dialog(page).getByRole('button', { name: '保存' }).click();
      await dialog(page).getByText('请输入手机号').waitFor();
      await fillForm(page, dialog(page), { [phoneProp]: '13800138000' });
      await save(page, '发送成功');
    },
  })),
  {
    name: '/tool/code: 代码生成 on the selection with its confirm, 复制 a module',
    signedIn: true,
    async run({ page, base }) {
      await openScreen(page, base, '/tool/code');
      const name = await rows(page).first().locator('[data-prop=codeName]').innerText();
      const toolbar = page.getByTestId('resource-screen');
      await toolbar.getByRole('button', { name: '代码生成', exact: true }).click();
      await toastSays(page, '请选择至少一条数据');
      await rows(page).first().getByLabel(/select row/).check();
      await toolbar.getByRole('button', { name: '代码生成', exact: true }).click();
      await confirmDialog(page, '是否生成选中模块的代码?');
      await toastSays(page, '操作成功');
      await search(page, 'codeName', name);
      await rowWith(page, name).waitFor();
      // The sandbox answers copy without adding a record (BladeX adds one): only the toast is checked.
      const copy = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/blade-develop/code/copy?id='));
      await rowWith(page, name).getByRole('button', { name: '复制' }).click();
      await copy;
      await toastSays(page, '操作成功');
    },
  },
  {
    name: '/report/reportlist: list and remove a report file',
    signedIn: true,
    async run({ page, base }) {
      await openScreen(page, base, '/report/reportlist');
      for (const b of ['新增', '编辑', '查看']) assert.equal(await page.getByRole('button', { name: b, exact: true }).count(), 0, `no ${b}`);
      const name = await rows(page).first().locator('[data-prop=name]').innerText();
      await removeAndGone(page, name);
    },
  },
];

/** 删除 a row found by `text`, searching to check it is gone for good. */
async function removeAndGone(page, text) {
  await rowWith(page, text).getByRole('button', { name: '删除', exact: true }).click();
  await confirmDialog(page, '确定将选择数据删除?');
  await toastSays(page, '删除成功');
  await page.waitForFunction((t) => ![...document.querySelectorAll('[data-testid=resource-screen] [role=rowgroup] [role=row]')].some((r) => r.textContent.includes(t)), text);
  await search(page, 'name', text);
  await page.getByText('暂无数据').waitFor();
}
