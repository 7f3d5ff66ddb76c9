import { defineMenuResource } from '@/resources/menu-leaves';

import type { ScreenEntry } from '@/resources/types';

/** UReport files: list and remove only. */
export const reportFiles = defineMenuResource({
  texts: 'report:reportFiles',
  path: '/blade-report/report/rest',
  entity: 'ReportFile',
  capabilities: { add: false, edit: false, remove: true, view: false, export: true, batchRemove: true },
  menuWidth: 100,
});

export const screens: ScreenEntry[] = [reportFiles];
