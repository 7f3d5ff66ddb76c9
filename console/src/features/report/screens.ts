import { defineMenuResource } from '@/resources/menu-leaves';

import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';

/** UReport files: list and remove only. */
export const reportFiles = defineMenuResource({
  texts: 'report:reportFiles',
  path: '/blade-report/report/rest',
  entity: 'ReportFile',
  columns: [col('name', { width: 320 }), col('createTime', { width: 180 }), col('updateTime', { width: 180 })],
  capabilities: { add: false, edit: false, remove: true, view: false, export: true, batchRemove: true },
  menuWidth: 100,
});

export const screens: ScreenEntry[] = [reportFiles];
