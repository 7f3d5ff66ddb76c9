import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';

export const notice = defineMenuResource({
  texts: 'desk:notice',
  path: '/blade-desk/notice',
  entity: 'Notice',
  overlay: {
    category: { type: 'select', dict: { code: 'notice' } },
  },
  capabilities: allCaps,
  dateRange: true,
});

export const screens: ScreenEntry[] = [notice];
