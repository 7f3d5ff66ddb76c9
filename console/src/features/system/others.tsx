import { defineResource, allCaps, permissionsOf, type Row } from '@/features/resources/types';
import { col, opts } from '@/features/resources/columns';
import { enter, choose, formSchema } from '@/features/resources/rules';
import { http } from '@/features/resources/data';
import { toTreeNodes } from '@/features/resources/queries';
import { ui } from '@/features/resources/messages';
import { notify } from '@/lib/notify';
import { GrantTreesDialog } from '@/components/grant-trees-dialog';

export const client = defineResource({
  menuPath: '/system/client',
  title: { zh: '应用管理', en: 'Clients' },
  path: '/blade-system/client',
  entity: 'AuthClient',
  columns: [
    col('clientId', '应用ID', 'Client ID', { search: true, width: 140 }),
    col('clientSecret', '应用密钥', 'Client secret', { width: 160 }),
    col('scope', '授权范围', 'Scope', { width: 100, defaultValue: 'all' }),
    col('authorizedGrantTypes', '授权类型', 'Grant types', { width: 260, defaultValue: 'refresh_token,password,authorization_code,captcha,social' }),
    col('accessTokenValidity', '令牌过期秒数', 'Token seconds', { type: 'number', width: 120, defaultValue: 3600 }),
    col('refreshTokenValidity', '刷新令牌过期秒数', 'Refresh seconds', { type: 'number', width: 140, defaultValue: 604800 }),
    col('webServerRedirectUri', '回调地址', 'Redirect URI', { hide: true }),
    col('resourceIds', '资源集合', 'Resources', { hide: true }),
    col('authorities', '权限', 'Authorities', { hide: true }),
    col('additionalInformation', '附加说明', 'Information', { hide: true }),
    col('autoapprove', '自动授权', 'Auto approve', { hide: true }),
  ],
  form: (lang) =>
    formSchema(lang, {
      clientId: enter('应用ID', 'client id'),
      clientSecret: enter('应用密钥', 'client secret'),
      scope: enter('授权范围', 'scope'),
      authorizedGrantTypes: enter('授权类型', 'grant types'),
      accessTokenValidity: enter('令牌过期秒数', 'token seconds'),
      refreshTokenValidity: enter('刷新令牌过期秒数', 'refresh seconds'),
    }),
  capabilities: allCaps,
  permissions: permissionsOf('client'),
});

export const dept = defineResource({
  menuPath: '/system/dept',
  title: { zh: '部门管理', en: 'Departments' },
  path: '/blade-system/dept',
  entity: 'Dept',
  api: { paged: false },
  tree: { lazy: { url: '/blade-system/dept/lazy-list', param: 'parentId', root: '0' } },
  columns: [
    col('deptName', '部门名称', 'Name', { search: true, width: 220 }),
    col('fullName', '部门全称', 'Full name', { search: true, width: 240 }),
    col('parentId', '上级部门', 'Parent', { type: 'tree', tree: { url: '/blade-system/dept/tree' }, hide: true }),
    col('deptCategory', '机构类型', 'Category', { type: 'select', options: opts({ '1': '公司', '2': '部门', '3': '小组' }), width: 110 }),
    col('sort', '排序', 'Sort', { type: 'number', width: 90 }),
    col('remark', '备注', 'Remark', { width: 200 }),
  ],
  form: (lang) =>
    formSchema(lang, { deptName: enter('部门名称', 'department name'), fullName: enter('部门全称', 'full name'), deptCategory: choose('机构类型', 'category'), sort: enter('排序', 'sort') }),
  capabilities: allCaps,
  permissions: permissionsOf('dept'),
});

export const menu = defineResource({
  menuPath: '/system/menu',
  title: { zh: '菜单管理', en: 'Menus' },
  path: '/blade-system/menu',
  entity: 'Menu',
  api: { paged: false },
  tree: {},
  columns: [
    col('name', '菜单名称', 'Name', { search: true, width: 200 }),
    col('code', '菜单编号', 'Code', { search: true, width: 160 }),
    col('path', '路由地址', 'Path', { width: 200 }),
    col('source', '菜单图标', 'Icon', { width: 160 }),
    col('alias', '菜单别名', 'Alias', { hide: true }),
    col('parentId', '上级菜单', 'Parent', { type: 'tree', tree: { url: '/blade-system/menu/tree' }, hide: true }),
    col('category', '菜单类型', 'Type', { type: 'radio', options: opts({ '1': '菜单', '2': '按钮' }), width: 90, defaultValue: '1' }),
    col('action', '按钮功能', 'Button', { type: 'select', options: opts({ '0': '无', '1': '工具栏', '2': '操作栏', '3': '工具操作栏' }), width: 110, defaultValue: '0' }),
    col('isOpen', '新窗口', 'New window', { type: 'radio', options: opts({ '1': '否', '2': '是' }), width: 90, defaultValue: '1' }),
    col('sort', '排序', 'Sort', { type: 'number', width: 80 }),
    col('remark', '菜单备注', 'Remark', { hide: true, type: 'textarea' }),
  ],
  form: (lang) => formSchema(lang, { name: enter('菜单名称', 'menu name'), code: enter('菜单编号', 'menu code'), path: enter('路由地址', 'path'), category: choose('菜单类型', 'type'), sort: enter('排序', 'sort') }),
  capabilities: allCaps,
  permissions: permissionsOf('menu'),
});

export const post = defineResource({
  menuPath: '/system/post',
  title: { zh: '岗位管理', en: 'Posts' },
  path: '/blade-system/post',
  entity: 'Post',
  columns: [
    col('category', '岗位类型', 'Type', { type: 'select', options: opts({ '1': '高层', '2': '中层', '3': '基层', '4': '其他' }), search: true, width: 110 }),
    col('postCode', '岗位编号', 'Code', { search: true, width: 140 }),
    col('postName', '岗位名称', 'Name', { search: true, width: 180 }),
    col('sort', '岗位排序', 'Sort', { type: 'number', width: 100 }),
    col('remark', '岗位描述', 'Remark', { type: 'textarea', width: 240 }),
  ],
  form: (lang) => formSchema(lang, { category: choose('岗位类型', 'type'), postCode: enter('岗位编号', 'post code'), postName: enter('岗位名称', 'post name'), sort: enter('岗位排序', 'sort') }),
  capabilities: allCaps,
  permissions: permissionsOf('post'),
  dateRange: true,
});

const menuTitle = { zh: '菜单配置', en: 'Menus' };

export const topMenu = defineResource({
  menuPath: '/system/topmenu',
  title: { zh: '顶部菜单', en: 'Top menus' },
  path: '/blade-system/topmenu',
  entity: 'TopMenu',
  columns: [
    col('name', '顶部菜单名称', 'Name', { search: true, width: 180 }),
    col('code', '顶部菜单编号', 'Code', { search: true, width: 160 }),
    col('source', '顶部菜单图标', 'Icon', { width: 200 }),
    col('path', '顶部菜单路由', 'Path', { width: 160 }),
    col('sort', '顶部菜单排序', 'Sort', { type: 'number', width: 120 }),
  ],
  form: (lang) => formSchema(lang, { name: enter('顶部菜单名称', 'name'), code: enter('顶部菜单编号', 'code'), sort: enter('顶部菜单排序', 'sort') }),
  capabilities: allCaps,
  permissions: permissionsOf('topmenu'),
  actions: [
    {
      name: 'grant', scope: 'row', label: menuTitle, permission: 'topmenu_setting',
      dialog: ({ ctx, onClose, lang }) => (
        <GrantTreesDialog
          title={menuTitle[lang]} okText={ui.ok[lang]} cancelText={ui.cancel[lang]} onClose={onClose}
          load={async () => {
            const [tree, keys] = await Promise.all([
              http.get<{ menu?: Row[] }>('/blade-system/menu/grant-top-tree'),
              http.get<{ menu?: string[] }>('/blade-system/menu/top-tree-keys', { topMenuIds: String(ctx.row?.id) }),
            ]);
            return [{ key: 'menu', label: menuTitle[lang], nodes: toTreeNodes(tree?.menu), checked: keys?.menu ?? [] }];
          }}
          save={async (c) => {
            await http.post('/blade-system/topmenu/grant', { query: { topMenuIds: String(ctx.row?.id), menuIds: (c.menu ?? []).join(',') } });
            notify.success(ui.done[lang]);
            onClose();
          }}
        />
      ),
    },
  ],
});
