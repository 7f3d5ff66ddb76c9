// Browser tests of the generic framework on the parameter screen, against the sandbox.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { startStack } from './stack.mjs';

let stack;
before(async () => (stack = await startStack()));
after(async () => stack?.stop());

const rows = (page) => page.locator('[role=rowgroup] [role=row]');
const toast = (page, text) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();

test('search, paging, page sizes and the URL keep the list state', async () => {
  const page = await stack.page('/system/param');
  await rows(page).first().waitFor();
  assert.equal(await rows(page).count(), 10);
  await page.getByRole('button', { name: '下一页' }).click();
  await page.getByTestId('current-page').filter({ hasText: '2 /' }).waitFor();
  assert.match(page.url(), /page=2/);
  await page.getByLabel('page size').selectOption('30');
  await page.getByTestId('current-page').filter({ hasText: '1 /' }).waitFor();
  assert.match(page.url(), /size=30/);
  assert.ok((await rows(page).count()) > 10);
  await page.locator('#search-paramKey').fill('paramKey_1');
  await page.getByRole('button', { name: '搜索' }).click();
  await page.waitForURL(/s\.paramKey=paramKey_1/);
  await page.waitForTimeout(400);
  for (const t of await rows(page).locator('[data-prop=paramKey]').allTextContents()) assert.match(t, /paramKey_1/);
  // the address restores the state on reload
  await page.reload();
  await page.getByTestId('resource-screen').waitFor();
  assert.equal(await page.locator('#search-paramKey').inputValue(), 'paramKey_1');
  await page.context().close();
});

test('add with the spec rules, view, edit, remove and batch remove', async () => {
  const page = await stack.page('/system/param');
  await rows(page).first().waitFor();
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByTestId('resource-dialog');
  await dialog.getByRole('button', { name: '保存' }).click();
  for (const m of ['请输入参数名称', '请输入参数键名', '请输入参数键值']) await dialog.getByText(m).waitFor();
  await page.screenshot({ path: '/tmp/param-dialog.png' });
  // outside click does not close the dialog
  await page.mouse.click(5, 5);
  assert.equal(await dialog.isVisible(), true);
  await dialog.locator('#field-paramName').fill('浏览器测试参数');
  await dialog.locator('#field-paramKey').fill('e2e.browser.key');
  await dialog.locator('#field-paramValue').fill('值一');
  await dialog.getByRole('button', { name: '保存' }).click();
  await toast(page, '添加成功');
  await page.locator('#search-paramKey').fill('e2e.browser.key');
  await page.getByRole('button', { name: '搜索' }).click();
  await rows(page).filter({ hasText: '浏览器测试参数' }).waitFor();
  const row = rows(page).filter({ hasText: '浏览器测试参数' });
  await row.getByRole('button', { name: '查看' }).click();
  await page.getByTestId('resource-dialog').getByText('值一').waitFor();
  await page.getByTestId('resource-dialog').getByRole('button', { name: '关闭' }).click();
  await row.getByRole('button', { name: '编辑' }).click();
  await page.locator('#field-paramValue').fill('值二');
  await page.getByTestId('resource-dialog').getByRole('button', { name: '保存' }).click();
  await toast(page, '修改成功');
  await rows(page).filter({ hasText: '值二' }).waitFor();
  // batch remove with nothing selected warns; with a selection asks and removes
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('button', { name: '批量删除' }).click();
  await toast(page, '请选择至少一条数据');
  await row.getByLabel(/select row/).check();
  await page.getByRole('button', { name: '批量删除' }).click();
  await page.getByText('确定将选择数据删除?').waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await toast(page, '删除成功');
  await page.getByText('暂无数据').waitFor();
  await page.context().close();
});

test('export CSV and xlsx, and the column chooser persists', async () => {
  const page = await stack.page('/system/param');
  await rows(page).first().waitFor();
  await page.getByRole('button', { name: '导出' }).click();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: '导出 CSV' }).click()]);
  const text = await readFile(await csv.path(), 'utf8');
  assert.ok(text.startsWith('\ufeff参数名称,参数键名'));
  assert.equal(text.split('\r\n').length, 11);
  await page.getByRole('button', { name: '导出' }).click();
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: '导出 Excel' }).click()]);
  const bytes = await readFile(await xlsx.path());
  assert.equal(bytes.subarray(0, 2).toString(), 'PK');
  assert.match(xlsx.suggestedFilename(), /\.xlsx$/);
  await page.getByRole('button', { name: '列设置' }).click();
  await page.getByTestId('column-chooser').getByText('参数键值').click();
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[role=columnheader]', { hasText: '参数键值' }).count(), 0);
  await page.reload();
  await page.getByTestId('resource-screen').waitFor();
  await rows(page).first().waitFor();
  assert.equal(await page.locator('[role=columnheader]', { hasText: '参数键值' }).count(), 0);
  await page.context().close();
});

test('the dictionary screen opens the child tree of a parent', async () => {
  const page = await stack.page('/system/dict');
  await rows(page).first().waitFor();
  await page.screenshot({ path: '/tmp/dict.png' });
  await rows(page).first().getByRole('button', { name: '字典配置' }).click();
  await page.getByTestId('dict-child-dialog').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/dict-child.png' });
  await page.context().close();
});
