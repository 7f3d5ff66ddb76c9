import { defineResource, allCaps, permissionsOf } from '@/resources/types';
import { col, opts } from '@/resources/columns';
import { enter, choose, formSchema } from '@/resources/rules';

export const post = defineResource({
  menuPath: '/system/post',
  title: { zh: '岗位管理', en: 'Posts' },
  path: '/blade-system/post',
  entity: 'Post',
  columns: [
    col('category', '岗位类型', 'Type', { type: 'select', options: opts({ '1': '高层', '2': '中层', '3': '基层', '4': '其他' }), search: true, width: 110 }),
    col('postCode', '岗位编号', 'Code', { search: true, width: 140 }),
    col('postName', '岗位名称', 'Name', { search: true, width: 180 }),
    col('sort', '岗位排序', 'Sort', { type: 'number', width: 100 }),
    col('remark', '岗位描述', 'Remark', { type: 'textarea', width: 240 }),
  ],
  form: (lang) => formSchema(lang, { category: choose('岗位类型', 'type'), postCode: enter('岗位编号', 'post code'), postName: enter('岗位名称', 'post name'), sort: enter('岗位排序', 'sort') }),
  capabilities: allCaps,
  permissions: permissionsOf('post'),
  dateRange: true,
});
