// The shell: tabs that come back exactly as left, visible loads and failures
// (progress bar, splash, toasts below the tabs, the home page's counts), the top menu's 更多,
// the menu search's keys and Esc, and one language at a time.
import type { Sandbox } from './servers.ts';
import type { Page, Locator } from '@playwright/test';
import { assert, openMenu, sandboxApi } from './helpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ signedIn: true });

const faults = (sandbox: Sandbox, body?: unknown) =>
  fetch(`${sandbox.url}/__sandbox/faults`, {
    method: body ? 'PUT' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  assert.ok(b, 'the element is laid out');
  return b;
};
const switchTab = async (page: Page, value: string) => {
  await page.locator(`[data-tab="${value}"]`).click();
  await page.waitForURL(`**${value}`);
};

test('keep-alive: an unsent search value, both scrolls and a selection survive a tab switch', async ({ page, base }) => {
  await page.setViewportSize({ width: 1366, height: 600 }); // the table's window is shorter than its ten rows
  await page.goto(base + '/system/param/index');
  const search = page.getByRole('search').getByRole('textbox').first();
  await search.fill('typed-not-searched');
  const content = page.getByTestId('content');
  const table = page.getByTestId('resource-table');
  await table.locator('[role=row][data-key]').first().waitFor();
  await table.locator('[role=row][data-key] input[type=checkbox]').first().check();
  await table.evaluate((el) => ((el.scrollTop = 100), (el.scrollLeft = 120)));
  await content.evaluate((el) => (el.scrollTop = 32));
  const scrolls = async () => ({
    page: await content.evaluate((el) => el.scrollTop),
    table: await table.evaluate((el) => [el.scrollTop, el.scrollLeft]),
  });
  const before = await scrolls();
  assert.ok(before.page > 0 && before.table[0] > 0, `the page and the table scroll (${JSON.stringify(before)})`);
  await switchTab(page, '/wel/index');
  await page.getByTestId('home-page').waitFor();
  await switchTab(page, '/system/param/index');
  assert.equal(await search.inputValue(), 'typed-not-searched');
  assert.deepEqual(await scrolls(), before);
  await page.screenshot({ path: 'test-results/shell-ux-keep-alive.png' });
  assert.equal(await table.locator('[role=row][data-key] input[type=checkbox]').first().isChecked(), true, 'the selection is kept');
});

test('keep-alive: an open dialog hides with its tab and comes back with its typed values', async ({ page, base }) => {
  await page.goto(base + '/wel/index');
  await page.getByTestId('home-page').waitFor();
  await openMenu(page, '系统管理', '参数管理'); // in the page: Back and Forward stay in this document
  await page.waitForURL('**/system/param/index');
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('textbox').first();
  await field.fill('unsaved-value');
  // Back to home while the dialog is open (the browser's Back: the dialog's backdrop covers the tabs).
  await page.goBack();
  await page.waitForURL('**/wel/index');
  await page.getByTestId('home-page').waitFor();
  assert.equal(await dialog.isVisible(), false, 'the dialog is hidden with its tab');
  // ...and holds nothing of the page it left: no part hidden from screen readers, clicks reach it.
  assert.equal(await page.locator('[aria-hidden=true]:has([data-testid=content])').count(), 0);
  await page.getByRole('button', { name: '标签操作' }).click({ timeout: 5000 });
  await page.keyboard.press('Escape');
  await page.getByTestId('count-params').waitFor();
  await page.goForward();
  await page.waitForURL('**/system/param/index');
  await dialog.waitFor();
  assert.equal(await field.inputValue(), 'unsaved-value');
});

test('keep-alive: an expanded tree row stays expanded across a tab switch', async ({ page, base }) => {
  await page.goto(base + '/system/dept/index');
  const expand = page.getByTestId('resource-table').locator('button[aria-expanded]').first();
  await expand.waitFor();
  if ((await expand.getAttribute('aria-expanded')) === 'true') await expand.click(); // start collapsed
  await expand.click();
  // Expanding loads the children first (a lazy level): the row says so once they are in.
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  const rows = await page.getByTestId('resource-table').locator('[role=row][data-key]').count();
  await switchTab(page, '/wel/index');
  await switchTab(page, '/system/dept/index');
  assert.equal(await expand.getAttribute('aria-expanded'), 'true');
  assert.equal(await page.getByTestId('resource-table').locator('[role=row][data-key]').count(), rows);
});

test('an unknown address shows the 404 page and opens no tab', async ({ page, base }) => {
  await page.goto(base + '/wel/index');
  await page.getByTestId('home-page').waitFor();
  await page.goto(base + '/nowhere/at/all');
  await page.getByText('404').first().waitFor();
  const tabs = await page.locator('[data-tab]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tab') ?? ''));
  assert.ok(!tabs.some((v) => v.includes('nowhere')), `no tab for the raw path: ${tabs}`);
  assert.equal(await page.getByText('/nowhere/at/all', { exact: true }).count(), 0);
});

test('a slow load shows the top progress bar, which goes when it ends', async ({ page, base }) => {
  await page.goto(base + '/wel/index');
  await page.getByTestId('home-page').waitFor();
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/blade-system/param/list*', async (route) => (await held, route.continue()));
  await page.goto(base + '/system/param/index');
  const bar = page.getByTestId('top-progress');
  await bar.waitFor();
  assert.equal(await bar.getAttribute('role'), 'progressbar');
  const strip = await box(bar);
  assert.ok(strip.y === 0 && strip.height <= 4, `a thin bar at the top: ${JSON.stringify(strip)}`);
  release();
  await page.getByTestId('resource-table').locator('[role=row][data-key]').first().waitFor();
  await bar.waitFor({ state: 'detached' });
});

test('index.html carries a splash with the brand name, gone once React has drawn the page', async ({ page, base }) => {
  const html = await (await fetch(base + '/login')).text();
  assert.match(html, /data-splash/);
  assert.match(html, /<div id="root">\s*<div class="splash"[^>]*>\s*<p class="splash-name">大鲨智造/);
  await page.goto(base + '/wel/index');
  await page.getByTestId('home-page').waitFor();
  assert.equal(await page.locator('[data-splash]').count(), 0);
});

test('a toast shows below the tab strip, never over it', async ({ page, base }) => {
  await page.goto(base + '/wel/index');
  await page.getByTestId('home-page').waitFor();
  await page.getByRole('button', { name: '标签操作' }).click();
  await page.getByTestId('tab-actions-menu').getByRole('menuitem', { name: '清除缓存' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  const toast = page.getByTestId('toast').first();
  await toast.waitFor();
  const tabsBottom = await page
    .locator('[data-tab]')
    .first()
    .evaluate((el) => el.closest('ul')?.getBoundingClientRect().bottom ?? NaN);
  const toastBox = await box(toast);
  assert.ok(toastBox.y >= tabsBottom, `toast top ${toastBox.y} is below the tab strip (${tabsBottom})`);
});

test('home: a failed count shows its reason and 重试, never a number; 重试 asks again', async ({ page, base, sandbox }) => {
  await faults(sandbox, { faults: [{ path: '/blade-system/param/list', kind: 'html', status: 502 }] });
  try {
    await page.goto(base + '/wel/index');
    const count = page.getByTestId('count-params');
    const retry = count.getByRole('button', { name: '重试' });
    await retry.waitFor();
    assert.equal(await count.locator('.db-stat-value').count(), 0, 'no number (nor 0) for a failed count');
    assert.match((await count.getByRole('alert').textContent()) ?? '', /502/, 'the reason is shown');
    await page.screenshot({ path: 'test-results/shell-ux-home-error.png' });
    await faults(sandbox);
    await retry.click();
    await count.getByText(/^\d+$/).waitFor();
  } finally {
    await faults(sandbox);
  }
});

test('top menu: every top menu is reachable at 1366 px, those that do not fit under 更多', async ({ page, base, sandbox }) => {
  const api = await sandboxApi(sandbox);
  const names = Array.from({ length: 14 }, (_, i) => `扩展顶部菜单${i + 1}`);
  for (const [i, name] of names.entries())
    await api.post('/blade-system/topmenu/submit', {
      code: `extra${i + 1}`,
      name,
      source: 'iconfont iconicon_setting',
      sort: 10 + i,
      path: '/wel/index',
    });
  await page.goto(base + '/wel/index');
  const bar = page.getByTestId('top-menu');
  await bar.getByRole('button', { name: '平台管理' }).or(page.getByTestId('top-menu-more')).first().waitFor();
  const more = page.getByTestId('top-menu-more');
  await more.waitFor();
  const shown = await bar.getByRole('button').evaluateAll((els) => els.map((e) => e.textContent.trim()));
  await more.click();
  const listed = await page.getByTestId('top-menu-more-list').getByRole('menuitem').allTextContents();
  for (const name of ['首页', '工作台', ...names])
    assert.ok(shown.includes(name) || listed.includes(name), `${name} is in the bar or under 更多 (${shown} | ${listed})`);
  const barBox = await box(page.locator('header'));
  for (const b of await bar.getByRole('button').all()) {
    const r = await box(b);
    assert.ok(r.x + r.width <= barBox.x + barBox.width, 'no top menu is cut off');
  }
  // The last one, chosen from 更多 with the keyboard, becomes the current top menu.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=top-menu-more]')?.getAttribute('aria-current') === 'true');
});

test('menu search opens with / and Ctrl+K; Esc closes it, the confirm, the lock and the error log dialogs', async ({ page, base }) => {
  await page.goto(base + '/wel/index');
  await page.getByTestId('home-page').waitFor();
  const search = page.getByTestId('menu-search');
  await page.locator('body').press('/');
  await search.waitFor();
  await page.keyboard.type('参数');
  await search.getByText('参数管理', { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await search.waitFor({ state: 'detached' });
  await page.keyboard.press('Control+k');
  await search.waitFor();
  // Esc is the open dialog's once its focus is inside (a loaded machine drew it a moment before).
  await page.waitForFunction(() => document.activeElement?.closest('[data-testid=menu-search]'));
  await page.keyboard.press('Escape');
  await search.waitFor({ state: 'detached' });
  // `/` typed in a text field is text, not the shortcut.
  await page.goto(base + '/system/param/index');
  const field = page.getByRole('search').getByRole('textbox').first();
  await field.fill('a/b');
  assert.equal(await search.count(), 0);
  for (const open of [
    async () => (
      await page.getByRole('button', { name: '标签操作' }).click(),
      await page.getByTestId('tab-actions-menu').getByRole('menuitem', { name: '清除缓存' }).click()
    ),
    () => page.getByRole('button', { name: '锁屏' }).click(),
    () => page.getByRole('button', { name: '错误日志' }).click(),
  ]) {
    await open();
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    await dialog.first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.first().waitFor({ state: 'hidden' });
  }
  // A form with typed values asks before Esc drops them; 取消 keeps them.
  await page.getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('resource-dialog');
  await form.getByRole('textbox').first().fill('typed');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog');
  await ask.getByText('有未保存的修改, 确定关闭?').waitFor();
  await ask.getByRole('button', { name: '取消' }).click();
  assert.equal(await form.getByRole('textbox').first().inputValue(), 'typed');
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: '确定' }).click();
  await form.waitFor({ state: 'hidden' });
});

const CJK = /[\u3400-\u9fff]/;

test('English: menu items, tabs and top menus are English; the user menu is named by its text', async ({ page, base }) => {
  await page.goto(base + '/system/param/index');
  await page.getByTestId('resource-table').waitFor();
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav
    .getByRole('link', { name: 'Parameters' })
    .or(nav.getByRole('link', { name: /param/i }))
    .first()
    .waitFor();
  // Every area opened: each item of the sidebar is English.
  while (await nav.locator('button[aria-expanded=false]').count()) await nav.locator('button[aria-expanded=false]').first().click();
  await page
    .waitForFunction(() => ![...document.querySelectorAll('nav a, nav button')].some((e) => /[\u3400-\u9fff]/.test(e.textContent)), null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  const names = await nav.locator('a, button').allTextContents();
  const chinese = names.filter((n) => CJK.test(n));
  assert.deepEqual(chinese, [], 'no Chinese menu item in English');
  const tabs = await page.locator('[data-tab]').allTextContents();
  assert.ok(!tabs.some((n) => CJK.test(n)), `tabs in English: ${tabs}`);
  const tops = await page.getByTestId('top-menu').getByRole('button').allTextContents();
  assert.ok(!tops.some((n) => CJK.test(n)), `top menus in English: ${tops}`);
  assert.ok(await page.getByRole('button', { name: /User menu/ }).count(), 'the user menu button says what it is');
  await page.screenshot({ path: 'test-results/shell-ux-english.png' });
});

test('Chinese: the shell and a list name their controls in Chinese for screen readers', async ({ page, base }) => {
  await page.goto(base + '/system/param/index');
  await page.getByTestId('resource-table').locator('[role=row][data-key]').first().waitFor();
  const names = await page
    .locator(
      'header [aria-label], header button, [data-testid=sidebar] [aria-label], [data-tab] [aria-label], [data-testid=content] [aria-label]',
    )
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.textContent.trim()).filter(Boolean));
  const english = names.filter((n) => /^[\x20-\x7e]+$/.test(n) && /[a-z]{3}/i.test(n) && n !== 'admin');
  assert.deepEqual(english, [], 'no English-only screen-reader name in the zh shell');
  assert.ok(await page.getByRole('button', { name: /用户菜单/ }).count());
});
