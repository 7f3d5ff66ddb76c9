// The sandbox's menu as BladeX serves it, through `prism proxy --errors`: the stock page paths and
// button codes, top menus granted their areas (routes?topMenuId= answers that subtree only), and
// seeded roles granted the buttons their job needs rather than every button of their menus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, isViolation, startStack, type Answer, type Stack } from './helpers.ts';

let stack: Stack;
let admin: Client;
const data = async (p: Promise<Answer>) => {
  const a = await p;
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  expect(a.status, a.text.slice(0, 300)).toBe(200);
  return a.body.data;
};
type Node = { id: string; parentId: string; code: string; name: string; path: string; category: number; children?: Node[] };
const flat = (forest: Node[]): Node[] => forest.flatMap((n) => [n, ...flat(n.children ?? [])]);
const codes = (forest: Node[]) =>
  flat(forest)
    .filter((n) => !n.children?.length)
    .map((n) => n.code);

beforeAll(async () => {
  stack = await startStack({ prism: true });
  admin = new Client(stack.url);
  await admin.signIn('000000', 'admin', 'admin');
});
afterAll(() => stack?.stop());

describe('stock BladeX menu', () => {
  it('routes use the stock page paths and buttons the stock codes', async () => {
    const paths = flat(await data(admin.get('/blade-system/menu/routes'))).map((n) => n.path);
    for (const p of [
      '/system/dictbiz',
      '/authority/apiscope',
      '/authority/datascope',
      '/monitor/log/usual',
      '/monitor/log/api',
      '/monitor/log/error',
      '/report/reportlist',
      '/work/todo',
      '/flow/manager',
    ])
      expect(paths).toContain(p);
    for (const old of ['/system/dict-biz', '/authority/api-scope', '/monitor/api', '/report/report']) expect(paths).not.toContain(old);
    const buttons = codes(await data(admin.get('/blade-system/menu/buttons')));
    const stock = [
      'dictbiz_add',
      'dictbiz_edit',
      'dictbiz_delete',
      'user_role',
      'user_reset',
      'topmenu_setting',
      'oss_enable',
      'sms_enable',
      'api_scope_setting',
      'data_scope_setting',
      'region_import',
      'region_export',
      'region_debug',
      'attach_upload',
      'attach_download',
      'attach_delete',
      'log_api_view',
      'log_usual_view',
      'log_error_view',
      'role_add',
      'role_edit',
      'role_delete',
      'role_view',
      'work_start_flow',
      'work_claim_sign',
      'work_todo_handle',
      'work_done_follow',
    ];
    expect(stock.filter((c) => !buttons.includes(c))).toEqual([]);
  });

  it('names button functions as BladeX does: alias add/edit/role..., category 2', async () => {
    const user = flat(await data(admin.get('/blade-system/menu/buttons'))).find((n) => n.path === '/system/user')!;
    const byCode = new Map(user.children!.map((b) => [b.code, b as Node & { alias: string }]));
    expect(byCode.get('user_role')).toMatchObject({ name: '角色配置', alias: 'role', category: 2 });
    expect(byCode.get('user_reset')).toMatchObject({ name: '密码重置', alias: 'reset', category: 2 });
  });
});

describe('top menus', () => {
  it('seeds a handful of real top menus, each answering only the areas granted to it', async () => {
    const tops: Node[] = await data(admin.get('/blade-system/menu/top-menu'));
    expect(tops.map((t) => t.name)).toEqual(['工作台', '销售服务', '供应链', '财务报表', '平台管理']);
    const all: Node[] = await data(admin.get('/blade-system/menu/routes'));
    const seen: string[] = [];
    for (const top of tops) {
      const routes: Node[] = await data(admin.get('/blade-system/menu/routes', { topMenuId: top.id }));
      expect(routes.length, top.name).toBeGreaterThan(0);
      const keys: string[] = (await data(admin.get('/blade-system/menu/top-tree-keys', { topMenuIds: top.id }))).menu;
      // The subtree is the grant: each node granted, each area whole.
      expect(
        flat(routes).every((n) => keys.includes(n.id)),
        top.name,
      ).toBe(true);
      for (const area of routes) expect(flat([area]).length).toBe(flat([all.find((a) => a.id === area.id)!]).length);
      seen.push(...routes.map((a) => a.code));
    }
    const platform: Node[] = await data(admin.get('/blade-system/menu/routes', { topMenuId: tops[4].id }));
    expect(platform.map((a) => a.code).sort()).toEqual(['authority', 'base', 'monitor', 'resource', 'system', 'tool']);
    // Every area sits under exactly one top menu.
    expect(seen.sort()).toEqual(all.map((a) => a.code).sort());
  });

  it('a top menu never granted, or unknown, answers no menus (BladeX roleMenu with topMenuId)', async () => {
    const body = { name: '临时菜单', code: 'temp_top', source: 'iconfont iconicon_star', path: '', sort: 9 };
    expect((await admin.post('/blade-system/topmenu/submit', body)).status).toBe(200);
    const created = (await data(admin.get('/blade-system/topmenu/list', { code: 'temp_top' }))).records[0];
    expect(await data(admin.get('/blade-system/menu/routes', { topMenuId: created.id }))).toEqual([]);
    expect(await data(admin.get('/blade-system/menu/routes', { topMenuId: '1999999999999999999' }))).toEqual([]);
  });
});

describe('seeded role grants', () => {
  it("gives HR the people buttons of their job, not delete nor the administrators' user calls", async () => {
    const hr = new Client(stack.url);
    await hr.signIn('000000', 'hr', 'hr');
    const buttons = codes(await data(hr.get('/blade-system/menu/buttons')));
    expect(buttons).toEqual(expect.arrayContaining(['user_add', 'user_edit', 'user_view']));
    // role grants, password resets, unlocking and platforms are administrators' calls (auth/permissions.ts)
    expect(buttons.filter((c) => c.endsWith('_delete') || ['user_role', 'user_reset', 'user_unlock', 'user_platform'].includes(c))).toEqual(
      [],
    );
    // of the administrators' own tables only the view buttons; no platform screen at all
    expect(buttons.filter((c) => /^(dept|post|param|dict|menu)_(add|edit)$/.test(c) || /^(tenant|client|topmenu)_/.test(c))).toEqual([]);
    expect(buttons).toEqual(expect.arrayContaining(['dept_view', 'param_view']));
    // Business screens of the 用户客户 area too: add, edit and view, no delete.
    expect(buttons).toEqual(expect.arrayContaining(['userbasic_add', 'userbasic_edit', 'userbasic_view']));
  });
});
