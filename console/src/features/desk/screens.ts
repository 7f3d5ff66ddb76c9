import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';

export const notice = defineMenuResource({
  texts: 'desk:notice',
  path: '/blade-desk/notice',
  entity: 'Notice',
  columns: [
    col('title', { width: 260 }),
    col('category', { type: 'select', dict: { code: 'notice' }, width: 130 }),
    col('releaseTime', { width: 180 }),
    col('content', { hide: true }),
  ],
  capabilities: allCaps,
  dateRange: true,
});

export const screens: ScreenEntry[] = [notice];
