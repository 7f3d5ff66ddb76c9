import { defineResource, allCaps, permissionsOf } from '@/resources/types';
import { col, opts } from '@/resources/columns';
import { enter, choose, formSchema } from '@/resources/rules';

export const menu = defineResource({
  menuPath: '/system/menu',
  title: { zh: '菜单管理', en: 'Menus' },
  path: '/blade-system/menu',
  entity: 'Menu',
  api: { paged: false },
  tree: {},
  columns: [
    col('name', '菜单名称', 'Name', { search: true, width: 200 }),
    col('code', '菜单编号', 'Code', { search: true, width: 160 }),
    col('path', '路由地址', 'Path', { width: 200 }),
    col('source', '菜单图标', 'Icon', { width: 160 }),
    col('alias', '菜单别名', 'Alias', { hide: true }),
    col('parentId', '上级菜单', 'Parent', { type: 'tree', tree: { url: '/blade-system/menu/tree' }, hide: true }),
    col('category', '菜单类型', 'Type', { type: 'radio', options: opts({ '1': '菜单', '2': '按钮' }), width: 90, defaultValue: '1' }),
    col('action', '按钮功能', 'Button', { type: 'select', options: opts({ '0': '无', '1': '工具栏', '2': '操作栏', '3': '工具操作栏' }), width: 110, defaultValue: '0' }),
    col('isOpen', '新窗口', 'New window', { type: 'radio', options: opts({ '1': '否', '2': '是' }), width: 90, defaultValue: '1' }),
    col('sort', '排序', 'Sort', { type: 'number', width: 80 }),
    col('remark', '菜单备注', 'Remark', { hide: true, type: 'textarea' }),
  ],
  form: (lang) => formSchema(lang, { name: enter('菜单名称', 'menu name'), code: enter('菜单编号', 'menu code'), path: enter('路由地址', 'path'), category: choose('菜单类型', 'type'), sort: enter('排序', 'sort') }),
  capabilities: allCaps,
  permissions: permissionsOf('menu'),
});
