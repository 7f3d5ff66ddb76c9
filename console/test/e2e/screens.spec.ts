// The platform screens' named operations in the real shell against the sandbox (their create,
// find, edit, view and remove: screens-crud.spec.ts): role grants, password reset and unlock,
// permission and top-menu grants, tenant packages, the region tree, read-only logs, attachments,
// OSS/SMS/voice state and sending, code generation, report files.
import type { Page, Locator } from '@playwright/test';
import { assert, confirmDialog, sandboxApi, type Paged, type Row } from './helpers.ts';
import { axeViolations } from './axe.ts';
import {
  captureCall,
  checkTreeNode,
  dialog,
  fillForm,
  openScreen,
  pickFirstOptions,
  rows,
  rowWith,
  save,
  search,
  toastSays,
} from './resource-helpers.ts';
import { expect, test } from './fixtures.ts';

type User = Row & { account: string };
declare global {
  interface Window {
    /** The download the page started (a link's click), recorded instead of followed. */
    __download?: { href: string; name: string };
  }
}

/** Selects the row holding `text`. */
const select = (page: Page, text: string) =>
  rowWith(page, text)
    .getByLabel(/^选择第 \d+ 行$/)
    .check();

test.use({ signedIn: true });

test('/system/user: 角色配置 (grant roles), 密码重置, 账号解封 with their confirms, 平台配置', async ({ page, base, sandbox, shot }) => {
  // A seeded user no other test signs in as: granting it 超级管理员 and resetting its password
  // must not change what hr, manager or boss see in later tests.
  const users = (await (await sandboxApi(sandbox)).get<Paged<User>>('/blade-user/page', { current: 1, size: 50 })).records;
  const account = users.find((u) => !['admin', 'hr', 'manager', 'boss'].includes(u.account))?.account;
  assert.ok(account, 'the seed has a user no other test signs in as');
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
  // Reopened, the dialog reads the saved extension back (platform-detail).
  await row.getByRole('button', { name: '平台配置' }).click();
  await expect.poll(() => dialog(page).locator('#field-userExt').inputValue()).toBe('{"appId":"e2e"}');
  await dialog(page).getByRole('button', { name: '取消' }).click();
});

test('/system/user: the department tree lists a department with those below it, 全部 lists all; reload keeps it', async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  const api = await sandboxApi(sandbox);
  const hrDept = (await api.get<(Row & { deptName: string })[]>('/blade-system/dept/list', { deptName: '人事部' })).find(
    (d) => d.deptName === '人事部',
  );
  assert.ok(hrDept, 'the seed has 人事部');
  const expected = (await api.get<Paged<User>>('/blade-user/page', { current: 1, size: 100, deptId: hrDept.id })).records.map(
    (u) => u.account,
  );
  const everyone = (await api.get<Paged>('/blade-user/page', { current: 1, size: 1 })).total;
  assert.ok(expected.length > 1 && expected.length < 10 && expected.includes('hr'), `人事部 and below: ${expected}`);
  await openScreen(page, base, '/system/user');
  const side = page.getByTestId('side-tree');
  const tree = side.getByRole('tree', { name: '部门' });
  const accounts = () => rows(page).locator('[data-prop=account]').allInnerTexts();
  // A branch's name holds its children's too: its own text is its title.
  const hrNode = tree.locator('[data-part=branch-text], [data-part=item-text]').filter({ hasText: /^人事部$/ });
  const asked = await captureCall(page, '/blade-user/page', () => hrNode.click());
  assert.equal(asked.query.deptId, hrDept.id);
  assert.equal(asked.query.current, '1');
  await expect.poll(async () => (await accounts()).sort()).toEqual([...expected].sort());
  await expect(page.getByText(`共 ${expected.length} 条`)).toBeVisible();
  await shot('user-dept-tree');
  assert.deepEqual(await axeViolations(page, '[data-testid=resource-screen]'), []);
  // The address holds the department: a reload lists it again, its node still picked.
  assert.match(page.url(), new RegExp(`node=${hrDept.id}`));
  await page.reload();
  await expect.poll(async () => (await accounts()).sort()).toEqual([...expected].sort());
  await expect(tree.getByRole('treeitem', { selected: true }).locator('[data-part=branch-text]').first()).toHaveText('人事部');
  // 全部 (by keyboard: it is the tree's first entry) clears the filter.
  const all = tree.getByRole('treeitem', { name: '全部', exact: true });
  await all.focus();
  const widened = await captureCall(page, '/blade-user/page', () => page.keyboard.press('Enter'));
  assert.equal(widened.query.deptId, undefined);
  await expect(page.getByText(`共 ${everyone} 条`)).toBeVisible();
  assert.doesNotMatch(page.url(), /node=/);
  // A narrow window keeps the tree behind a button above the list.
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(tree).toBeHidden();
  await page.getByRole('button', { name: '显示部门' }).click();
  await expect(tree).toBeVisible();
  await shot('user-dept-tree-narrow');
});

test('/authority/role: 权限设置 dialog with menu, data and API scope trees; the grant is kept', async ({ page, base, shot }) => {
  await openScreen(page, base, '/authority/role');
  await search(page, 'roleName', '人事');
  const row = rows(page).first();
  await row.waitFor();
  await row.getByRole('button', { name: '权限设置' }).click();
  const grant = page.getByTestId('grant-dialog');
  for (const tab of ['菜单权限', '数据权限', '接口权限']) await grant.getByRole('tab', { name: tab }).waitFor();
  await grant.getByRole('tree').getByRole('treeitem').first().waitFor();
  await shot('role-grant');
  // The tree by keyboard: ↓ moves to the next node, Space checks it, ← closes a branch and → opens
  // it again, End and Home reach the ends; then 取消 keeps the grant as it was.
  const menuTree = grant.getByRole('tree', { name: '菜单权限' });
  const firstNode = menuTree.getByRole('treeitem').first();
  await firstNode.focus();
  await expect(firstNode).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const second = menuTree.getByRole('treeitem').nth(1);
  await expect(second).toBeFocused();
  const before = await second.getAttribute('aria-checked');
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  await shot('role-grant-keys');
  await page.keyboard.press('ArrowLeft'); // a closed branch or a leaf: up to the parent
  await expect(firstNode).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(firstNode).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(firstNode).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('End');
  await expect(menuTree.getByRole('treeitem').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(firstNode).toBeFocused();
  await grant.getByRole('button', { name: '展开全部' }).click();
  await expect(menuTree.locator('[role=treeitem][aria-expanded=false]')).toHaveCount(0);
  assert.deepEqual(await axeViolations(page, '[data-testid=grant-dialog]'), [], 'the opened trees have no serious axe findings');
  await grant.getByRole('button', { name: '折叠全部' }).click();
  await expect(menuTree.locator('[role=treeitem][aria-expanded=true]')).toHaveCount(0);
  await grant.getByRole('button', { name: '取消' }).click();
  await grant.waitFor({ state: 'detached' });
  await row.getByRole('button', { name: '权限设置' }).click();
  await expect(grant.getByRole('tree', { name: '菜单权限' }).getByRole('treeitem').nth(1)).toHaveAttribute('aria-checked', String(before));
  await page.mouse.click(5, 5);
  assert.ok(await grant.isVisible(), 'the grant dialog does not close on outside click');
  await grant.getByRole('tab', { name: '数据权限' }).click();
  const dataTree = grant.getByRole('tree', { name: '数据权限' });
  const ticked = async (tree: Locator) => (await tree.getByRole('treeitem').first().getAttribute('aria-checked')) === 'true';
  await dataTree.getByRole('treeitem').first().waitFor();
  const was = await ticked(dataTree);
  await dataTree.locator('label').first().click();
  await grant.getByRole('button', { name: '确定' }).click();
  await toastSays(page, '操作成功');
  await grant.waitFor({ state: 'detached' });
  await row.getByRole('button', { name: '权限设置' }).click();
  await grant.getByRole('tab', { name: '数据权限' }).click();
  await grant.getByRole('tree', { name: '数据权限' }).getByRole('treeitem').first().waitFor();
  assert.equal(await ticked(grant.getByRole('tree', { name: '数据权限' })), !was, 'the changed data scope is kept');
});

test('/system/topmenu: 菜单配置 grants menus to a top menu, and reopened shows the grant', async ({ page, base }) => {
  await openScreen(page, base, '/system/topmenu');
  const row = rows(page).first();
  await row.getByRole('button', { name: '菜单配置' }).click();
  const grant = page.getByTestId('grant-dialog');
  const first = async () => (await grant.getByRole('tree').getByRole('treeitem').first().getAttribute('aria-checked')) === 'true';
  await grant.getByRole('tree').getByRole('treeitem').first().waitFor();
  const was = await first();
  // BladeX's grant takes a JSON body of id lists; the answer is read back by top-tree-keys.
  const sent = page.waitForRequest((r) => r.url().includes('/topmenu/grant'));
  await grant.getByRole('tree').locator('label').first().click();
  await grant.getByRole('button', { name: '确定' }).click();
  const body = (await sent).postDataJSON();
  assert.ok(Array.isArray(body.topMenuIds) && Array.isArray(body.menuIds), 'a JSON body of id lists');
  await toastSays(page, '操作成功');
  await grant.waitFor({ state: 'detached' });
  await row.getByRole('button', { name: '菜单配置' }).click();
  await grant.getByRole('tree').getByRole('treeitem').first().waitFor();
  await expect.poll(() => first(), { message: 'the saved grant is ticked again' }).toBe(!was);
});

test('/system/tenant: 产品包 and 数据源 per tenant (columns change, the package dialog preselects the saved one), 授权配置 needs a selection', async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/system/tenant');
  const row = rows(page).nth(1);
  const id = await row.locator('[data-prop=tenantId]').innerText();
  await row.getByRole('button', { name: '产品包', exact: true }).click();
  await fillForm(page, dialog(page), { packageId: { index: 1 } });
  const pkg = await dialog(page).locator('#field-packageId').inputValue(); // a reference field: a combobox showing the picked label
  await save(page, '操作成功');
  const same = rows(page)
    .filter({ has: page.locator('[data-prop=tenantId]', { hasText: id }) })
    .first();
  await same.locator('[data-prop=packageId]').filter({ hasText: pkg }).waitFor();
  // Reopened, the dialog asks package-detail for the tenant's package and shows it picked.
  const detail = page.waitForResponse((r) => r.url().includes('/tenant/package-detail'));
  await same.getByRole('button', { name: '产品包', exact: true }).click();
  await detail;
  await expect.poll(() => dialog(page).locator('#field-packageId').inputValue(), { message: 'the saved package is preselected' }).toBe(pkg);
  await dialog(page).getByRole('button', { name: '取消' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await same.getByRole('button', { name: '数据源', exact: true }).click();
  await fillForm(page, dialog(page), { datasourceId: { index: 1 } });
  const ds = await dialog(page).locator('#field-datasourceId').inputValue(); // a reference field: a combobox showing the picked label
  await save(page, '操作成功');
  await same.locator('[data-prop=datasourceId]').filter({ hasText: ds }).waitFor();
  await page.getByRole('button', { name: '授权配置' }).click();
  await toastSays(page, '请选择至少一条数据');
  await same.getByLabel(/^选择第 \d+ 行$/).check();
  await page.getByRole('button', { name: '授权配置' }).click();
  await fillForm(page, dialog(page), { accountNumber: '50', expireTime: '2030-12-31T00:00' });
  await save(page, '操作成功');
  await same.locator('[data-prop=accountNumber]').filter({ hasText: '50' }).waitFor();
});

test('/base/region: lazy tree by parent code opens a province, 查看 shows the detail', async ({ page, base, shot }) => {
  await openScreen(page, base, '/base/region');
  const province = rows(page).first();
  const name = (await province.locator('[data-prop=name]').innerText()).replace(/[▸▾\s]/g, '');
  const before = await rows(page).count();
  const children = page.waitForResponse(
    (r) => r.url().includes('/region/lazy-tree') && r.url().includes('parentCode=') && !r.url().includes('parentCode=00'),
  );
  await province.getByRole('button', { name: '展开' }).click();
  await children;
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid=resource-screen] [role=rowgroup] [role=row]').length > n,
    before,
  );
  await shot('region-tree');
  await province.getByRole('button', { name: '查看' }).click();
  await dialog(page).locator('[data-prop=name]').filter({ hasText: name }).waitFor();
  await dialog(page).locator('[data-prop=code]').filter({ hasText: /\d+/ }).waitFor();
  await dialog(page).getByRole('button', { name: '关闭' }).click();
  await province.getByRole('button', { name: '收起' }).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid=resource-screen] [role=rowgroup] [role=row]').length === n,
    before,
  );
});

test("/base/region: 导出 saves the server's sheet (export-region); 导入's 模板下载 saves the template", async ({ page, base }) => {
  await openScreen(page, base, '/base/region');
  const toolbar = page.getByTestId('resource-toolbar');
  const exported = page.waitForEvent('download');
  const sheet = page.waitForResponse((r) => r.url().includes('/region/export-region') && r.url().includes('blade-auth='));
  await toolbar.getByRole('button', { name: '导出', exact: true }).click();
  assert.equal((await sheet).status(), 200);
  assert.match((await exported).suggestedFilename(), /^行政区划数据\d+\.xlsx$/);
  await toolbar.getByRole('button', { name: '导入', exact: true }).click();
  const template = page.waitForEvent('download');
  await dialog(page).getByTestId('region-template').click();
  assert.equal((await template).suggestedFilename(), '行政区划模板.xlsx');
  await dialog(page).getByRole('button', { name: '取消' }).click();
});

for (const [path, title, prop] of [
  ['/monitor/log/api', '接口日志', 'requestUri'],
  ['/monitor/log/error', '错误日志', 'exceptionName'],
  ['/monitor/log/usual', '通用日志', 'logData'],
]) {
  test(`${path} ${title}: read-only list (no add/edit/delete), search, detail view`, async ({ page, base }) => {
    await openScreen(page, base, path);
    for (const b of ['新增', '编辑', '删除', '批量删除'])
      assert.equal(await page.getByRole('button', { name: b, exact: true }).count(), 0, `no ${b}`);
    await search(page, 'serviceId', 'blade-system');
    await rows(page).first().waitFor();
    // The first page is shown until the searched one replaces it: every row of the service, in time.
    const services = () => rows(page).locator('[data-prop=serviceId]').allTextContents();
    await expect
      .poll(async () => (await services()).filter((s) => !s.includes('blade-system')), { message: 'rows of other services' })
      .toEqual([]);
    const text = await rows(page).first().locator(`[data-prop=${prop}]`).innerText();
    await rows(page).first().getByRole('button', { name: '查看' }).click();
    await dialog(page)
      .locator(`[data-prop=${prop}]`)
      .filter({ hasText: text.slice(0, 20) })
      .waitFor();
    await dialog(page).getByRole('button', { name: '关闭' }).click();
  });
}

test('/resource/attach: list, the 下载 of an attachment is its stored link, remove an attachment', async ({ page, base }) => {
  await openScreen(page, base, '/resource/attach');
  // BladeX's attachment page: attach_upload, attach_download, attach_delete; no add, edit or view.
  assert.equal(await page.getByRole('button', { name: '新增', exact: true }).count(), 0);
  assert.equal(await rows(page).first().getByRole('button', { name: '查看' }).count(), 0);
  const name = await rows(page).first().locator('[data-prop=name]').innerText();
  const link = await rows(page).first().locator('[data-prop=link]').innerText();
  // The sandbox's links point at object storage, which this machine cannot reach: record the
  // download the button starts instead of following it.
  await page.evaluate(
    () =>
      (HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        window.__download = { href: this.href, name: this.download };
      }),
  );
  await rows(page).first().getByRole('button', { name: '下载' }).click();
  await toastSays(page, '已开始下载');
  assert.equal((await page.evaluate(() => window.__download))?.href, link);
  await removeAndGone(page, name);
});

test('/resource/attach: 上传 records the file in 附件管理 (put-file-attach), its domain shown', async ({ page, base }) => {
  await openScreen(page, base, '/resource/attach');
  await page.getByTestId('resource-toolbar').getByRole('button', { name: '上传', exact: true }).click();
  const put = page.waitForResponse((r) => r.url().includes('/oss/endpoint/put-file-attach'));
  const name = `e2e附件${Date.now()}.txt`;
  await dialog(page)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('e2e attach') });
  const file = (await (await put).json()).data;
  assert.ok(file.attachId, 'the upload answers its attachment id');
  await save(page, '上传成功');
  await search(page, 'originalName', name);
  const row = rowWith(page, name);
  await row.waitFor();
  await row.locator('[data-prop=domain]').filter({ hasText: file.domain }).waitFor();
});

test("/resource/attach: an uploaded file's 预览 opens the configured preview service with its address base64-encoded", async ({
  page,
  base,
}) => {
  // The deployment's config.json names a preview service (kkFileView's onlinePreview?url=).
  const service = 'https://preview.example.com/onlinePreview?url=';
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, previewUrl: service } });
  });
  await openScreen(page, base, '/resource/attach');
  await page.getByTestId('resource-toolbar').getByRole('button', { name: '上传', exact: true }).click();
  const put = page.waitForResponse((r) => r.url().includes('/put-file'));
  await dialog(page)
    .locator('input[type=file]')
    .setInputFiles({ name: '安装说明.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e') });
  const link = (await (await put).json()).data.link;
  const preview = dialog(page).getByTestId('upload-preview');
  await preview.waitFor();
  assert.equal(await preview.getAttribute('href'), service + encodeURIComponent(Buffer.from(link, 'utf8').toString('base64')));
  assert.equal(await preview.getAttribute('target'), '_blank');
  assert.match((await preview.getAttribute('rel')) ?? '', /noopener/);
});

test('/resource/oss: 启用 a stopped configuration, its state becomes 启用', async ({ page, base }) => {
  await openScreen(page, base, '/resource/oss');
  await page.getByLabel('每页条数').selectOption('50');
  const stopped = rows(page)
    .filter({ has: page.locator('[data-prop=status]', { hasText: '停用' }) })
    .first();
  const code = await stopped.locator('[data-prop=ossCode]').innerText();
  await stopped.getByRole('button', { name: '启用' }).click();
  await confirmDialog(page, '是否确定启用这条配置?');
  await toastSays(page, '操作成功');
  await search(page, 'ossCode', code);
  await rowWith(page, code).locator('[data-prop=status]').filter({ hasText: '启用' }).waitFor();
});

for (const [path, codeProp, phoneProp, what] of [
  ['/resource/sms', 'smsCode', 'phones', '短信'],
  ['/resource/voice', 'voiceCode', 'phone', '语音'],
]) {
  test(`${path}: ${what} 停用 then 启用 (state column changes), 发送 a message`, async ({ page, base }) => {
    await openScreen(page, base, path);
    const on = rows(page)
      .filter({ has: page.locator('[data-prop=status]', { hasText: '启用' }) })
      .first();
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
  });
}

test('/tool/code: 代码生成 on the selection with its confirm, 复制 a module', async ({ page, base }) => {
  await openScreen(page, base, '/tool/code');
  const name = await rows(page).first().locator('[data-prop=codeName]').innerText();
  const toolbar = page.getByTestId('resource-screen');
  await toolbar.getByRole('button', { name: '代码生成', exact: true }).click();
  await toastSays(page, '请选择至少一条数据');
  await rows(page)
    .first()
    .getByLabel(/^选择第 \d+ 行$/)
    .check();
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
});

test('/report/reportlist: list and remove a report file', async ({ page, base }) => {
  await openScreen(page, base, '/report/reportlist');
  for (const b of ['新增', '编辑', '查看']) assert.equal(await page.getByRole('button', { name: b, exact: true }).count(), 0, `no ${b}`);
  const name = await rows(page).first().locator('[data-prop=name]').innerText();
  await removeAndGone(page, name);
});

/** 删除 a row found by `text`, searching to check it is gone for good. */
async function removeAndGone(page: Page, text: string) {
  await rowWith(page, text).getByRole('button', { name: '删除', exact: true }).click();
  await confirmDialog(page, '确定将选择数据删除?');
  // Its call waits for the 撤销 toast: closing the toast sends it at once.
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/remove'));
  await page.getByTestId('toast').filter({ hasText: '删除成功' }).getByRole('button', { name: '关闭', exact: true }).click();
  await sent;
  await page.waitForFunction(
    (t) =>
      ![...document.querySelectorAll('[data-testid=resource-screen] [role=rowgroup] [role=row]')].some((r) => r.textContent?.includes(t)),
    text,
  );
  await search(page, 'name', text);
  await page.getByText('暂无数据').waitFor();
}

test('/resource/message-template: 发送消息 checks its params as JSON and keeps the form; 发送给租户 sends to the picked tenants', async ({
  page,
  base,
  shot,
}) => {
  await openScreen(page, base, '/resource/message-template');
  const screen = page.getByTestId('resource-screen').first();
  await screen.locator('#search-status').selectOption('1');
  await screen.getByRole('button', { name: '搜索', exact: true }).click();
  await rows(page).first().locator('[data-prop=status]').filter({ hasText: '启用' }).waitFor();
  const first = rows(page).first();
  const code = (await first.locator('[data-prop=templateCode]').innerText()).trim();

  await first.getByRole('button', { name: '发送消息' }).click();
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await dialog(page).getByText('请输入接收人').waitFor();
  await fillForm(page, dialog(page), { receivers: '13800138000', params: 'orderNo=SO1' });
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await dialog(page).getByText('模板参数须为 JSON 对象').waitFor();
  await shot('message-template-send');
  assert.equal(await dialog(page).locator('#field-receivers').inputValue(), '13800138000', 'the typed receivers stay');
  await fillForm(page, dialog(page), { params: '{"orderNo":"SO1"}' });
  const sent = await captureCall(page, '/blade-system/message-template/sendMessage', () => save(page, '发送成功'));
  assert.deepEqual(sent.body, { templateCode: code, receivers: '13800138000', params: { orderNo: 'SO1' } });

  await rows(page).first().getByRole('button', { name: '发送给租户' }).click();
  const tenants = await pickFirstOptions(page, 'tenantIds', 2);
  await fillForm(page, dialog(page), { params: '{}' });
  const toTenants = await captureCall(page, '/blade-system/tenant-template/send', () => save(page, '发送成功'));
  assert.deepEqual(toTenants.body, { tenantIds: tenants.join(','), templateCode: code, params: {} });
});
