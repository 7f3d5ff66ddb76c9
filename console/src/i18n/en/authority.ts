import type zh from '../zh/authority';
import type { Texts } from '../texts';

export default {
  role: {
    title: 'Roles',
    fields: { roleName: 'Role name', roleAlias: 'Alias', parentId: 'Parent' },
    actions: { grant: 'Permissions' },
    trees: { menu: 'Menus', dataScope: 'Data scopes', apiScope: 'API scopes' },
  },
  apiScope: {
    title: 'API scopes',
    fields: {
      menuId: 'Menu',
      resourceCode: 'Resource code',
      scopeName: 'Scope name',
      scopePath: 'Scope path',
      scopeType: 'Scope type',
      remark: 'Remark',
    },
  },
  dataScope: {
    title: 'Data scopes',
    fields: {
      menuId: 'Menu',
      resourceCode: 'Resource code',
      scopeName: 'Scope name',
      scopeColumn: 'Column',
      scopeClass: 'Class',
      scopeField: 'Visible fields',
      scopeType: 'Scope type',
      scopeValue: 'Value',
      remark: 'Remark',
    },
  },
} satisfies Texts<typeof zh>;
