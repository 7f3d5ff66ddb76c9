import type zh from '../zh/authority';
import type { Texts } from '../texts';

export default {
  role: {
    title: 'Roles',
    fields: {},
    actions: { grant: 'Permissions' },
    trees: { menu: 'Menus', dataScope: 'Data scopes', apiScope: 'API scopes' },
  },
  apiScope: {
    title: 'API scopes',
    fields: {
      menuId: 'Menu',
    },
  },
  dataScope: {
    title: 'Data scopes',
    fields: {
      menuId: 'Menu',
    },
  },
} satisfies Texts<typeof zh>;
