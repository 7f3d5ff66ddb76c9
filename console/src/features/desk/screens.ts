import { defineResource, allCaps, permissionsOf } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';
import { enter, choose, formSchema } from '@/resources/rules';

export const notice = defineResource({
  menuPath: '/desk/notice',
  title: { zh: '通知公告', en: 'Notices' },
  path: '/blade-desk/notice',
  entity: 'Notice',
  columns: [
    col('title', '通知标题', 'Title', { search: true, width: 260 }),
    col('category', '通知类型', 'Category', { type: 'select', dict: { code: 'notice' }, search: true, width: 130 }),
    col('releaseTime', '通知时间', 'Released', { type: 'datetime', width: 180 }),
    col('content', '通知内容', 'Content', { type: 'textarea', hide: true }),
  ],
  form: (lang) => formSchema(lang, { title: enter('通知标题', 'title'), category: choose('通知类型', 'category'), releaseTime: choose('通知时间', 'release time'), content: enter('通知内容', 'content') }),
  capabilities: allCaps,
  permissions: permissionsOf('notice'),
  dateRange: true,
});

export const screens: ScreenEntry[] = [notice];
