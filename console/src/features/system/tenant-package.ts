import { defineMenuResource } from '@/resources/menu-leaves';

import { toIdList } from '@/resources/options';

/** Spec §2 "Tenant package table": no view button, dialog 600, menuId sent comma-joined. */
export const tenantPackage = defineMenuResource({
  texts: 'system:tenantPackage',
  path: '/blade-system/tenant-package',
  entity: 'TenantPackage',
  api: {
    afterDetail: (row) => ({ ...row, menuId: toIdList(row.menuId) }),
    beforeSubmit: (v) => ({ ...v, menuId: toIdList(v.menuId).join(',') }),
  },
  overlay: {
    menuId: { type: 'tree', multiple: true, tree: { url: '/blade-system/menu/tree', labelKey: 'title' } },
  },
  // Spec §5 requires a package name and a menu selection (the catalog's required fields; the menu's message is system:tenantPackage.rules).
  capabilities: { add: true, edit: true, remove: true, view: false, export: true, batchRemove: true },
  dialogWidth: 600,
});
