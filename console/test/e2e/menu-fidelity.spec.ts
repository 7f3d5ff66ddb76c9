// The console on BladeX's own menu: a non-admin sees exactly the buttons their role's
// button tree grants, a menu path the console has no screen for says so and names the path, a
// deployment's own spelling of a stock path opens its screen through the alias table, and the
// server's top menus narrow the sidebar without crowding the top bar at 1366 px.
import type { Page, Locator } from '@playwright/test';
import { assert, sandboxApi, signIn, type MenuNode, type SandboxApi } from './helpers.ts';
import { openScreen, rows } from './resource-helpers.ts';
import { expect, test } from './fixtures.ts';

const screen = (page: Page) => page.getByTestId('resource-screen').first();
const texts = (locator: Locator) => locator.evaluateAll((els) => els.map((e) => e.textContent?.trim()).filter(Boolean));
const toolbar = (page: Page) => texts(screen(page).getByTestId('resource-toolbar').getByRole('button'));
const rowButtons = async (page: Page) => [...new Set(await texts(rows(page).first().locator('button.dt-action')))].sort();

/** Adds a menu page under 办公管理 (as an administrator would in 菜单管理); returns its id. */
async function addMenuPage(api: SandboxApi, name: string, code: string, path: string) {
  const desk = (await api.get<MenuNode[]>('/blade-system/menu/routes')).find((a) => a.code === 'desk');
  assert.ok(desk, 'the menu has 办公管理');
  await api.post('/blade-system/menu/submit', {
    parentId: desk.id,
    name,
    code,
    alias: 'menu',
    path,
    source: '',
    sort: 90,
    category: 1,
    action: 0,
    isOpen: 1,
  });
  return (await api.get<MenuNode[]>('/blade-system/menu/list', { code })).find((m) => m.code === code)?.id;
}

test.describe(() => {
  test.use({ freshSandbox: true });

  test('permissions: HR sees exactly the buttons the role grants on a platform and a business screen; admin sees them all', async ({
    page,
    base,
    sandbox,
    context,
  }) => {
    await signIn(page, { base, sandbox }, { user: 'hr' });
    await openScreen(page, base, '/system/user');
    // HR's role holds user_add/edit/view, not user_delete nor the buttons of the administrators'
    // calls (user_role/reset/unlock/platform), which the sandbox refuses to anyone else.
    const hrTools = await toolbar(page);
    assert.ok(hrTools.includes('新增'), `HR toolbar lacks 新增: ${hrTools}`);
    for (const b of ['批量删除', '角色配置', '密码重置', '账号解封']) assert.ok(!hrTools.includes(b), `HR toolbar shows ${b}`);
    assert.deepEqual(await rowButtons(page), ['编辑', '查看'].sort());
    await openScreen(page, base, '/user/userbasic');
    assert.ok((await toolbar(page)).includes('新增'));
    assert.ok(!(await toolbar(page)).includes('批量删除'));
    assert.deepEqual(await rowButtons(page), ['编辑', '查看'].sort());

    await context.clearCookies();
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await signIn(page, { base, sandbox });
    await openScreen(page, base, '/system/user');
    const adminTools = await toolbar(page);
    for (const b of ['新增', '批量删除', '角色配置', '密码重置', '账号解封']) assert.ok(adminTools.includes(b), `admin toolbar lacks ${b}`);
    assert.deepEqual(await rowButtons(page), ['编辑', '删除', '平台配置', '查看'].sort());
  });
});

test('menu paths: an unknown path shows the page naming it; a deployment spelling opens its screen via the alias table', async ({
  page,
  base,
  sandbox,
}) => {
  const api = await sandboxApi(sandbox);
  const ids = [
    await addMenuPage(api, '外部台账', 'ext_ledger', '/ledger/custom'),
    await addMenuPage(api, '业务字典(旧)', 'old_dictbiz', '/system/dict-biz'),
  ];
  try {
    await signIn(page, { base, sandbox });
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await nav.getByRole('button', { name: '办公管理' }).click();
    await nav.getByRole('link', { name: '外部台账', exact: true }).click();
    await page.getByTestId('no-screen').waitFor();
    assert.equal(await page.getByTestId('no-screen-path').textContent(), '/ledger/custom');
    assert.ok(await page.getByText('此菜单路径没有对应的页面').isVisible());
    await nav.getByRole('link', { name: '业务字典(旧)', exact: true }).click();
    await page.waitForURL('**/system/dict-biz/index');
    await screen(page).getByRole('heading', { name: '业务字典' }).waitFor();
    await rows(page).first().waitFor();
  } finally {
    await api.post('/blade-system/menu/remove', undefined, { ids: ids.filter(Boolean).join(',') });
  }
});

test.describe(() => {
  test.use({ signedIn: true });

  test('top menus: the server top menus sit in the top bar at 1366 px and narrow the sidebar to their subtree', async ({
    page,
    base,
    shot,
  }) => {
    await page.goto(`${base}/wel/index`);
    const top = page.getByTestId('top-menu');
    await top.getByRole('button', { name: '平台管理' }).waitFor();
    const names = await texts(top.getByRole('button'));
    assert.deepEqual(names, ['首页', '工作台', '销售服务', '供应链', '财务报表', '平台管理']);
    // Nothing in the header overflows or hides behind another part of it.
    const header = await page.locator('header').first().boundingBox();
    assert.ok(header, 'the header is laid out');
    const boxes = await page
      .locator('header')
      .first()
      .locator('button')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, w: r.width })));
    for (const b of boxes)
      assert.ok(
        b.w > 0 && b.left >= header.x - 1 && b.right <= header.x + header.width + 1,
        `header button off-screen: ${JSON.stringify(b)}`,
      );
    const sorted = boxes.sort((a, b) => a.left - b.left);
    for (let i = 1; i < sorted.length; i++) assert.ok(sorted[i].left >= sorted[i - 1].right - 1, 'header buttons overlap');
    await shot('top-menus-1366');

    // The subtree's answer held back: until it arrives the sidebar shows it loading, never the
    // whole menu (pages of other top menus must not be offered under 平台管理).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/menu\/routes\?.*topMenuId=/, async (route) => (await held, route.continue()));
    await top.getByRole('button', { name: '平台管理' }).click();
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await expect(nav).toHaveAttribute('aria-busy', 'true');
    assert.equal(await nav.getByRole('button', { name: '采购管理' }).count(), 0);
    release();
    await expect(nav).toHaveAttribute('aria-busy', 'false');
    await nav.getByRole('button', { name: '系统管理' }).waitFor();
    const platform = await nav.getByRole('button').allTextContents();
    for (const a of ['系统管理', '权限管理', '基础配置'])
      assert.ok(
        platform.some((t) => t.includes(a)),
        `平台管理 lacks ${a}`,
      );
    for (const a of ['采购管理', '我的事务']) assert.ok(!platform.some((t) => t.includes(a)), `平台管理 shows ${a}`);
    await top.getByRole('button', { name: '工作台' }).click();
    await page.waitForURL('**/wel/index');
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '我的事务' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '系统管理' }).count(), 0);
  });
});
