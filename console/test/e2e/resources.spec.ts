// The generic resource framework in the real shell, on the parameter screen (spec §2 table
// defaults, §5 rules, §9 page sizes) and the dictionary screens (parent table + child tree).
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { assert, confirmDialog, openMenu, tabValues } from './helpers.ts';
import { dialog, fillForm, openScreen, removeRow, rows, rowWith, save, search, toastSays } from './resource-helpers.ts';
import { test } from './fixtures.ts';

const pagerText = (page: Page) => page.getByTestId('current-page');

test.use({ signedIn: true });

test('param: opened from the menu; paging, page sizes 10/30/50/100/200, search, URL state', async ({ page, base }) => {
  await page.goto(`${base}/wel/index`);
  await openMenu(page, '系统管理', '参数管理');
  await page.waitForURL('**/system/param/index');
  await rows(page).first().waitFor();
  assert.equal(await rows(page).count(), 10, 'default page size 10');
  const sizes = await page
    .getByLabel('每页条数')
    .locator('option')
    .evaluateAll((os: HTMLOptionElement[]) => os.map((o) => o.value));
  assert.deepEqual(sizes, ['10', '30', '50', '100', '200']);
  const total = Number((await page.getByTestId('pager').innerText()).match(/共 (\d+) 条/)?.[1]);
  assert.ok(total > 10, `more than one page (${total})`);
  await page.getByRole('button', { name: '下一页' }).click();
  await pagerText(page).filter({ hasText: /^2 \// }).waitFor();
  assert.match(page.url(), /page=2/);
  for (const size of [30, 50, 100, 200]) {
    await page.getByLabel('每页条数').selectOption(String(size));
    await pagerText(page).filter({ hasText: /^1 \// }).waitFor();
    assert.match(page.url(), new RegExp(`size=${size}`));
    await page.waitForTimeout(150);
    assert.equal(await page.locator('[aria-rowcount]').getAttribute('aria-rowcount'), String(Math.min(size, total) + 1));
  }
  await page.getByLabel('每页条数').selectOption('10');
  await page.getByRole('button', { name: '下一页' }).click();
  await pagerText(page).filter({ hasText: /^2 \// }).waitFor();
  // searching resets to page 1 and keeps only matches
  await search(page, 'paramKey', 'account.');
  await page.waitForURL(/s\.paramKey=account\./);
  await pagerText(page).filter({ hasText: /^1 \// }).waitFor();
  await page.waitForTimeout(300);
  const keys = await rows(page).locator('[data-prop=paramKey]').allTextContents();
  assert.ok(keys.length > 0 && keys.every((k) => k.includes('account.')), keys.join());
  // the address restores the search on reload
  await page.reload();
  await rows(page).first().waitFor();
  assert.equal(await page.locator('#search-paramKey').inputValue(), 'account.');
  // ...in the list's own tab: its search is how it is shown, not another page
  assert.deepEqual(
    (await tabValues(page)).filter((v) => v.startsWith('/system/param/')),
    ['/system/param/index'],
  );
  // A link to the open list with another search (as home's counts are) shows it in that same screen
  await page.evaluate(() => {
    history.pushState(null, '', '/system/param/index?s.paramKey=tenant.');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#search-paramKey')?.value === 'tenant.');
  await rows(page).filter({ hasText: 'tenant.default.password' }).waitFor();
  const tenantKeys = await rows(page).locator('[data-prop=paramKey]').allTextContents();
  assert.ok(tenantKeys.length > 0 && tenantKeys.every((k) => k.includes('tenant.')), tenantKeys.join());
  assert.equal((await tabValues(page)).filter((v) => v.startsWith('/system/param/')).length, 1);
  // 清空 drops the search
  await page.getByRole('button', { name: '清空' }).click();
  await page.waitForURL((u) => !u.search.includes('paramKey'));
});

test('param: add with the §5 rules, dialog stays on outside click, view, edit, selection and batch delete', async ({ page, base }) => {
  await openScreen(page, base, '/system/param');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await dialog(page).getByRole('button', { name: '保存' }).click();
  for (const m of ['请输入参数名称', '请输入参数键名', '请输入参数键值']) await dialog(page).getByText(m).waitFor();
  await page.mouse.click(5, 5); // outside the dialog
  await page.waitForTimeout(200);
  assert.ok(await dialog(page).isVisible(), 'the form dialog does not close on outside click');
  await fillForm(page, dialog(page), { paramName: '浏览器测试参数', paramKey: 'e2e.browser.key', paramValue: '值一' });
  await save(page, '添加成功');
  await search(page, 'paramKey', 'e2e.browser');
  const row = rowWith(page, '浏览器测试参数');
  await row.getByRole('button', { name: '查看' }).click();
  await dialog(page).getByText('值一').waitFor();
  assert.equal(await dialog(page).getByRole('button', { name: '保存' }).count(), 0, 'view has no save');
  await page.mouse.click(5, 5);
  assert.ok(await dialog(page).isVisible(), 'the view dialog does not close on outside click');
  await dialog(page).getByRole('button', { name: '关闭' }).click();
  await row.getByRole('button', { name: '编辑' }).click();
  await dialog(page).locator('#field-paramValue').fill('值二');
  await save(page, '修改成功');
  await rowWith(page, '值二').waitFor();
  // a second record, then batch delete: none selected warns, select-all asks and removes both
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await fillForm(page, dialog(page), { paramName: '浏览器测试参数二', paramKey: 'e2e.browser.key2', paramValue: '值三' });
  await save(page, '添加成功');
  await search(page, 'paramKey', 'e2e.browser');
  await rowWith(page, '浏览器测试参数二').waitFor();
  assert.equal(await rows(page).count(), 2);
  await page.getByRole('button', { name: '批量删除' }).click();
  await toastSays(page, '请选择至少一条数据');
  await row.getByLabel(/^选择第 \d+ 行$/).check();
  assert.equal(await row.getAttribute('aria-selected'), 'true');
  await page.getByLabel('全选').check();
  assert.equal(await page.locator('[role=rowgroup] [role=row][aria-selected=true]').count(), 2);
  await page.getByRole('button', { name: '批量删除' }).click();
  await confirmDialog(page, '确定将选择数据删除?');
  await toastSays(page, '删除成功');
  await page.getByText('暂无数据').waitFor();
});

test('param: export CSV and xlsx of every page, column chooser hides a column and keeps it hidden', async ({ page, base }) => {
  await openScreen(page, base, '/system/param');
  await page.getByRole('button', { name: '导出' }).click();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: '导出 CSV' }).click()]);
  assert.equal(csv.suggestedFilename(), '参数管理.csv');
  const text = await readFile(await csv.path(), 'utf8');
  assert.ok(text.startsWith('\ufeff参数名称,参数键名,参数键值,备注,创建时间'), text.slice(0, 60));
  const total = Number((await page.getByTestId('pager').innerText()).match(/共 (\d+) 条/)?.[1]);
  assert.equal(text.trim().split('\r\n').length, total + 1, 'a header and every record, not only the page');
  assert.match(text, /account\.registerUser/);
  await page.getByRole('button', { name: '导出' }).click();
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: '导出 Excel' }).click()]);
  assert.equal(xlsx.suggestedFilename(), '参数管理.xlsx');
  assert.equal((await readFile(await xlsx.path())).subarray(0, 2).toString(), 'PK');
  await page.getByRole('button', { name: '列设置' }).click();
  await page.getByTestId('column-chooser').getByText('参数键值').click();
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[role=columnheader]', { hasText: '参数键值' }).count(), 0);
  await page.reload();
  await rows(page).first().waitFor();
  assert.equal(await page.locator('[role=columnheader]', { hasText: '参数键值' }).count(), 0, 'still hidden after reload');
  assert.equal(await page.locator('[role=columnheader]', { hasText: '参数名称' }).count(), 1);
});

test('dict: parent table of unique codes; 字典配置 opens the child tree; add, edit, remove a parent and a child', async ({
  page,
  base,
  shot,
}) => {
  await openScreen(page, base, '/system/dict');
  const codes = await rows(page).locator('[data-prop=code]').allTextContents();
  assert.equal(new Set(codes).size, codes.length, `parent codes repeat: ${codes.join(',')}`);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await dialog(page).getByRole('button', { name: '保存' }).click();
  for (const m of ['请输入字典编号', '请输入字典名称', '请输入字典排序']) await dialog(page).getByText(m).waitFor();
  await fillForm(page, dialog(page), { code: 'e2e_color', dictValue: '测试颜色', sort: '9' });
  await save(page, '添加成功');
  await search(page, 'code', 'e2e_color');
  await rowWith(page, 'e2e_color').locator('[data-prop=isSealed]').filter({ hasText: '否' }).waitFor();
  // 封存 is a visible switch: sealing shows 是 in the table
  await rowWith(page, 'e2e_color').getByRole('button', { name: '编辑' }).click();
  await dialog(page).getByRole('switch').check();
  await dialog(page).getByText('是', { exact: true }).waitFor();
  await save(page, '修改成功');
  await rowWith(page, 'e2e_color').locator('[data-prop=isSealed]').filter({ hasText: '是' }).waitFor();
  await rowWith(page, 'e2e_color').getByRole('button', { name: '字典配置' }).click();
  const child = page.getByTestId('dict-child-dialog');
  await child.getByText('字典配置 · 测试颜色').waitFor();
  await child.getByRole('button', { name: '新增', exact: true }).click();
  const form = dialog(page);
  assert.equal(await form.locator('#field-code').inputValue(), 'e2e_color');
  assert.ok(await form.locator('#field-code').isDisabled(), 'child code is disabled');
  await form.getByRole('button', { name: '保存' }).click();
  await form.getByText('请输入字典键值').waitFor();
  await fillForm(page, form, { dictValue: '红色', dictKey: 'red', sort: '1' });
  await save(page, '添加成功');
  await child.locator('[role=row]').filter({ hasText: '红色' }).waitFor();
  await shot('dictionary-child');
  await child.locator('[role=row]').filter({ hasText: '红色' }).getByRole('button', { name: '编辑' }).click();
  await fillForm(page, dialog(page), { dictValue: '大红' });
  await save(page, '修改成功');
  await child.locator('[role=row]').filter({ hasText: '大红' }).getByRole('button', { name: '删除', exact: true }).click();
  await confirmDialog(page, '确定将选择数据删除?');
  await toastSays(page, '删除成功');
  await child.locator('[role=row]').filter({ hasText: '大红' }).waitFor({ state: 'detached' });
  await child.getByRole('button', { name: '关闭', exact: true }).click();
  await removeRow(page, 'e2e_color');
});

test('dict-biz: business dictionary parent list and child tree', async ({ page, base }) => {
  await openScreen(page, base, '/system/dictbiz');
  const codes = await rows(page).locator('[data-prop=code]').allTextContents();
  assert.equal(new Set(codes).size, codes.length, `parent codes repeat: ${codes.join(',')}`);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await fillForm(page, dialog(page), { code: 'e2e_level', dictValue: '测试等级', sort: '3' });
  await save(page, '添加成功');
  await search(page, 'code', 'e2e_level');
  await rowWith(page, 'e2e_level').getByRole('button', { name: '字典配置' }).click();
  const child = page.getByTestId('dict-child-dialog');
  await child.getByRole('button', { name: '新增', exact: true }).click();
  await fillForm(page, dialog(page), { dictValue: '一级', dictKey: '1', sort: '1' });
  await save(page, '添加成功');
  await child.locator('[role=row]').filter({ hasText: '一级' }).waitFor();
  await child.getByRole('button', { name: '关闭', exact: true }).click();
  await removeRow(page, 'e2e_level');
});

test('dict layouts: /dict-horizontal/index and /dict-vertical/index show the child tree of the chosen parent', async ({
  page,
  base,
  shot,
}) => {
  for (const layout of ['horizontal', 'vertical']) {
    await page.goto(`${base}/dict-${layout}/index`);
    await rows(page).first().waitFor();
    const panel = page.getByTestId('dict-child-panel');
    const first = rows(page).first();
    const name = await first.locator('[data-prop=dictValue]').innerText();
    await first.getByRole('button', { name: '字典配置' }).click();
    await panel.getByText(`字典配置 · ${name}`).waitFor();
    await panel.locator('[role=rowgroup] [role=row]').first().waitFor();
    const box = await panel.boundingBox();
    const table = await page.getByTestId('resource-table').first().boundingBox();
    assert.ok(box && table, 'the panel and the table are laid out');
    if (layout === 'horizontal') assert.ok(box.x > table.x + table.width - 5, 'child panel beside the parent table');
    else assert.ok(box.y > table.y + table.height - 5, 'child panel below the parent table');
    await shot(`dictionary-${layout}`);
  }
});
