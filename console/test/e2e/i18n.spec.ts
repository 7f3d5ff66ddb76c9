// One i18n system in the real shell: switching the language re-renders a generic screen and a
// business screen in English (the business texts are the contract's, read here from the same
// derived screens the console ships), a saved English preference renders English from the first
// page, and no text key ever shows while a namespace loads.
import type { Page } from '@playwright/test';
import { assert } from './helpers.ts';
import { SCREENS } from './derived.ts';
import { dialog, openScreen, rows } from './resource-helpers.ts';
import { test } from './fixtures.ts';

declare global {
  interface Window {
    /** The test's record of every text the page showed. */
    recordText?: (text: string) => void;
  }
}

test.use({ signedIn: true });

const repairOrders = async () => SCREENS.find((s) => s.menuPath === '/repair/repairorder');
const heading = (page: Page) => page.getByTestId('resource-screen').first().getByRole('heading').first();
/** A namespaced key ('resources:add', 'system:param.title') or a column's key path, rendered raw. */
const KEY = /\b(common|auth|shell|resources|system|business|work|files):|\bfields\.\w/;

async function chooseLanguage(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitemradio', { name: next }).click();
}

test('language: the parameter screen and a business screen switch to English and back', async ({ page, base }) => {
  const repair = await repairOrders();
  assert.ok(repair, 'the contract has 维修工单');
  await openScreen(page, base, '/system/param');
  await chooseLanguage(page, '语言', 'English');
  await heading(page).filter({ hasText: 'Parameters' }).waitFor();
  const screen = page.getByTestId('resource-screen').first();
  await screen.getByRole('columnheader', { name: 'Parameter name' }).waitFor();
  await screen.getByRole('button', { name: 'Search', exact: true }).waitFor();
  assert.match(await page.getByTestId('pager').innerText(), /\d+ records/);
  // The spec's §5 messages in English, from the same namespace as the labels.
  await screen.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog(page).getByText('Parameters · Add').waitFor();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await dialog(page).getByText('please enter parameter name').waitFor();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await dialog(page).waitFor({ state: 'detached' });

  // A business screen: its title and labels are the contract's English (x-title-en).
  await openScreen(page, base, '/repair/repairorder');
  await heading(page).filter({ hasText: repair.en }).waitFor();
  for (const c of repair.columns.filter((c) => !c.hide && !c.searchOnly).slice(0, 3))
    await screen.getByRole('columnheader', { name: c.en, exact: true }).waitFor();
  // Its states too: each status cell is one of the contract's English state labels (x-enum-labels).
  const states = repair.columns.find((c) => c.prop === 'status')?.options;
  assert.ok(states, '维修工单 has coded states');
  await rows(page).first().waitFor();
  const shown = await rows(page).locator('[data-prop="status"]').allTextContents();
  assert.ok(shown.length > 0 && shown.every((s) => states.some(([, , en]) => en === s)), `English states: ${shown.join(', ')}`);
  assert.doesNotMatch(await page.locator('body').innerText(), KEY);

  await chooseLanguage(page, 'Language', '中文');
  await heading(page).filter({ hasText: repair.title }).waitFor();
  await screen.getByRole('columnheader', { name: repair.columns[0].label, exact: true }).waitFor();
  const zh = await rows(page).locator('[data-prop="status"]').allTextContents();
  assert.ok(zh.length > 0 && zh.every((s) => states.some(([, label]) => label === s)), `Chinese states: ${zh.join(', ')}`);
  await screen.getByRole('button', { name: '新增', exact: true }).waitFor();
  assert.doesNotMatch(await page.locator('body').innerText(), KEY);
});

test('language: a saved English preference renders a screen in English from its first paint', async ({ page, base, shot }) => {
  await openScreen(page, base, '/system/param');
  await chooseLanguage(page, '语言', 'English');
  await heading(page).filter({ hasText: 'Parameters' }).waitFor();
  // A fresh load of another area's screen: its namespace and the framework's arrive as chunks.
  const seen: string[] = [];
  await page.exposeFunction('recordText', (t: string) => seen.push(t));
  await page.addInitScript(() => {
    new MutationObserver(() => window.recordText?.(document.body?.innerText ?? '')).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.goto(`${base}/system/user/index`);
  await heading(page).filter({ hasText: 'Users' }).waitFor();
  await rows(page).first().waitFor();
  await page.getByRole('tree', { name: 'Departments' }).getByRole('treeitem', { name: 'All', exact: true }).waitFor();
  await shot('user-dept-tree-en');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.ok(seen.length > 0, 'the page was watched while it rendered');
  const keys = seen.filter((t) => KEY.test(t));
  assert.deepEqual(keys, [], 'no text key was ever rendered');
  assert.ok(!seen.some((t) => t.includes('用户管理')), 'the Chinese title never showed');
});
