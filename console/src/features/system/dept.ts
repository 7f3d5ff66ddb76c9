import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';

export const dept = defineMenuResource({
  texts: 'system:dept',
  path: '/blade-system/dept',
  entity: 'Dept',
  tree: { lazy: { url: '/blade-system/dept/lazy-list', param: 'parentId', root: '0' } },
  overlay: {
    parentId: { type: 'tree', tree: { url: '/blade-system/dept/tree' } },
  },
  capabilities: allCaps,
});
