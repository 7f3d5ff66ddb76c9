import { defineResource, allCaps, permissionsOf } from '@/resources/types';
import { col, opts } from '@/resources/columns';
import { enter, choose, formSchema } from '@/resources/rules';

export const dept = defineResource({
  menuPath: '/system/dept',
  title: { zh: '部门管理', en: 'Departments' },
  path: '/blade-system/dept',
  entity: 'Dept',
  api: { paged: false },
  tree: { lazy: { url: '/blade-system/dept/lazy-list', param: 'parentId', root: '0' } },
  columns: [
    col('deptName', '部门名称', 'Name', { search: true, width: 220 }),
    col('fullName', '部门全称', 'Full name', { search: true, width: 240 }),
    col('parentId', '上级部门', 'Parent', { type: 'tree', tree: { url: '/blade-system/dept/tree' }, hide: true }),
    col('deptCategory', '机构类型', 'Category', { type: 'select', options: opts({ '1': '公司', '2': '部门', '3': '小组' }), width: 110 }),
    col('sort', '排序', 'Sort', { type: 'number', width: 90 }),
    col('remark', '备注', 'Remark', { width: 200 }),
  ],
  form: (lang) =>
    formSchema(lang, { deptName: enter('部门名称', 'department name'), fullName: enter('部门全称', 'full name'), deptCategory: choose('机构类型', 'category'), sort: enter('排序', 'sort') }),
  capabilities: allCaps,
  permissions: permissionsOf('dept'),
});
