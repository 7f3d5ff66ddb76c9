import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import { col } from '@/resources/columns';

export const post = defineMenuResource({
  texts: 'system:post',
  path: '/blade-system/post',
  entity: 'Post',
  columns: [
    col('category', { width: 110 }),
    col('postCode', { width: 140 }),
    col('postName', { width: 180 }),
    col('sort', { width: 100 }),
    col('remark', { width: 240 }),
  ],
  capabilities: allCaps,
});
