import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import { col } from '@/resources/columns';

export const menu = defineMenuResource({
  texts: 'system:menu',
  path: '/blade-system/menu',
  entity: 'Menu',
  // BladeX's menu page reads one level at a time (lazy-list?parentId=), as the department screen does.
  tree: { lazy: { url: '/blade-system/menu/lazy-list', param: 'parentId', root: '0' } },
  columns: [
    col('name', { width: 200 }),
    col('code', { width: 160 }),
    col('path', { width: 200 }),
    col('source', { width: 160 }),
    col('alias', { hide: true }),
    col('parentId', { type: 'tree', tree: { url: '/blade-system/menu/tree' }, hide: true }),
    col('category', { type: 'radio', width: 90, defaultValue: '1' }),
    col('action', { width: 110, defaultValue: '0' }),
    col('isOpen', { type: 'radio', width: 90, defaultValue: '1' }),
    col('sort', { width: 80 }),
    col('remark', { hide: true }),
  ],
  capabilities: allCaps,
});
