import { defineResource, allCaps, permissionsOf, type Row } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';
import { enter, formSchema } from '@/resources/rules';
import { http } from '@/resources/data';
import { toTreeNodes } from '@/resources/queries';
import { ui } from '@/resources/messages';
import { notify } from '@/lib/notify';
import { GrantTreesDialog } from '@/components/grant-trees-dialog';

const grantTitle = { zh: '权限设置', en: 'Permissions' };
type Grant = { menu?: Row[]; dataScope?: Row[]; apiScope?: Row[] };
type Keys = { menu?: string[]; dataScope?: string[]; apiScope?: string[] };

export const role = defineResource({
  menuPath: '/authority/role',
  title: { zh: '角色管理', en: 'Roles' },
  path: '/blade-system/role',
  entity: 'Role',
  api: { paged: false },
  tree: {},
  columns: [
    col('roleName', '角色名称', 'Role name', { search: true, width: 220 }),
    col('roleAlias', '角色别名', 'Alias', { search: true, width: 180 }),
    col('parentId', '上级角色', 'Parent', { type: 'tree', tree: { url: '/blade-system/role/tree' }, hide: true }),
    col('sort', '排序', 'Sort', { type: 'number', width: 100 }),
  ],
  form: (lang) => formSchema(lang, { roleName: enter('角色名称', 'role name'), roleAlias: enter('角色别名', 'role alias'), sort: enter('排序', 'sort') }),
  capabilities: allCaps,
  permissions: permissionsOf('role'),
  menuWidth: 280,
  actions: [
    {
      // Menus, data scopes and API scopes in one dialog with three trees (spec §6 role grant).
      name: 'grant', scope: 'row', label: grantTitle, permission: 'role_edit',
      dialog: ({ ctx, onClose, lang }) => (
        <GrantTreesDialog
          title={grantTitle[lang]} okText={ui.ok[lang]} cancelText={ui.cancel[lang]} onClose={onClose}
          load={async () => {
            const id = String(ctx.row?.id);
            const [tree, keys] = await Promise.all([http.get<Grant>('/blade-system/menu/grant-tree'), http.get<Keys>('/blade-system/menu/role-tree-keys', { roleIds: id })]);
            return [
              { key: 'menu', label: lang === 'zh' ? '菜单权限' : 'Menus', nodes: toTreeNodes(tree?.menu), checked: keys?.menu ?? [] },
              { key: 'dataScope', label: lang === 'zh' ? '数据权限' : 'Data scopes', nodes: toTreeNodes(tree?.dataScope), checked: keys?.dataScope ?? [] },
              { key: 'apiScope', label: lang === 'zh' ? '接口权限' : 'API scopes', nodes: toTreeNodes(tree?.apiScope), checked: keys?.apiScope ?? [] },
            ];
          }}
          save={async (c) => {
            await http.post('/blade-system/role/grant', {
              body: { roleIds: [String(ctx.row?.id)], menuIds: c.menu ?? [], dataScopeIds: c.dataScope ?? [], apiScopeIds: c.apiScope ?? [] },
            });
            notify.success(ui.done[lang]);
            onClose();
          }}
        />
      ),
    },
  ],
});

const menuTree = { url: '/blade-system/menu/tree' };

// BladeX grants the scope pages one button, <scope>_setting (权限配置): whoever holds it
// configures the scopes, so it guards every write and the view here.
const scopeSetting = (code: 'api_scope' | 'data_scope') => {
  const setting = `${code}_setting`;
  return { add: setting, edit: setting, remove: setting, view: setting };
};

export const apiScope = defineResource({
  menuPath: '/authority/apiscope',
  title: { zh: '接口权限', en: 'API scopes' },
  path: '/blade-system/api-scope',
  entity: 'ApiScope',
  columns: [
    col('menuId', '菜单', 'Menu', { type: 'tree', tree: menuTree, search: true, width: 160 }),
    col('resourceCode', '资源编号', 'Resource code', { search: true, width: 160 }),
    col('scopeName', '接口权限名称', 'Scope name', { search: true, width: 180 }),
    col('scopePath', '接口权限地址', 'Scope path', { width: 220 }),
    col('scopeType', '接口权限类型', 'Scope type', { type: 'select', dict: { code: 'api_scope_type' }, width: 130 }),
    col('remark', '接口权限备注', 'Remark', { width: 180 }),
  ],
  form: (lang) => formSchema(lang, { menuId: { zh: '请选择菜单', en: 'please select menu' }, resourceCode: enter('资源编号', 'resource code'), scopeName: enter('接口权限名称', 'scope name'), scopePath: enter('接口权限地址', 'scope path') }),
  capabilities: allCaps,
  permissions: scopeSetting('api_scope'),
});

export const dataScope = defineResource({
  menuPath: '/authority/datascope',
  title: { zh: '数据权限', en: 'Data scopes' },
  path: '/blade-system/data-scope',
  entity: 'DataScope',
  columns: [
    col('menuId', '菜单', 'Menu', { type: 'tree', tree: menuTree, search: true, width: 160 }),
    col('resourceCode', '资源编号', 'Resource code', { search: true, width: 160 }),
    col('scopeName', '数据权限名称', 'Scope name', { search: true, width: 180 }),
    col('scopeColumn', '数据权限字段', 'Column', { width: 140 }),
    col('scopeClass', '数据权限类名', 'Class', { width: 220 }),
    col('scopeField', '数据权限可见字段', 'Visible fields', { width: 150, hide: true }),
    col('scopeType', '数据权限类型', 'Scope type', { type: 'select', dict: { code: 'data_scope_type' }, width: 150 }),
    col('scopeValue', '数据权限值域', 'Value', { hide: true }),
    col('remark', '数据权限备注', 'Remark', { width: 160 }),
  ],
  form: (lang) => formSchema(lang, { menuId: { zh: '请选择菜单', en: 'please select menu' }, resourceCode: enter('资源编号', 'resource code'), scopeName: enter('数据权限名称', 'scope name'), scopeType: { zh: '请选择数据权限类型', en: 'please select scope type' } }),
  capabilities: allCaps,
  permissions: scopeSetting('data_scope'),
});

export const screens: ScreenEntry[] = [role, apiScope, dataScope];
