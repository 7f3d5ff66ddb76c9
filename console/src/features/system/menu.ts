import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';

export const menu = defineMenuResource({
  texts: 'system:menu',
  path: '/blade-system/menu',
  entity: 'Menu',
  // BladeX's menu page reads one level at a time (lazy-list?parentId=), as the department screen does.
  tree: { lazy: { url: '/blade-system/menu/lazy-list', param: 'parentId', root: '0' } },
  overlay: {
    parentId: { type: 'tree', tree: { url: '/blade-system/menu/tree' } },
    category: { type: 'radio', defaultValue: '1' },
    action: { defaultValue: '0' },
    isOpen: { type: 'radio', defaultValue: '1' },
  },
  capabilities: allCaps,
});
