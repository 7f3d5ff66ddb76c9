// Browser tests of shell features that had none: social sign-in and the registration dialog,
// personal info (/info/index), the navigation guard's query overrides, the chunk-failure prompt.
import type { Sandbox } from './servers.ts';
import type { Page } from '@playwright/test';
import { assert, signIn, tabValues, toast } from './helpers.ts';
import { expect, test } from './fixtures.ts';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const approve = (sandbox: Sandbox, tenantId: string, account: string) =>
  fetch(`${sandbox.url}/__sandbox/approve?tenantId=${tenantId}&account=${encodeURIComponent(account)}`, { method: 'POST' });

/** The social callback as the provider would send it back: /login?source=&code=&state= */
const socialCallback = (base: string, code: string) => `${base}/login?source=gitee&code=${encodeURIComponent(code)}&state=e2e-state`;

test('shell+ social: gitee code "bound" signs in as manager through the callback URL', async ({ page, base }) => {
  const grant = page.waitForRequest((r) => r.url().includes('/oauth/token') && r.url().includes('grant_type=social'));
  await page.goto(socialCallback(base, 'bound'));
  const url = new URL((await grant).url());
  assert.equal(url.searchParams.get('source'), 'gitee');
  assert.equal(url.searchParams.get('code'), 'bound');
  assert.equal(url.searchParams.get('state'), 'e2e-state');
  await page.waitForURL('**/wel/index');
  await page.getByRole('button', { name: /用户菜单 经理/ }).waitFor();
  // The provider buttons are still offered on /login (they leave for the provider in production).
});

test('shell+ social: unbound code opens the registration dialog; rules, failure, success, pending, approve', async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  await page.goto(socialCallback(base, 'e2e-new-guest'));
  const dialog = page.getByRole('dialog', { name: '账号注册' });
  await dialog.waitFor();
  // Width 20% of the window at every window width (spec §2).
  for (const width of [1920, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForFunction(
      (w) => Math.abs((document.querySelector('[role=dialog]')?.getBoundingClientRect().width ?? NaN) - w * 0.2) < 2,
      width,
    );
  }
  await shot('register-dialog');
  // Required fields and matching passwords (spec §5).
  await dialog.getByLabel('租户编号').fill('');
  await dialog.getByRole('button', { name: '提交' }).click();
  await dialog.getByText('请先输入租户编号').waitFor();
  await dialog.getByText('请输入账号名称').waitFor();
  assert.equal(await dialog.getByText('请先输入密码').count(), 2);
  await dialog.getByLabel('租户编号').fill('000000');
  await dialog.getByLabel('用户姓名').fill('新访客');
  await dialog.getByLabel('账号名称').fill('admin');
  await dialog.getByLabel('密码', { exact: true }).fill('guest123');
  await dialog.getByLabel('确认密码').fill('guest124');
  await dialog.getByRole('button', { name: '提交' }).click();
  await dialog.getByText('两次输入密码不一致').waitFor();
  await shot('register-dialog-errors');
  await dialog.getByLabel('确认密码').fill('guest123');
  // An account that exists: the server's message, the dialog stays.
  await dialog.getByRole('button', { name: '提交' }).click();
  await toast(page, '当前用户 [admin] 已存在!');
  assert.ok(await dialog.isVisible());
  await dialog.getByLabel('账号名称').fill('e2eguest');
  // A refusal without a message says 提交失败 (spec §8), not the generic 未知错误; the form keeps its values.
  await page.route(
    (url) => url.pathname.endsWith('/blade-user/register-guest'),
    (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"code":400,"success":false}' }),
  );
  await dialog.getByRole('button', { name: '提交' }).click();
  await toast(page, '提交失败');
  assert.equal(await page.getByTestId('toast').filter({ hasText: '未知错误' }).count(), 0, 'no generic message beside it');
  assert.equal(await dialog.getByLabel('账号名称').inputValue(), 'e2eguest');
  await page.unrouteAll();
  await dialog.getByRole('button', { name: '提交' }).click();
  await toast(page, '注册申请已提交,请耐心等待管理员通过!');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL('**/login');
  assert.equal(await page.evaluate(() => localStorage.getItem('saber-token')), null, 'signed out after registering');
  // No role until approved (BladeX's -1): the password grant says so.
  await page.goto('about:blank');
  await signIn(page, { base, sandbox }, { user: 'e2eguest', password: 'guest123', expectUrl: null });
  await page.getByTestId('login-error').getByText('未获得用户的角色信息').waitFor();
  assert.ok((await approve(sandbox, '000000', 'e2eguest')).ok);
  await page.goto('about:blank');
  await signIn(page, { base, sandbox }, { user: 'e2eguest', password: 'guest123' });
  // The oauth id was bound: the same provider code now signs in directly.
  await page.evaluate(() => localStorage.clear());
  await page.goto(socialCallback(base, 'e2e-new-guest'));
  await page.waitForURL('**/wel/index');
});

test('shell+ social: cancelling the registration dialog leaves no signed-in guest', async ({ page, base }) => {
  await page.goto(socialCallback(base, 'e2e-cancel'));
  const dialog = page.getByRole('dialog', { name: '账号注册' });
  await dialog.getByRole('button', { name: '取消' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => localStorage.getItem('saber-token')), null);
  await page.goto(base + '/wel/index');
  await page.waitForURL('**/login');
});

test('shell+ personal info: save name (toast, top bar), avatar type/size rules and upload, password change and sign in again', async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  await signIn(page, { base, sandbox }, { user: 'boss', password: 'boss' });
  await page.goto(base + '/info/index');
  await page.getByRole('tab', { name: '个人信息' }).waitFor();
  await page.getByRole('tab', { name: '修改密码' }).waitFor();
  const name = page.getByLabel('姓名', { exact: true });
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="name"]')?.value === '老板');
  await name.fill('大老板');
  await page.getByRole('button', { name: '保存' }).click();
  await toast(page, '修改信息成功');
  await page.getByRole('button', { name: /用户菜单 大老板/ }).waitFor({ timeout: 5000 });
  // Avatar: jpg/png only, up to 500 KB (spec §5).
  const file = page.locator('input[type="file"]');
  await file.setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await toast(page, '上传头像图片只能是 JPG/PNG 格式!');
  await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(501 * 1024)]) });
  await toast(page, '上传头像图片大小不能超过 500kb!');
  const put = page.waitForResponse((r) => r.url().includes('/oss/endpoint/put-file'));
  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const link = (await (await put).json()).data.link;
  const img = page.getByRole('img', { name: '头像' });
  await img.waitFor();
  assert.equal(await img.getAttribute('src'), link);
  await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('img[alt="头像"]')?.naturalWidth ?? 0) > 0, null, {
    timeout: 5000,
  });
  await page.getByRole('button', { name: '保存' }).click();
  await toast(page, '修改信息成功');
  await shot('profile-info');
  // Password: mismatch refused before any request; then a real change.
  await page.getByRole('tab', { name: '修改密码' }).click();
  let sent = 0;
  page.on('request', (r) => r.url().includes('/update-password') && sent++);
  await page.getByLabel('原密码').fill('boss');
  await page.getByLabel('新密码').fill('boss1234');
  await page.getByLabel('确认密码').fill('boss4321');
  await page.getByRole('button', { name: '提交' }).click();
  await page.getByText('两次输入密码不一致').waitFor();
  await shot('profile-password');
  assert.equal(sent, 0, 'mismatched passwords are not sent');
  await page.getByLabel('确认密码').fill('boss1234');
  // retyping re-checks at once: the message goes before the user reaches the button
  await page.getByText('两次输入密码不一致').waitFor({ state: 'detached' });
  const update = page.waitForRequest((r) => r.url().includes('/update-password'), { timeout: 5000 });
  await page.getByRole('button', { name: '提交' }).click();
  const q = new URL((await update).url()).searchParams;
  const { createHash } = await import('node:crypto');
  const md5 = (s: string) => createHash('md5').update(s).digest('hex');
  assert.deepEqual([q.get('oldPassword'), q.get('newPassword'), q.get('newPassword1')], [md5('boss'), md5('boss1234'), md5('boss1234')]);
  await toast(page, '修改密码成功');
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
  await signIn(page, { base, sandbox }, { user: 'boss', password: 'boss', expectUrl: null });
  await page.getByTestId('login-error').getByText('用户名或密码不正确').waitFor();
  await page.goto('about:blank');
  await signIn(page, { base, sandbox }, { user: 'boss', password: 'boss1234' });
});

/**
 * Once signed in the shell prefetches the menu's first screens when the browser is idle (at the
 * latest after 3 s). A chunk test must start after that: on a loaded machine the prefetch came
 * after `networkidle`, its texts failed under the test's abort, and the prompt opened before the click.
 */
async function backgroundLoadsDone(page: Page) {
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5000 })));
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  for (let before = -1, now = await loaded(); now !== before; before = now, now = await loaded()) await page.waitForTimeout(1000);
}

test.describe(() => {
  test.use({ signedIn: true });

  test('shell+ guard overrides: ?target opens a new window, ?name, ?i18n and ?src set the tab', async ({ page, context, base }) => {
    await page.goto(base + '/wel/index');
    await page.getByTestId('count-users').waitFor();
    const popup = context.waitForEvent('page');
    await page.evaluate(() => {
      history.pushState(null, '', '/info/index?target=_blank');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const win = await popup;
    await win.waitForURL('**/info/index');
    await page.waitForURL('**/wel/index');
    assert.ok(!(await tabValues(page)).some((v) => v.startsWith('/info/index')), 'no tab for the page opened elsewhere');
    await win.close();
    await page.goto(base + '/info/index?name=自定义标签');
    await page.locator('[data-tab]', { hasText: '自定义标签' }).waitFor();
    assert.equal(await page.title(), '自定义标签 - 大鲨智造');
    await page.goto(base + '/test/index?i18n=nav.dictHorizontal');
    await page.locator('[data-tab]', { hasText: '字典管理(横向)' }).waitFor();
    await page.goto(base + '/dict-vertical/index?src=/custom/value');
    await page.locator('[data-tab="/custom/value"]').waitFor();
  });

  test('shell+ chunk timeout: a lazy page whose chunk has not arrived after 120 s is a chunk load error: the 应用更新 prompt', async ({
    page,
    base,
  }) => {
    await page.clock.install();
    await page.goto(base + '/wel/index');
    await page.getByTestId('count-users').waitFor();
    await backgroundLoadsDone(page);
    // The chunk is asked for and never answered (a stalled proxy): no error of its own.
    const stalled = [];
    await page.route(/\/assets\/.*\.js$/, (route) => void stalled.push(route));
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '个人信息' }).click();
    await expect.poll(() => stalled.length).toBeGreaterThan(0);
    const prompt = page.getByRole('alertdialog', { name: '应用更新' });
    await page.clock.fastForward(119_000);
    assert.equal(await prompt.count(), 0, 'not before 120 s');
    await page.clock.fastForward(1_500);
    await prompt.waitFor();
    await prompt.getByText('检测到新版本，请刷新页面以获取最新功能').waitFor();
  });

  test('shell+ chunk failure: a lazy page that cannot load shows the one-time 应用更新 prompt, no close, then reloads', async ({
    page,
    base,
  }) => {
    await page.goto(base + '/wel/index');
    await page.getByTestId('count-users').waitFor();
    await backgroundLoadsDone(page);
    let aborted = 0;
    await page.route(/\/assets\/.*\.js$/, (route) => (aborted++, route.abort()));
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '个人信息' }).click();
    const prompt = page.getByRole('alertdialog', { name: '应用更新' });
    await prompt.waitFor();
    assert.ok(aborted > 0, 'a chunk request was refused');
    await prompt.getByText('检测到新版本，请刷新页面以获取最新功能').waitFor();
    assert.deepEqual(await prompt.getByRole('button').allTextContents(), ['刷新'], 'its only action reloads (no close)');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    assert.ok(await prompt.isVisible(), 'Escape and a click outside do not close it');
    await page.unroute(/\/assets\/.*\.js$/);
    const reload = page.waitForEvent('load');
    await prompt.getByRole('button', { name: '刷新' }).click();
    await reload;
    await page.getByRole('heading', { name: '个人信息' }).first().waitFor();
    assert.equal(await page.getByRole('alertdialog', { name: '应用更新' }).count(), 0);
  });
});
