import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';

export const post = defineMenuResource({
  texts: 'system:post',
  path: '/blade-system/post',
  entity: 'Post',
  capabilities: allCaps,
});
