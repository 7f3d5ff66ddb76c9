// A session ends in one place (lib/session.ts): a 401, the user menu's and the lock screen's
// sign-out all clear the token, tabs, lock and cached lists and land on /login; the next user of
// the same tenant sees only their own rows.
import { assert, confirmDialog, signIn, sandboxApi, tabValues, type Paged } from './helpers.ts';
import { test } from './fixtures.ts';

const NOTICES = '/desk/notice/index';
const titles = (page: Paged<{ title: string }>) => page.records.map((r) => r.title);

test('session: a 401 on a list ends the session (once, to /login, tabs and token gone); hr then sees only its own notices', async ({
  page,
  base,
  sandbox,
}) => {
  const admin = await sandboxApi(sandbox);
  const hr = await sandboxApi(sandbox, { user: 'hr' });
  const hrAll = titles(await hr.get<Paged<{ title: string }>>('/blade-desk/notice/list', { current: 1, size: 1000 }));
  const adminOnly = titles(await admin.get<Paged<{ title: string }>>('/blade-desk/notice/list', { current: 1, size: 10 })).find(
    (t) => !hrAll.includes(t),
  );
  const hrFirst = titles(await hr.get<Paged<{ title: string }>>('/blade-desk/notice/list', { current: 1, size: 10 }))[0];
  assert.ok(adminOnly && hrFirst, `a notice only admin sees (${adminOnly}) and one of hr's (${hrFirst})`);

  await signIn(page, { base, sandbox });
  await page.goto(base + NOTICES);
  await page.getByText(adminOnly, { exact: true }).waitFor();
  assert.ok((await tabValues(page)).includes(NOTICES));

  // The token is refused from now on: the list's refresh gets a 401.
  let refused = 0;
  await page.route('**/api/blade-desk/notice/list**', (route) => {
    refused++;
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 401, success: false, msg: '请求未授权', data: null }),
    });
  });
  const logins = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && frame.url().endsWith('/login') && logins.push(frame.url()));
  await page.getByRole('button', { name: '刷新', exact: true }).click();
  await page.waitForURL('**/login');
  await page.getByLabel('账号').waitFor();
  assert.ok(refused >= 1);
  assert.equal(logins.length, 1, `went to /login ${logins.length} times`);
  assert.equal(await page.evaluate(() => localStorage.getItem('saber-token')), null);
  assert.deepEqual(
    await page.evaluate(() => JSON.parse(localStorage.getItem('saber-tagList') ?? 'null').content.map((t: { value: string }) => t.value)),
    ['/wel/index'],
  );
  await page.unroute('**/api/blade-desk/notice/list**');

  // The next user of the same tenant, in the same tab.
  await signIn(page, { base, sandbox }, { user: 'hr' });
  await page.goto(base + NOTICES);
  await page.getByText(hrFirst, { exact: true }).waitFor();
  assert.equal(await page.getByText(adminOnly, { exact: true }).count(), 0, `hr sees admin's notice ${adminOnly}`);
});

test("session: the lock screen's sign-out ends the session: /login, no lock, no token", async ({ page, base, sandbox }) => {
  await signIn(page, { base, sandbox });
  await page.getByRole('button', { name: '锁屏' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('锁屏密码').fill('pw123');
  await dialog.getByRole('button', { name: '锁屏' }).click();
  await page.waitForURL('**/lock');
  const loggedOut = page.waitForRequest((r) => r.url().includes('/blade-auth/oauth/logout'));
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL('**/login');
  assert.match((await loggedOut).headers()['blade-auth'] ?? '', /^bearer \S+/, 'the server is told with the ended token');
  assert.deepEqual(
    await page.evaluate(() => [
      localStorage.getItem('saber-token'),
      sessionStorage.getItem('saber-isLock'),
      sessionStorage.getItem('saber-lockPasswd'),
    ]),
    [null, null, null],
  );
  await page.goto(base + '/wel/index');
  await page.waitForURL('**/login');
});

test('session: the menu, permission map and roles persist in browser storage; a reload shows the stored menu before the server answers; sign-out removes them', async ({
  page,
  base,
  sandbox,
}) => {
  await signIn(page, { base, sandbox });
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '系统管理' }).waitFor();
  const stored = () =>
    page.evaluate(() =>
      ['menu', 'permission', 'roles'].map((key) => JSON.parse(localStorage.getItem(`saber-${key}`) ?? 'null')?.content ?? null),
    );
  const [menu, permission, roles] = await stored();
  assert.ok(
    menu.some((item: { name: string }) => item.name === '系统管理'),
    'the stored menu holds the system area',
  );
  assert.equal(permission.param_add, true, 'the stored permission map holds the param screen’s 新增');
  assert.deepEqual(roles, ['administrator']);

  // The server's menu is held back: the sidebar draws the stored one meanwhile, then the server's.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/api/blade-system/menu/routes**', async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  await page.reload();
  await nav.getByRole('button', { name: '系统管理' }).waitFor();
  assert.equal(asked, 1, 'the menu was asked of the server again on the reload');
  assert.equal(await nav.getAttribute('aria-busy'), 'false');
  release();
  await page.waitForResponse((r) => r.url().includes('/menu/routes'));
  await page.unroute('**/api/blade-system/menu/routes**');

  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出系统' }).click();
  await confirmDialog(page, '退出系统, 是否继续?');
  await page.waitForURL('**/login');
  assert.deepEqual(await stored(), [null, null, null]);
});
