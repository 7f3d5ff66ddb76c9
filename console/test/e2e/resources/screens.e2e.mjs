// Every platform screen opens against the sandbox and lists its records; standard screens also
// create, find, edit and remove a record through the generic dialogs.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startStack } from './stack.mjs';

let stack;
before(async () => (stack = await startStack()));
after(async () => stack?.stop());

const rows = (page) => page.locator('[role=rowgroup] [role=row]');
const screens = ['/system/client', '/system/dept', '/system/dict-biz', '/dict-horizontal', '/dict-vertical', '/system/menu', '/system/post', '/system/tenant', '/system/tenant-package', '/system/topmenu', '/system/user',
  '/authority/role', '/authority/api-scope', '/authority/data-scope', '/base/region', '/desk/notice', '/monitor/api', '/monitor/error', '/monitor/usual',
  '/resource/attach', '/resource/oss', '/resource/sms', '/resource/voice', '/tool/code', '/tool/datasource', '/report/report'];

test('every platform screen lists its records', async () => {
  const failures = [];
  const page = await stack.page('/system/param');
  for (const s of screens) {
    await page.goto(`${stack.base}/?screen=${encodeURIComponent(s)}`);
    try {
      await page.getByTestId('resource-screen').first().waitFor({ timeout: 15_000 });
      await rows(page).first().waitFor({ timeout: 10_000 });
    } catch {
      failures.push(s);
    }
  }
  await page.context().close();
  assert.deepEqual(failures, []);
});

// Standard screens: fill the required text fields, save, find by the first search field, edit, remove.
const crud = [
  { screen: '/system/post', fill: { postCode: 'E2E_POST', postName: '测试岗位', sort: '9' }, select: { category: '1' }, search: 'postCode' },
  { screen: '/tool/datasource', fill: { name: 'e2e数据源', url: 'jdbc:mysql://127.0.0.1/e2e', username: 'root', password: 'secret' }, search: 'name' },
  { screen: '/desk/notice', fill: { title: '浏览器测试通知', content: '内容', releaseTime: '2026-11-20T09:30' }, select: { category: '1' }, search: 'title' },
  { screen: '/system/topmenu', fill: { name: '测试顶部菜单', code: 'e2e_top', sort: '9' }, search: 'name' },
];

for (const c of crud) {
  test(`${c.screen}: create, find, edit and remove`, async () => {
    const page = await stack.page(c.screen);
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByTestId('resource-dialog');
    for (const [k, v] of Object.entries(c.fill)) await dialog.locator(`#field-${k}`).fill(v);
    for (const [k, v] of Object.entries(c.select ?? {})) await dialog.locator(`#field-${k}`).selectOption(v);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('toast').filter({ hasText: '添加成功' }).first().waitFor();
    const value = c.fill[c.search];
    await page.locator(`#search-${c.search}`).fill(value);
    await page.getByRole('button', { name: '搜索' }).click();
    const row = rows(page).filter({ hasText: value }).first();
    await row.waitFor();
    await row.getByRole('button', { name: '编辑' }).click();
    await page.getByTestId('resource-dialog').getByRole('button', { name: '保存' }).click();
    await page.getByTestId('toast').filter({ hasText: '修改成功' }).first().waitFor();
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await page.getByTestId('toast').filter({ hasText: '删除成功' }).first().waitFor();
    await page.context().close();
  });
}
