import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import { col } from '@/resources/columns';
import { required } from '@/resources/rules';
import { choices } from '@/resources/texts';

export const post = defineMenuResource({
  texts: 'system:post',
  path: '/blade-system/post',
  entity: 'Post',
  columns: [
    col('category', { type: 'select', options: choices('system:post.options.category', ['1', '2', '3', '4']), search: true, width: 110 }),
    col('postCode', { search: true, width: 140 }),
    col('postName', { search: true, width: 180 }),
    col('sort', { type: 'number', width: 100 }),
    col('remark', { type: 'textarea', width: 240 }),
  ],
  form: () => required('category', 'postCode', 'postName', 'sort'),
  capabilities: allCaps,
});
