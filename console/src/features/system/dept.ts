import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import { col } from '@/resources/columns';
import { choices } from '@/resources/texts';

export const dept = defineMenuResource({
  texts: 'system:dept',
  path: '/blade-system/dept',
  entity: 'Dept',
  tree: { lazy: { url: '/blade-system/dept/lazy-list', param: 'parentId', root: '0' } },
  columns: [
    col('deptName', { width: 220 }),
    col('fullName', { width: 240 }),
    col('parentId', { type: 'tree', tree: { url: '/blade-system/dept/tree' }, hide: true }),
    col('deptCategory', { type: 'select', options: choices('system:dept.options.deptCategory', ['1', '2', '3']), width: 110 }),
    col('sort', { type: 'number', width: 90 }),
    col('remark', { width: 200 }),
  ],
  capabilities: allCaps,
});
