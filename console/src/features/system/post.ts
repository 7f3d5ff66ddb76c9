import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import { col } from '@/resources/columns';
import { choices } from '@/resources/texts';

export const post = defineMenuResource({
  texts: 'system:post',
  path: '/blade-system/post',
  entity: 'Post',
  columns: [
    col('category', { type: 'select', options: choices('system:post.options.category', ['1', '2', '3', '4']), width: 110 }),
    col('postCode', { width: 140 }),
    col('postName', { width: 180 }),
    col('sort', { type: 'number', width: 100 }),
    col('remark', { type: 'textarea', width: 240 }),
  ],
  capabilities: allCaps,
});
