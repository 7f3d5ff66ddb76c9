import { defineResource, allCaps, permissionsOf, type Row } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col, opts } from '@/resources/columns';
import { enter, choose, formSchema } from '@/resources/rules';
import { http } from '@/resources/data';

const yesNo = opts({ '1': '否', '2': '是' });
const datasources = { url: '/blade-develop/datasource/list', query: { current: 1, size: 500 }, labelKey: 'name', valueKey: 'id' };

export const code = defineResource({
  menuPath: '/tool/code', title: { zh: '代码生成', en: 'Code generator' }, path: '/blade-develop/code', entity: 'CodeGen',
  columns: [
    col('datasourceId', '数据源', 'Datasource', { type: 'select', remote: datasources, width: 140 }),
    col('codeName', '模块名称', 'Module', { search: true, width: 140 }),
    col('serviceName', '服务名称', 'Service', { width: 140 }),
    col('tableName', '表名', 'Table', { search: true, width: 160 }),
    col('tablePrefix', '表前缀', 'Prefix', { width: 100 }),
    col('pkName', '主键名', 'Key', { width: 90 }),
    col('packageName', '后端包名', 'Package', { width: 200 }),
    col('baseMode', '基础业务模式', 'Base mode', { type: 'radio', options: yesNo, width: 110, defaultValue: '2' }),
    col('wrapMode', '包装器模式', 'Wrapper mode', { type: 'radio', options: yesNo, width: 110, defaultValue: '2' }),
    col('apiPath', '后端生成路径', 'API path', { hide: true }),
    col('webPath', '前端生成路径', 'Web path', { hide: true }),
  ],
  form: (lang) => formSchema(lang, { datasourceId: choose('数据源', 'datasource'), codeName: enter('模块名称', 'module'), serviceName: enter('服务名称', 'service'), tableName: enter('表名', 'table'), pkName: enter('主键名', 'key'), packageName: enter('后端包名', 'package') }),
  capabilities: allCaps, permissions: permissionsOf('code'), menuWidth: 260,
  actions: [
    {
      name: 'gen-code', scope: 'toolbar', label: { zh: '代码生成', en: 'Generate' }, permission: 'code_gen-code', needsSelection: true,
      confirm: { zh: '是否生成选中模块的代码?', en: 'generate the code of the selected modules?' },
      run: ({ rows }) => http.post('/blade-develop/code/gen-code', { query: { ids: rows.map((r: Row) => String(r.id)).join(','), system: 'saber' } }),
    },
    {
      name: 'copy', scope: 'row', label: { zh: '复制', en: 'Copy' }, permission: 'code_copy',
      run: ({ row }) => http.post('/blade-develop/code/copy', { query: { id: row?.id } }),
    },
  ],
});

export const datasource = defineResource({
  menuPath: '/tool/datasource', title: { zh: '数据源管理', en: 'Datasources' }, path: '/blade-develop/datasource', entity: 'Datasource',
  columns: [
    col('name', '数据源名称', 'Name', { search: true, width: 160 }),
    col('driverClass', '驱动类', 'Driver', { search: true, width: 220, defaultValue: 'com.mysql.cj.jdbc.Driver' }),
    col('url', '连接地址', 'URL', { width: 320 }),
    col('username', '用户名', 'User', { width: 120 }),
    col('password', '密码', 'Password', { type: 'password', hide: true, display: { view: false } }),
    col('remark', '备注', 'Remark', { width: 160 }),
  ],
  form: (lang, mode) =>
    formSchema(lang, { name: enter('数据源名称', 'name'), driverClass: enter('驱动类', 'driver'), url: enter('连接地址', 'url'), username: enter('用户名', 'user'), ...(mode === 'add' ? { password: enter('密码', 'password') } : {}) }),
  capabilities: allCaps, permissions: permissionsOf('datasource'),
});

export const screens: ScreenEntry[] = [code, datasource];
