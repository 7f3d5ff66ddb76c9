import { defineResource, permissionsOf, type Text } from '@/resources/types';
import { col } from '@/resources/columns';
import { formSchema } from '@/resources/rules';
import { toIdList } from '@/resources/options';

/** Spec §5 tenant package rules. */
export const tenantPackageMessages: Record<'packageName' | 'menuId', Text> = {
  packageName: { zh: '请输入产品包名称', en: 'please enter package name' },
  menuId: { zh: '请选择菜单', en: 'please select menu' },
};

/** Spec §2 "Tenant package table": no view button, dialog 600, menuId sent comma-joined. */
export const tenantPackage = defineResource({
  menuPath: '/system/tenant-package',
  title: { zh: '租户产品包', en: 'Tenant packages' },
  path: '/blade-system/tenant-package',
  entity: 'TenantPackage',
  api: {
    afterDetail: (row) => ({ ...row, menuId: toIdList(row.menuId) }),
    beforeSubmit: (v) => ({ ...v, menuId: toIdList(v.menuId).join(',') }),
  },
  columns: [
    col('packageName', '产品包名称', 'Package name', { search: true, width: 220 }),
    col('menuId', '菜单列表', 'Menus', { type: 'tree', multiple: true, tree: { url: '/blade-system/menu/tree', labelKey: 'title' }, width: 320 }),
    col('remark', '备注', 'Remark', { width: 220 }),
  ],
  form: (lang) => formSchema(lang, tenantPackageMessages),
  capabilities: { add: true, edit: true, remove: true, view: false, export: true, batchRemove: true },
  permissions: permissionsOf('tenant_package'),
  dialogWidth: 600,
});
