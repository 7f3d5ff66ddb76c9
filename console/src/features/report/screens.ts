import { defineResource, permissionsOf } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';

/** UReport files: list and remove only. */
export const reportFiles = defineResource({
  menuPath: '/report/reportlist', title: { zh: '报表列表', en: 'Reports' }, path: '/blade-report/report/rest', entity: 'ReportFile',
  columns: [
    col('name', '报表文件名', 'File name', { search: true, width: 320 }),
    col('createTime', '创建时间', 'Created', { width: 180 }),
    col('updateTime', '更新时间', 'Updated', { width: 180 }),
  ],
  capabilities: { add: false, edit: false, remove: true, view: false, export: true, batchRemove: true },
  permissions: permissionsOf('report_list'),
  menuWidth: 100,
});

export const screens: ScreenEntry[] = [reportFiles];
