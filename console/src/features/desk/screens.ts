import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';
import { required } from '@/resources/rules';

export const notice = defineMenuResource({
  texts: 'desk:notice',
  path: '/blade-desk/notice',
  entity: 'Notice',
  columns: [
    col('title', { search: true, width: 260 }),
    col('category', { type: 'select', dict: { code: 'notice' }, search: true, width: 130 }),
    col('releaseTime', { type: 'datetime', width: 180 }),
    col('content', { type: 'textarea', hide: true }),
  ],
  form: () => required('title', 'category', 'releaseTime', 'content'),
  capabilities: allCaps,
  dateRange: true,
});

export const screens: ScreenEntry[] = [notice];
