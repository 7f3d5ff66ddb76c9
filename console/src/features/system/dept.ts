import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import { col } from '@/resources/columns';

export const dept = defineMenuResource({
  texts: 'system:dept',
  path: '/blade-system/dept',
  entity: 'Dept',
  tree: { lazy: { url: '/blade-system/dept/lazy-list', param: 'parentId', root: '0' } },
  columns: [
    col('deptName', { width: 220 }),
    col('fullName', { width: 240 }),
    col('parentId', { type: 'tree', tree: { url: '/blade-system/dept/tree' }, hide: true }),
    col('deptCategory', { width: 110 }),
    col('sort', { width: 90 }),
    col('remark', { width: 200 }),
  ],
  capabilities: allCaps,
});
