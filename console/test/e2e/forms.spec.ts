// Forms and inputs as staff use them all day: a coded field shows its label in cells and
// a select in search and form, in either language; required fields are marked before any error; a
// reference field is a combobox that filters by typing and picks by keyboard; a tree picker searches
// and picks by keyboard; a date is picked on a calendar and sent; the create-time range is labelled.
import type { Page, Locator } from '@playwright/test';
import { assert } from './helpers.ts';
import { axeViolations } from './axe.ts';
import { captureCall, dialog, fillForm, openScreen, rows, rowWith, save, search, typeDate } from './resource-helpers.ts';
import { test } from './fixtures.ts';

test.use({ signedIn: true });

const screenOf = (page: Page) => page.getByTestId('resource-screen').first();
const addDialog = async (page: Page) => {
  await screenOf(page).getByRole('button', { name: '新增', exact: true }).click();
  return dialog(page);
};
const optionTexts = (select: Locator) => select.locator('option').allInnerTexts();

test('a coded field: its label in the cells, a select in search and form, English in English', async ({ page, base, shot }) => {
  await openScreen(page, base, '/money/moneycollectorder');
  const searchSelect = screenOf(page).locator('#search-collectType');
  assert.equal(await searchSelect.evaluate((el) => el.tagName), 'SELECT', 'the search field is a select');
  assert.deepEqual(await optionTexts(searchSelect), ['请选择', '银行转账', '微信', '支付宝']);
  assert.equal(await screenOf(page).getByText('(1 银行转账').count(), 0, 'no code list left in a label');

  const form = await addDialog(page);
  await form.locator('#field-collectType option').nth(3).waitFor({ state: 'attached' });
  assert.deepEqual(await optionTexts(form.locator('#field-collectType')), ['请选择', '银行转账', '微信', '支付宝']);
  await fillForm(page, form, { collectNo: 'E2E-CODED-1', salesOrderNo: 'SO-CODED', collectType: '2' });
  await save(page, '添加成功');
  await search(page, 'collectNo', 'E2E-CODED-1');
  const cell = rowWith(page, 'E2E-CODED-1').locator('[data-prop=collectType]');
  await cell.filter({ hasText: '微信' }).waitFor();
  await shot('forms-coded-cell');

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await cell.filter({ hasText: 'WeChat Pay' }).waitFor();
  assert.deepEqual(await optionTexts(searchSelect), ['Please select', 'Bank transfer', 'WeChat Pay', 'Alipay']);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await cell.filter({ hasText: '微信' }).waitFor();
});

test('required fields carry a red * and aria-required before the first error', async ({ page, base, shot }) => {
  await openScreen(page, base, '/system/param');
  const form = await addDialog(page);
  const label = (prop: string) => form.locator(`label[for=field-${prop}]`);
  await label('paramName').waitFor();
  for (const prop of ['paramName', 'paramKey', 'paramValue']) {
    assert.match(await label(prop).innerText(), /^\*/, `${prop} is marked`);
    assert.equal(await form.locator(`#field-${prop}`).getAttribute('aria-required'), 'true', `${prop} is aria-required`);
  }
  assert.doesNotMatch(await label('remark').innerText(), /\*/, 'an optional field is not marked');
  assert.equal(await form.getByText('请输入参数名称').count(), 0, 'no error shown yet');
  const colour = await label('paramName')
    .locator('[aria-hidden=true]')
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
  assert.ok(r > 150 && g < 120 && b < 120, `the * is red (${colour})`);
  await shot('forms-required-marks');
});

test('a reference field is a combobox: typing filters, arrows and Enter pick, the clear button empties', async ({ page, base, shot }) => {
  await openScreen(page, base, '/tool/code');
  const form = await addDialog(page);
  // Past the busy box that stands in while the select's chunk loads (inputs/lazy-inputs.tsx): read
  // before it, the role was missing once on a loaded machine.
  const input = form.locator('#field-datasourceId:not([aria-busy])');
  await input.waitFor();
  assert.equal(await input.getAttribute('role'), 'combobox');
  await input.click();
  const listbox = page.locator('[data-scope=combobox][data-part=content][data-state=open]');
  const items = listbox.locator('[data-part=item]');
  await items.first().waitFor();
  const all = await items.allInnerTexts();
  assert.ok(all.length >= 2, `a few data sources to pick from (${all.length})`);
  const wanted = all[all.length - 1].trim();
  await input.fill(wanted);
  await items.filter({ hasText: wanted }).first().waitFor();
  assert.ok(
    (await items.allInnerTexts()).every((t) => t.includes(wanted)),
    'only matching options stay',
  );
  await shot('forms-combobox-filtered');
  await input.press('ArrowDown');
  await input.press('Enter');
  assert.equal(await input.inputValue(), wanted, 'the picked label shows');
  await listbox.waitFor({ state: 'hidden' });
  await form.getByRole('button', { name: '清除' }).click();
  assert.equal(await input.inputValue(), '', 'cleared');
});

test('a tree picker: the search box narrows the tree, ArrowDown enters it and Enter picks', async ({ page, base, shot }) => {
  await openScreen(page, base, '/system/user');
  const form = await addDialog(page);
  // The account first, as staff fill the form (leaving it empty would show its error on blur).
  await fillForm(page, form, { account: 'e2e-tree' });
  const trigger = form.locator('button#field-deptId');
  await trigger.click();
  const searchBox = page.getByRole('textbox', { name: '搜索所属部门' });
  await searchBox.waitFor();
  const tree = page.getByRole('tree').last();
  await tree.getByRole('treeitem').first().waitFor();
  const before = await tree.getByRole('treeitem').count();
  await searchBox.fill('财务');
  await tree.getByText('财务部').first().waitFor();
  // Only matches stay, with their ancestors (branches) to show where they are.
  const leaves = await tree.locator('[data-part=item-text]').allInnerTexts();
  assert.ok(leaves.length > 0 && leaves.every((t) => t.includes('财务')), `leaves left: ${leaves}`);
  assert.ok((await tree.getByRole('treeitem').count()) < before, 'the tree narrowed');
  await shot('forms-tree-search');
  await searchBox.press('ArrowDown');
  // Down through the kept ancestors (the company, a department) to the first 财务部, then Enter.
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
  for (let i = 0; i < 6 && (await focused()) !== '财务部'; i++) await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), '财务部', 'the arrows move through the tree');
  await page.keyboard.press('Enter');
  // The departments are a multiple pick: a tick box per row, none of them a control inside Ark's row button.
  await tree.locator('[data-part=item][aria-selected=true], [aria-selected=true] > [data-part=branch-control]').first().waitFor();
  assert.deepEqual(await axeViolations(page, '[data-scope=popover][data-part=content]'), [], 'axe on the open multiple tree picker');
  await page.keyboard.press('Escape');
  await trigger.filter({ hasText: '财务部' }).waitFor();
});

test('a picker clicked while its control is still loading opens once the control is drawn', async ({ page, base }) => {
  // The tree picker's chunk is held back: the form shows a busy box in its place meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/tree-picker-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openScreen(page, base, '/system/user');
  const form = await addDialog(page);
  const busy = form.locator('#field-deptId[aria-busy=true]');
  await busy.click();
  release();
  // The click was not lost: the picker opens by itself once it replaces the box.
  await page.getByRole('textbox', { name: '搜索所属部门' }).waitFor();
  await page.getByRole('tree').last().getByRole('treeitem').first().waitFor();
});

test('a date picked on the calendar (month names in Chinese) is what the form sends', async ({ page, base, shot }) => {
  await openScreen(page, base, '/desk/notice');
  const form = await addDialog(page);
  await fillForm(page, form, { title: 'E2E 日历', category: { index: 1 }, content: '日历选择' });
  await form.getByRole('button', { name: '打开日历' }).click();
  const calendar = page.locator('[data-scope=date-picker][data-part=content][data-state=open]');
  const title = calendar.locator('[data-part=view-trigger]').first();
  assert.match(await title.innerText(), /\d{4}年\d{1,2}月|\d{1,2}月/, 'the month is named in Chinese');
  await calendar.getByRole('button', { name: '下一页' }).first().click();
  const day = calendar.locator('[data-part=table-cell-trigger]:not([data-outside-range])').filter({ hasText: /^15$/ }).first();
  await day.click();
  await shot('forms-date-picked');
  const shown = await form.locator('#field-releaseTime').inputValue();
  assert.match(shown, /^\d{4}\/\d{2}\/15$/, `the input shows the picked day, year first (${shown})`);
  const picked = shown.replaceAll('/', '-');
  await form.locator('#field-releaseTime-time').fill('09:30');
  const sent = page.waitForRequest((r) => r.url().includes('/blade-desk/notice/submit') && r.method() === 'POST');
  await save(page, '添加成功');
  const body = JSON.parse((await sent).postData() ?? '{}');
  assert.equal(body.releaseTime, `${picked} 09:30:00`);
});

test('the create-time range has a visible label and sends both ends', async ({ page, base }) => {
  await openScreen(page, base, '/money/moneycollectorder');
  const form = screenOf(page).getByRole('search');
  await form.locator('label[for=search-createTime-from]').filter({ hasText: '创建时间' }).waitFor();
  const from = form.getByLabel('创建时间起');
  const to = form.getByLabel('创建时间止');
  await typeDate(from, '2026-01-01');
  await typeDate(to, '2026-12-31');
  assert.deepEqual([await from.inputValue(), await to.inputValue()], ['2026/01/01', '2026/12/31']);
  const listed = page.waitForRequest(
    (r) => r.url().includes('createTime_dategt=2026-01-01') && r.url().includes('createTime_datelt=2026-12-31'),
  );
  await form.getByRole('button', { name: '搜索', exact: true }).click();
  await listed;
});

test("/user/accountnumber: a taken 账号 is the field's error when left and stops the save (accountnumber/check); a free one saves; an edit keeping its name is not asked", async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/user/accountnumber');
  const taken = (await rows(page).first().locator('[data-prop=account]').innerText()).trim();
  await page.getByTestId('resource-screen').first().getByRole('button', { name: '新增', exact: true }).click();
  const form = dialog(page);
  const asked = await captureCall(page, '/eim-user/accountnumber/check', async () => {
    await form.locator('#field-account').fill(taken);
    await form.locator('#field-realName').click(); // leaves the field
  });
  assert.equal(asked.query.account, taken);
  await form.getByText('账号已存在').waitFor();
  // 保存 asks again and sends nothing while the name is taken.
  let saved = false;
  page.on('request', (r) => (saved ||= new URL(r.url()).pathname.endsWith('/accountnumber/submit')));
  await captureCall(page, '/eim-user/accountnumber/check', () => form.getByRole('button', { name: '保存' }).click());
  await form.getByText('账号已存在').waitFor();
  assert.equal(saved, false, 'a taken name is not sent');
  await form.locator('#field-account').fill('E2E-ACC-FREE');
  await form.locator('#field-realName').fill('E2E使用人');
  await save(page, '添加成功');
  await search(page, 'account', 'E2E-ACC-FREE');
  await rowWith(page, 'E2E-ACC-FREE').getByRole('button', { name: '编辑', exact: true }).click();
  let checked = false;
  page.on('request', (r) => (checked ||= new URL(r.url()).pathname.endsWith('/accountnumber/check')));
  await fillForm(page, dialog(page), { realName: 'E2E使用人二' });
  await save(page, '修改成功');
  assert.equal(checked, false, 'an edit keeping its name is not checked');
});
