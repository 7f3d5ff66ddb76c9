import { defineResource, allCaps, permissionsOf, type Row } from '@/resources/types';
import { col } from '@/resources/columns';
import { enter, formSchema } from '@/resources/rules';
import { http } from '@/resources/data';
import { toTreeNodes } from '@/resources/queries';
import { ui } from '@/resources/messages';
import { notify } from '@/lib/notify';
import { GrantTreesDialog } from '@/components/grant-trees-dialog';

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
