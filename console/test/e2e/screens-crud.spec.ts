// Every standard platform screen end to end in the real shell against the sandbox, from one
// table: 新增 with its required fields, find it by a search field, 编辑 one field, 查看 it, 删除 it
// (resource-helpers.ts crudTest). Their named operations: screens.spec.ts (the last two here:
// the user form's posts and brand grant, the menu tree's lazy levels).
import { assert, sandboxApi, type Paged, type Row, type MenuNode } from './helpers.ts';
import {
  captureCall,
  crudTest,
  dialog,
  openScreen,
  pickFirstOptions,
  rows,
  rowWith,
  save,
  search,
  type CrudScreen,
} from './resource-helpers.ts';
import { expect, test } from './fixtures.ts';

type User = Row & { account: string; deptName: string };

const standard: CrudScreen[] = [
  {
    path: '/system/client',
    title: '应用管理',
    fill: { clientId: 'e2e_client', clientSecret: 'e2e_secret' },
    search: 'clientId',
    edit: { clientSecret: 'e2e_secret_2' },
  },
  {
    path: '/system/dept',
    title: '部门管理 (lazy tree)',
    fill: { deptName: 'E2E测试部', fullName: 'E2E测试部门全称', deptCategory: '2', sort: '9' },
    search: 'deptName',
    edit: { remark: '浏览器测试备注' },
  },
  {
    path: '/system/menu',
    title: '菜单管理 (lazy tree)',
    fill: { name: 'E2E测试菜单', code: 'e2e_menu', path: '/e2e/menu', category: { radio: '菜单' }, isOpen: { radio: '是' }, sort: '99' },
    search: 'name',
    edit: { path: '/e2e/menu2' },
  },
  {
    path: '/system/post',
    title: '岗位管理',
    fill: { category: '1', postCode: 'E2E_POST', postName: '测试岗位', sort: '9' },
    search: 'postCode',
    edit: { postName: '测试岗位二' },
  },
  {
    path: '/system/tenant',
    title: '租户管理',
    fill: { tenantName: 'E2E测试租户', linkman: '张三', contactNumber: '13800138000' },
    search: 'tenantName',
    edit: { linkman: '李四' },
  },
  {
    path: '/system/tenant-package',
    title: '租户产品包',
    fill: { packageName: 'E2E产品包', menuId: { tree: null }, remark: '备注一' },
    search: 'packageName',
    edit: { remark: '备注二' },
    view: false,
  },
  {
    path: '/system/topmenu',
    title: '顶部菜单',
    fill: { name: 'E2E顶部菜单', code: 'e2e_top', sort: '9' },
    search: 'name',
    edit: { source: 'iconfont icon-e2e' },
  },
  {
    path: '/system/user',
    title: '用户管理',
    fill: { account: 'e2e_user', password: 'e2e123456', realName: '测试用户', roleId: { index: 1 }, deptId: { tree: null } },
    search: 'account',
    edit: { phone: '13900139000' },
  },
  {
    path: '/authority/role',
    title: '角色管理 (tree)',
    fill: { roleName: 'E2E测试角色', roleAlias: 'e2e_role', sort: '9' },
    search: 'roleName',
    edit: { roleAlias: 'e2e_role_2' },
  },
  {
    path: '/authority/apiscope',
    title: '接口权限',
    fill: { menuId: { tree: null }, resourceCode: 'E2E_API', scopeName: 'E2E接口权限', scopePath: '/e2e/api' },
    search: 'scopeName',
    edit: { scopePath: '/e2e/api2' },
  },
  {
    path: '/authority/datascope',
    title: '数据权限',
    fill: { menuId: { tree: null }, resourceCode: 'E2E_DATA', scopeName: 'E2E数据权限', scopeType: '2' },
    search: 'scopeName',
    edit: { scopeColumn: 'create_user' },
  },
  {
    path: '/desk/notice',
    title: '通知公告',
    fill: { title: '浏览器测试通知', category: { index: 1 }, releaseTime: '2026-11-20T09:30', content: '内容一' },
    search: 'title',
    edit: { content: '内容二' },
  },
  {
    path: '/resource/oss',
    title: '对象存储',
    fill: { category: '1', ossCode: 'e2e-oss', endpoint: 'http://127.0.0.1:9000', bucketName: 'e2e', accessKey: 'ak', secretKey: 'sk' },
    search: 'ossCode',
    edit: { remark: '测试备注' },
  },
  {
    path: '/resource/sms',
    title: '短信配置',
    fill: { category: '3', smsCode: 'e2e-sms', templateId: 'SMS_1', accessKey: 'ak', signName: '大鲨' },
    search: 'smsCode',
    edit: { remark: '测试备注' },
  },
  {
    path: '/resource/voice',
    title: '语音配置',
    fill: { category: '1', voiceCode: 'e2e-voice', templateId: 'TTS_1', accessKey: 'ak' },
    search: 'voiceCode',
    edit: { remark: '测试备注' },
  },
  {
    path: '/tool/code',
    title: '代码生成',
    fill: {
      datasourceId: { index: 1 },
      codeName: 'E2E模块',
      serviceName: 'red-e2e',
      tableName: 'e2e_table',
      pkName: 'id',
      packageName: 'com.dasha.e2e',
    },
    search: 'codeName',
    edit: { packageName: 'com.dasha.e2e2' },
  },
  {
    path: '/tool/datasource',
    title: '数据源管理',
    fill: { name: 'e2e数据源', url: 'jdbc:mysql://127.0.0.1/e2e', username: 'root', password: 'secret' },
    search: 'name',
    edit: { remark: '测试备注' },
  },
  {
    path: '/base/region',
    title: '行政区划',
    fill: { code: '449901', name: 'E2E测试区', parentCode: '4499', regionLevel: '3' },
    search: 'name',
    edit: { remark: '测试备注' },
  },
];

test.use({ signedIn: true });

for (const s of standard) test(...crudTest(s));

// The calls of spec §7 the system screens make beyond the standard pattern.
test("/system/user: 所属岗位 and 所属角色 offer the tenant's posts and roles (post/select, role/selectRoleList); 品牌授权 grants the picked brands (batchSaveUserBrandRecord); 查看 reads detail-info, 编辑 detail", async ({
  page,
  base,
  sandbox,
}) => {
  const api = await sandboxApi(sandbox);
  const hr = (await api.get<Paged<User>>('/blade-user/page', { current: 1, size: 10, account: 'hr' })).records.find(
    (u) => u.account === 'hr',
  );
  assert.ok(hr, 'the seed has hr');
  const posts = await api.get<(Row & { postName: string })[]>('/blade-system/post/select');
  const asked = (path: string) => page.waitForRequest((r) => new URL(r.url()).pathname === `/api${path}`);
  const [postsAsked, rolesAsked] = [asked('/blade-system/post/select'), asked('/blade-system/role/selectRoleList')];
  await openScreen(page, base, '/system/user');
  await search(page, 'account', 'hr');
  const row = rowWith(page, '人事');
  await row.waitFor();
  const edited = await captureCall(page, '/blade-user/detail', () => row.getByRole('button', { name: '编辑', exact: true }).click());
  assert.equal(edited.query.id, hr.id);
  const [postId] = await pickFirstOptions(page, 'postId', 1);
  await postsAsked;
  await rolesAsked; // 所属角色 picks from the tenant's roles by name
  const post = posts.find((p) => p.id === postId);
  assert.ok(post, `the picker offers ${postId}, one of the tenant's posts`);
  await save(page, '修改成功');
  await row.locator('[data-prop=postName]').filter({ hasText: post.postName }).waitFor();

  await row.getByLabel(/^选择第 \d+ 行$/).check();
  await page.getByRole('button', { name: '品牌授权' }).click();
  await dialog(page).getByText('品牌授权').first().waitFor();
  const brandIds = await pickFirstOptions(page, 'brandIds', 2);
  const sent = await captureCall(page, '/blade-user/batchSaveUserBrandRecord', () => save(page, '操作成功'));
  assert.deepEqual(sent.body, { userIds: hr.id, brandIds: brandIds.join(',') });
  // hr's brand switcher now offers them.
  const hrApi = await sandboxApi(sandbox, { user: 'hr' });
  const switcher = (await hrApi.get<Paged>('/red-sale/saledevicebrand/getBrandListingByUserId', { current: -1, size: -1 })).records.map(
    (b) => b.id,
  );
  for (const id of brandIds) assert.ok(switcher.includes(id), `hr's brands include ${id}`);
  // hr's view lists them in its 品牌 tab, read by his id (selectBrandListByUserId).
  const names = (await api.get<Paged<Row & { barndName: string }>>('/red-sale/saledevicebrand/listing', { current: -1, size: -1 })).records
    .filter((b) => brandIds.includes(b.id))
    .map((b) => b.barndName);
  // 查看 reads hr as detail-info answers him (his department's name included); 编辑 read detail above.
  const viewed = await captureCall(page, '/blade-user/detail-info', () => row.getByRole('button', { name: '查看', exact: true }).click());
  assert.equal(viewed.query.id, hr.id);
  await dialog(page).getByText(hr.deptName.split(',')[0], { exact: true }).first().waitFor();
  const read = await captureCall(page, '/red-sale/saledevicebrand/selectBrandListByUserId', () =>
    dialog(page).getByRole('tab', { name: '品牌', exact: true }).click(),
  );
  assert.equal(read.query.userId, hr.id);
  for (const name of names) await dialog(page).getByTestId('sublist').getByRole('cell', { name, exact: true }).first().waitFor();
});

test('/system/menu: the tree loads one level at a time (menu/lazy-list?parentId=)', async ({ page, base, sandbox }) => {
  const api = await sandboxApi(sandbox);
  const top = await captureCall(page, '/blade-system/menu/lazy-list', () => openScreen(page, base, '/system/menu'));
  assert.equal(top.query.parentId, '0');
  // The first row (the virtual table draws the rows in view) and its children as the sandbox has them.
  const first = rows(page).first();
  const name = (await first.locator('[data-prop=name]').innerText()).replace(/[▸▾\s]/g, '');
  const menu = (await api.get<MenuNode[]>('/blade-system/menu/lazy-list', { parentId: '0' })).find((m) => m.name === name);
  assert.ok(menu, `the menu has ${name}`);
  const kids = await api.get<MenuNode[]>('/blade-system/menu/lazy-list', { parentId: menu.id });
  assert.ok(kids.length, `${name} has children`);
  assert.equal(await rowWith(page, kids[0].name).count(), 0, 'children are not loaded before the row is expanded');
  const children = await captureCall(page, '/blade-system/menu/lazy-list', () => first.getByRole('button', { name: '展开' }).click());
  assert.equal(children.query.parentId, menu.id);
  await expect(first.locator('button[aria-expanded]')).toHaveAttribute('aria-expanded', 'true');
  await rowWith(page, kids[0].name).waitFor();
});
