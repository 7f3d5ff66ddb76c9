// Browser tests of the spec's open rules: the theme colour's cluster (§9: ten lighter shades and
// one darker, as the colour picker writes them), the signed-in user's department kind on 个人信息
// (§7 getUserDepartIsInnerOrOut) and the outside device relations screen (§3), in Chinese and English.
import type { Page } from '@playwright/test';
import { assert } from './helpers.ts';
import { axeViolations } from './axe.ts';
import { openScreen, rows } from './resource-helpers.ts';
import { test } from './fixtures.ts';

test.use({ signedIn: true });

/** The primary colour's variables on the root element, by name. */
const primaryVars = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const names = ['500', ...Array.from({ length: 9 }, (_, i) => `light-${i + 1}`), 'dark-1', '600'];
    return Object.fromEntries(names.map((n) => [n, style.getPropertyValue(`--primary-${n}`).trim()]));
  });

test('rules: the theme colour picker writes ten lighter shades and one darker of the chosen colour', async ({ page, base, shot }) => {
  await page.goto(base + '/wel/index');
  await page.getByRole('button', { name: '主题色' }).click();
  await page.getByRole('button', { name: '#52c41a' }).click();
  await page.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--primary-500').trim() === '#52c41a');
  const vars = await primaryVars(page);
  // #52c41a mixed with white at 10 % and 90 %, with black at 10 %.
  assert.equal(vars['light-1'], '#63ca31');
  assert.equal(vars['light-9'], '#eef9e8');
  assert.equal(vars['dark-1'], '#4ab017');
  assert.equal(new Set(Object.values(vars)).size, 12, 'every shade differs');
  await shot('rules-theme-colour');
  await page.getByRole('button', { name: '恢复默认' }).click();
  await page.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--primary-500').trim() === '#409eff');
});

test('rules: 个人信息 tags the signed-in user department as 内部, and as Internal in English', async ({ page, base, shot }) => {
  await page.goto(base + '/info/index');
  const tag = page.getByTestId('dept-kind');
  await tag.getByText('部门归属').waitFor();
  assert.equal(await tag.getByText('内部', { exact: true }).count(), 1);
  assert.deepEqual(await axeViolations(page, '[data-testid=content]'), [], 'the tag reads well (axe)');
  await shot('rules-dept-kind-zh');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await tag.getByText('Department kind').waitFor();
  assert.equal(await tag.getByText('Internal', { exact: true }).count(), 1);
  await shot('rules-dept-kind-en');
});

test('rules: 外部设备关联 lists each relation by its device, its outside system and its binding state', async ({ page, base, shot }) => {
  await openScreen(page, base, '/sale/outsidedevicerelation');
  const screen = page.getByTestId('resource-screen').first();
  for (const header of ['设备', '外部系统', '外部设备编码', '绑定状态'])
    await screen.getByRole('columnheader', { name: header, exact: true }).waitFor();
  // The pickers' labels, not their keys: a device's name and an outside system of the dictionary.
  await rows(page)
    .filter({ hasText: /涂鸦智能|华为云 IoT|阿里云 IoT/ })
    .first()
    .waitFor();
  await rows(page).filter({ hasText: '已解绑' }).first().waitFor();
  assert.deepEqual(await axeViolations(page, '[data-testid=content]'), [], 'the screen reads well (axe)');
  await shot('rules-outside-devices-zh');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await screen.getByRole('columnheader', { name: 'Outside system', exact: true }).waitFor();
  await rows(page).filter({ hasText: 'Bound' }).first().waitFor();
  await shot('rules-outside-devices-en');
});
