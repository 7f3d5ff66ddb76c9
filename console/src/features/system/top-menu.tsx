import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import { blade } from '@/lib/blade';
import { api } from '@/lib/api';
import { toTreeNodes } from '@/resources/queries';
import { notify } from '@/lib/notify';
import { GrantTreesDialog } from '@/components/grant-trees-dialog';

export const topMenu = defineMenuResource({
  texts: 'system:topMenu',
  path: '/blade-system/topmenu',
  entity: 'TopMenu',
  capabilities: allCaps,
  actions: [
    {
      name: 'grant',
      scope: 'row',
      label: 'system:topMenu.actions.grant',
      permission: 'topmenu_setting',
      operation: 'POST /blade-system/topmenu/grant',
      dialog: ({ ctx, onClose, t }) => (
        <GrantTreesDialog
          title={t('system:topMenu.actions.grant')}
          okText={t('resources:ok')}
          cancelText={t('resources:cancel')}
          onClose={onClose}
          load={async () => {
            const [tree, keys] = await Promise.all([
              blade.call(api.GET('/blade-system/menu/grant-top-tree')),
              blade.call(api.GET('/blade-system/menu/top-tree-keys', { params: { query: { topMenuIds: String(ctx.row?.id) } } })),
            ]);
            return [{ key: 'menu', label: t('system:topMenu.actions.grant'), nodes: toTreeNodes(tree?.menu), checked: keys?.menu ?? [] }];
          }}
          save={async (c) => {
            // BladeX's TopMenuController.grant reads a JSON body of id lists (GrantVO).
            await blade.call(
              api.POST('/blade-system/topmenu/grant', { body: { topMenuIds: [String(ctx.row?.id)], menuIds: c.menu ?? [] } }),
            );
            notify.success(t('resources:done'));
            onClose();
          }}
        />
      ),
    },
  ],
});
