import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import type { ScreenEntry, TreeSource } from '@/resources/types';
import { required } from '@/resources/rules';
import { blade } from '@/lib/blade';
import { api } from '@/lib/api';
import { toTreeNodes } from '@/resources/queries';
import { notify } from '@/lib/notify';
import { GrantTreesDialog } from '@/components/grant-trees-dialog';

/** The roles the signed-in user's (first) role may see, asked again after a switch of role. */
const signedInRoleTree: TreeSource = {
  url: '/blade-system/role/tree-by-id',
  query: () => ({ roleId: String(blade.session.get()?.userInfo.role_id ?? '').split(',')[0] ?? '' }),
};

export const role = defineMenuResource({
  texts: 'authority:role',
  path: '/blade-system/role',
  entity: 'Role',
  tree: {},
  overlay: {
    // 上级角色: the role tree the signed-in role may see (BladeX's role/tree-by-id?roleId=).
    parentId: { type: 'tree', tree: signedInRoleTree },
  },
  capabilities: allCaps,
  menuWidth: 280,
  actions: [
    {
      // Menus, data scopes and API scopes in one dialog with three trees (spec §6 role grant).
      name: 'grant',
      scope: 'row',
      label: 'authority:role.actions.grant',
      permission: 'role_edit',
      operation: 'POST /blade-system/role/grant',
      dialog: ({ ctx, onClose, t }) => (
        <GrantTreesDialog
          title={t('authority:role.actions.grant')}
          okText={t('resources:ok')}
          cancelText={t('resources:cancel')}
          onClose={onClose}
          load={async () => {
            const id = String(ctx.row?.id);
            const [tree, keys] = await Promise.all([
              blade.call(api.GET('/blade-system/menu/grant-tree')),
              blade.call(api.GET('/blade-system/menu/role-tree-keys', { params: { query: { roleIds: id } } })),
            ]);
            return [
              { key: 'menu', label: t('authority:role.trees.menu'), nodes: toTreeNodes(tree?.menu), checked: keys?.menu ?? [] },
              {
                key: 'dataScope',
                label: t('authority:role.trees.dataScope'),
                nodes: toTreeNodes(tree?.dataScope),
                checked: keys?.dataScope ?? [],
              },
              {
                key: 'apiScope',
                label: t('authority:role.trees.apiScope'),
                nodes: toTreeNodes(tree?.apiScope),
                checked: keys?.apiScope ?? [],
              },
            ];
          }}
          save={async (c) => {
            await blade.call(
              api.POST('/blade-system/role/grant', {
                body: {
                  roleIds: [String(ctx.row?.id)],
                  menuIds: c.menu ?? [],
                  dataScopeIds: c.dataScope ?? [],
                  apiScopeIds: c.apiScope ?? [],
                },
              }),
            );
            notify.success(t('resources:done'));
            onClose();
          }}
        />
      ),
    },
  ],
});

const menuTree: TreeSource = { url: '/blade-system/menu/tree' };

// BladeX grants the scope pages one button, <scope>_setting (权限配置): whoever holds it
// configures the scopes, so it guards every write and the view here.
const scopeSetting = (code: 'api_scope' | 'data_scope') => {
  const setting = `${code}_setting`;
  return { add: setting, edit: setting, remove: setting, view: setting };
};

// BladeX keeps a scope with no menu, but the role grant tree lists scopes under their menus: the
// form asks for one, so a scope made here can be granted here.
const underAMenu = () => required('menuId');

export const apiScope = defineMenuResource({
  texts: 'authority:apiScope',
  path: '/blade-system/api-scope',
  entity: 'ApiScope',
  overlay: {
    menuId: { type: 'tree', tree: menuTree },
    scopeType: { type: 'select', dict: { code: 'api_scope_type' } },
  },
  form: underAMenu,
  capabilities: allCaps,
  permissions: scopeSetting('api_scope'),
});

export const dataScope = defineMenuResource({
  texts: 'authority:dataScope',
  path: '/blade-system/data-scope',
  entity: 'DataScope',
  overlay: {
    menuId: { type: 'tree', tree: menuTree },
    scopeType: { dict: { code: 'data_scope_type' } },
  },
  form: underAMenu,
  capabilities: allCaps,
  permissions: scopeSetting('data_scope'),
});

export const screens: ScreenEntry[] = [role, apiScope, dataScope];
