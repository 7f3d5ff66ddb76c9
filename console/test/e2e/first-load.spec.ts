// What signing in and opening a list do, and in which order: the sign-in page asks its
// captcha once, the shell shows before its menu (a failed menu says so in the sidebar, with 重试),
// a list opened from the menu asks its page once though its route starts it, and the top bar's
// menus, made only when approached, still open by keyboard and by click.
import type { Sandbox } from './servers.ts';
import { assert, signIn, openMenu } from './helpers.ts';
import { test } from './fixtures.ts';

const faults = (sandbox: Sandbox, body?: unknown) =>
  fetch(`${sandbox.url}/__sandbox/faults`, {
    method: body ? 'PUT' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

test('the sign-in page asks its captcha and its domain tenant once per visit', async ({ page, base }) => {
  const asked: string[] = [];
  page.on('request', (r) => /\/oauth\/captcha|\/tenant\/info/.test(r.url()) && asked.push(new URL(r.url()).pathname));
  await page.goto(base + '/login');
  await page.locator('img[src^="data:image"]').waitFor();
  await page.waitForTimeout(500);
  assert.deepEqual(asked.sort(), ['/api/blade-auth/oauth/captcha', '/api/blade-system/tenant/info']);
});

test('the shell shows before its menu: a failed menu load says so in the sidebar, and 重试 loads it', async ({ page, base, sandbox }) => {
  // The menu fails until the fault is lifted (not `times: 1`: an earlier ask of the menu, such as
  // a prefetch, could take the one failure and leave the shell's own load a success).
  await faults(sandbox, { faults: [{ path: '/blade-system/menu/routes', kind: 'status', status: 500 }] });
  try {
    await signIn(page, { base, sandbox });
    await page.getByTestId('home-page').waitFor();
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await nav.getByText('菜单加载失败').waitFor();
    await faults(sandbox, null);
    await nav.getByRole('button', { name: '重试' }).click();
    await nav.getByRole('button', { name: '系统管理', exact: true }).waitFor();
    assert.equal(await nav.getByText('菜单加载失败').count(), 0);
  } finally {
    await faults(sandbox, null);
  }
});

test('a list opened from the menu asks its first page once, though its route starts it', async ({ page, base, sandbox }) => {
  await signIn(page, { base, sandbox });
  await page.getByTestId('home-page').waitFor();
  await page.waitForTimeout(500); // the home page's own count of parameters is asked before this
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/blade-system/param/list') && asked.push(new URL(r.url()).search));
  await openMenu(page, '系统管理', '参数管理');
  await page.locator('[data-resource="/blade-system/param"] [role=rowgroup] [role=row]').first().waitFor();
  await page.waitForTimeout(500);
  assert.deepEqual(asked, ['?current=1&size=10']);
});

test('top-bar menus made on approach open by keyboard and by click', async ({ page, base, sandbox }) => {
  await signIn(page, { base, sandbox });
  const bar = page.locator('header');
  // Keyboard: focus makes the menu; focus stays on its button, and Enter opens it.
  await bar.getByRole('button', { name: '主题', exact: true }).focus();
  await page.waitForTimeout(100);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), '主题');
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: '默认主题' }).waitFor();
  await page.keyboard.press('Escape');
  // Click: the language menu opens at the first click.
  await bar.getByRole('button', { name: '语言', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).waitFor();
});
