// 测试页 (/test/index): the gallery of the console's own components. Each section shows the real
// component and does what it does on the product's screens: the table sorts, selects and opens a
// record; the form dialog says what is required; the dictionary select reads the sandbox's
// dictionary through the SDK; the trees check and pick; the dialogs answer; the toasts show; and
// axe finds no serious or critical violation in the page.
import type { Page } from '@playwright/test';
import { assert, confirmDialog, toast } from './helpers.ts';
import { test } from './fixtures.ts';
import { axeSelfCheck, axeViolations } from './axe.ts';

test.use({ signedIn: true });

const SECTIONS = ['数据表格', '表单对话框', '字典下拉', '树', '对话框', '消息提示'];

/** Opens the gallery and waits for its table's rows (the sex dictionary translated through the SDK). */
async function openGallery(page: Page, base: string) {
  await page.goto(`${base}/test/index`);
  const gallery = page.getByTestId('gallery-page');
  await gallery.getByRole('heading', { level: 1, name: '组件演示' }).waitFor();
  await gallery.locator('[data-key=p1] [data-prop=sex]').getByText('男', { exact: true }).waitFor();
  return gallery;
}

test('gallery: every section renders, the table sorts, selects and opens a record; axe finds nothing serious', async ({
  page,
  base,
  shot,
}) => {
  const gallery = await openGallery(page, base);
  for (const name of SECTIONS) await gallery.getByRole('region', { name, exact: true }).getByRole('heading', { level: 2, name }).waitFor();
  await shot('gallery');

  const table = gallery.getByTestId('gallery-table').getByTestId('resource-table');
  const rows = table.locator('[role=row][data-key]');
  assert.equal(await rows.count(), 8, 'the eight sample rows');
  assert.equal(await table.locator('[data-key=p4] [data-prop=status]').textContent(), '停用', 'options shown by their labels');
  // Ascending by amount: 880.00 first, then descending: 45210.00 first.
  const amountHeader = table.getByRole('button', { name: '金额 (元)' });
  await amountHeader.click();
  assert.equal(await rows.first().getAttribute('data-key'), 'p4');
  assert.equal(await rows.first().locator('[data-prop=amount]').textContent(), '880.00');
  await amountHeader.click();
  assert.equal(await rows.first().getAttribute('data-key'), 'p8');
  await table.getByRole('checkbox', { name: '选择第 1 行' }).check();
  await table.getByRole('checkbox', { name: '选择第 2 行' }).check();
  await gallery.getByTestId('gallery-selected').getByText('已选 2 行', { exact: true }).waitFor();
  await rows.first().getByRole('button', { name: '查看' }).click();
  const record = page.getByTestId('gallery-row-dialog');
  await record.getByRole('heading', { name: '黄敏 的记录' }).waitFor();
  await record.getByText('45210.00', { exact: true }).waitFor();
  await record.getByText('关闭', { exact: true }).click();
  await record.waitFor({ state: 'detached' });

  await axeSelfCheck(page);
  assert.deepEqual(await axeViolations(page, '[data-testid=content]'), [], 'serious or critical axe violations on the gallery');
});

test('gallery: the form dialog shows each field type, says what is required in Chinese, and submits', async ({ page, base, shot }) => {
  const gallery = await openGallery(page, base);
  await gallery.getByRole('button', { name: '打开表单' }).click();
  const dialog = page.getByTestId('resource-dialog');
  await dialog.getByRole('heading', { name: '示例表单' }).waitFor();
  assert.equal(await dialog.getByLabel('年龄').getAttribute('type'), 'number');
  assert.equal(await dialog.getByLabel('级别').locator('option').count(), 4, '请选择 and three levels');
  await dialog.getByRole('switch').waitFor();
  await dialog.locator('#field-birthday').waitFor();
  await dialog.locator('#field-meetAt').waitFor();
  await dialog.getByText('上传', { exact: true }).waitFor();
  await dialog.getByRole('radio', { name: '女' }).waitFor(); // the sex dictionary, through the SDK

  await dialog.getByRole('button', { name: '保存' }).click();
  for (const message of ['请输入姓名', '请选择性别', '请选择所属部门']) await dialog.getByText(message, { exact: true }).waitFor();
  await shot('gallery-form');

  // Typed markup stays text, on the form and in the submitted values shown after.
  await dialog.getByLabel('姓名').fill('<b>测试</b>');
  // Leaving the field checks it again: its message goes and the rows below move up. Wait for that
  // before the next click, or the press and the release land on different elements.
  await dialog.getByLabel('姓名').press('Tab');
  await dialog.getByText('请输入姓名', { exact: true }).waitFor({ state: 'detached' });
  await dialog.getByRole('radio', { name: '女' }).check();
  await dialog.locator('button#field-deptId').click();
  await page.getByRole('textbox', { name: '搜索所属部门' }).fill('财务');
  await page.getByRole('tree').last().locator('[data-part=item-text]', { hasText: '财务部' }).first().click();
  await dialog.locator('button#field-deptId').filter({ hasText: '财务部' }).waitFor();
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'detached' });
  await toast(page, '表单已提交 (未发送到服务器)');
  const values = gallery.getByTestId('gallery-form-values');
  assert.match((await values.textContent()) ?? '', /"name": "<b>测试<\/b>"/);
  assert.match((await values.textContent()) ?? '', /"sex": "2"/);
  assert.equal(await values.locator('b').count(), 0, 'no markup rendered');
});

test('gallery: a dictionary option is picked; the trees check a subtree and pick a node', async ({ page, base, shot }) => {
  const gallery = await openGallery(page, base);
  const dict = gallery.getByTestId('gallery-dict');
  await dict.getByText('当前值：未选择').first().waitFor();
  await dict.getByLabel('性别 (字典 sex)').selectOption({ label: '女' });
  await dict.getByTestId('gallery-dict-sex-value').getByText('当前值：女 (2)', { exact: true }).waitFor();
  await dict.getByRole('group', { name: '是否 (字典 yes_no)' }).getByRole('radio', { name: '是' }).check();
  await dict.getByTestId('gallery-dict-yes-no-value').getByText('当前值：是 (2)', { exact: true }).waitFor();

  const trees = gallery.getByTestId('gallery-tree');
  await trees.getByRole('tree', { name: '勾选树' }).getByText('大鲨智造', { exact: true }).click();
  await trees.getByTestId('gallery-checked').getByText('已勾选 9 项', { exact: true }).waitFor();
  await trees.locator('button#gallery-tree-picker').click();
  await page.getByRole('tree', { name: '树选择器' }).locator('[data-part=item-text]', { hasText: '人事部' }).click();
  await trees.getByTestId('gallery-picked').getByText('已选择：人事部', { exact: true }).waitFor();
  await gallery.getByTestId('gallery-form').scrollIntoViewIfNeeded();
  await shot('gallery-sections');
});

test('gallery: the confirmation dialog answers 取消 and 确定; the information dialog closes; toasts show', async ({ page, base }) => {
  const gallery = await openGallery(page, base);
  const answer = gallery.getByTestId('gallery-confirm-answer');
  await gallery.getByRole('button', { name: '打开确认框' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('确定执行这个示例操作吗？', { exact: true }).waitFor();
  await confirm.getByRole('button', { name: '取消' }).click();
  await confirm.waitFor({ state: 'detached' });
  await answer.getByText('你选择了：取消', { exact: true }).waitFor();
  await gallery.getByRole('button', { name: '打开确认框' }).click();
  await confirmDialog(page, '确定执行这个示例操作吗？');
  await answer.getByText('你选择了：确定', { exact: true }).waitFor();

  await gallery.getByRole('button', { name: '打开信息框' }).click();
  const info = page.getByTestId('gallery-info-dialog');
  await info.getByRole('heading', { name: '信息框' }).waitFor();
  await info.getByText('关闭', { exact: true }).click();
  await info.waitFor({ state: 'detached' });

  await gallery.getByRole('button', { name: '成功提示' }).click();
  await toast(page, '操作成功');
  await gallery.getByRole('button', { name: '警告提示' }).click();
  await toast(page, '请注意检查输入');
});
