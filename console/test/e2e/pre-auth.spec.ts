// BladeX answers a call its @PreAuth keeps for administrators (x-blade-pre-auth) with 401, which
// signs the console out (spec §8). So an hr user is never offered such a call, even when an
// administrator has granted his role the button of one, and is never signed out by one.
import type { Locator } from '@playwright/test';
import { assert, sandboxApi, signIn, type MenuNode, type SandboxApi } from './helpers.ts';
import { openScreen, rows } from './resource-helpers.ts';
import { test } from './fixtures.ts';

const texts = (locator: Locator) => locator.evaluateAll((els) => els.map((e) => e.textContent?.trim()).filter(Boolean));
const flat = (nodes: MenuNode[] | undefined): MenuNode[] => (nodes ?? []).flatMap((n) => [n, ...flat(n.children)]);

/** Grants the hr role of tenant 000000 the buttons with these codes, beside what it holds. */
async function grantHr(api: SandboxApi, codes: string[]) {
  const hr = flat(await api.get<MenuNode[]>('/blade-system/role/list')).find((r) => r.roleAlias === 'hr');
  assert.ok(hr, 'the tenant has the role hr');
  const keys = await api.get<{ menu: string[]; dataScope: string[]; apiScope: string[] }>('/blade-system/menu/role-tree-keys', {
    roleIds: hr.id,
  });
  const buttons: string[] = [];
  for (const code of codes) {
    const button = (await api.get<MenuNode[]>('/blade-system/menu/list', { code })).find((m) => m.code === code);
    assert.ok(button, `the menu has the button ${code}`);
    buttons.push(button.id);
  }
  await api.post('/blade-system/role/grant', {
    roleIds: [hr.id],
    menuIds: [...keys.menu, ...buttons],
    dataScopeIds: keys.dataScope,
    apiScopeIds: keys.apiScope,
  });
}

test.use({ freshSandbox: true });

test('hr granted the buttons of administrator-only calls is still not offered them, and is never signed out', async ({
  page,
  base,
  sandbox,
}) => {
  await grantHr(await sandboxApi(sandbox), ['user_reset', 'user_role', 'user_platform']);
  const hrButtons = flat(await (await sandboxApi(sandbox, { user: 'hr' })).get<MenuNode[]>('/blade-system/menu/buttons')).map(
    (b) => b.code,
  );
  for (const code of ['user_reset', 'user_role', 'user_platform']) assert.ok(hrButtons.includes(code), `hr's role now holds ${code}`);
  const unauthorized: string[] = [];
  page.on('response', (r) => r.status() === 401 && unauthorized.push(r.url()));

  await signIn(page, { base, sandbox }, { user: 'hr' });
  await openScreen(page, base, '/system/user');
  const screen = page.getByTestId('resource-screen').first();
  const tools = await texts(screen.getByTestId('resource-toolbar').getByRole('button'));
  assert.ok(tools.includes('新增'), `hr keeps 新增: ${tools}`);
  // 角色配置 (user/grant), 密码重置 (user/reset-password): HAS_ROLE_ADMIN in BladeX's UserController.
  for (const b of ['角色配置', '密码重置']) assert.ok(!tools.includes(b), `hr is offered ${b}: ${tools}`);
  // 平台配置 reads user/platform-detail, HAS_ROLE_ADMIN too.
  const rowTools = [...new Set(await texts(rows(page).first().locator('button.dt-action')))];
  assert.ok(!rowTools.includes('平台配置') && !rowTools.includes('更多'), `hr's rows offer ${rowTools}`);
  assert.ok(rowTools.includes('编辑'), `hr keeps 编辑: ${rowTools}`);

  // The other system screens of hr's menu: none asks an administrator-only call.
  for (const path of ['/system/dept', '/system/post', '/system/param']) await openScreen(page, base, path, { expectRows: false });
  assert.deepEqual(unauthorized, [], 'no call answered 401');
  assert.ok(!page.url().includes('/login'), `still signed in at ${page.url()}`);
});
