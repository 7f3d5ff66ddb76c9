import { defineResource, allCaps, permissionsOf } from '@/resources/types';
import { col, readOnly } from '@/resources/columns';
import { enter, formSchema, choose } from '@/resources/rules';
import { http } from '@/resources/data';

const packages = { url: '/blade-system/tenant-package/list', query: { current: 1, size: 500 }, labelKey: 'packageName', valueKey: 'id' };
const datasources = { url: '/blade-develop/datasource/list', query: { current: 1, size: 500 }, labelKey: 'name', valueKey: 'id' };
const ids = (rows: { id?: unknown }[]) => rows.map((r) => String(r.id)).join(',');

/** Tenants, with package, datasource and authorisation settings (spec §7 tenant calls). */
export const tenant = defineResource({
  menuPath: '/system/tenant',
  title: { zh: '租户管理', en: 'Tenants' },
  path: '/blade-system/tenant',
  entity: 'Tenant',
  columns: [
    col('tenantId', '租户ID', 'Tenant ID', { search: true, width: 110, display: { add: false }, disabled: { edit: true } }),
    col('tenantName', '租户名称', 'Tenant name', { search: true, width: 180 }),
    col('linkman', '联系人', 'Contact', { search: true, width: 120 }),
    col('contactNumber', '联系电话', 'Phone', { width: 140 }),
    col('address', '联系地址', 'Address', { width: 200 }),
    col('domainUrl', '域名地址', 'Domain', { width: 200 }),
    col('backgroundUrl', '系统背景', 'Background', { type: 'upload', hide: true, upload: { accept: ['image/jpeg', 'image/png'], maxKb: 2048 } }),
    col('accountNumber', '账号额度', 'Accounts', { width: 100, ...readOnly, format: (v) => (v === -1 || v == null ? '不限制' : String(v)) }),
    col('expireTime', '过期时间', 'Expires', { width: 170, ...readOnly, format: (v) => (v ? String(v) : '不限制') }),
    col('packageId', '产品包', 'Package', { type: 'select', remote: packages, width: 140, display: { add: false, edit: false } }),
    col('datasourceId', '数据源', 'Datasource', { type: 'select', remote: datasources, width: 140, display: { add: false, edit: false } }),
  ],
  form: (lang) => formSchema(lang, { tenantName: enter('租户名称', 'tenant name'), linkman: enter('联系人', 'contact') }),
  capabilities: allCaps,
  permissions: permissionsOf('tenant'),
  menuWidth: 320,
  actions: [
    {
      name: 'setting', scope: 'toolbar', label: { zh: '授权配置', en: 'Licence' }, permission: 'tenant_edit', needsSelection: true,
      form: {
        width: 500,
        columns: [
          col('accountNumber', '账号额度', 'Accounts (-1 unlimited)', { type: 'number' }),
          col('expireTime', '过期时间', 'Expires', { type: 'datetime' }),
        ],
        initial: () => ({ accountNumber: -1, expireTime: '' }),
      },
      run: ({ rows, values }) => http.post('/blade-system/tenant/setting', { query: { ids: ids(rows), accountNumber: values?.accountNumber, expireTime: values?.expireTime } }),
    },
    {
      name: 'datasource', scope: 'row', label: { zh: '数据源', en: 'Datasource' }, permission: 'tenant_edit',
      form: {
        width: 500,
        columns: [col('datasourceId', '数据源', 'Datasource', { type: 'select', remote: datasources })],
        schema: (lang) => formSchema(lang, { datasourceId: choose('数据源', 'datasource') }),
        initial: ({ row }) => ({ datasourceId: row?.datasourceId === -1 ? '' : (row?.datasourceId ?? '') }),
      },
      run: ({ row, values }) => http.post('/blade-system/tenant/datasource', { query: { tenantId: row?.tenantId, datasourceId: values?.datasourceId } }),
    },
    {
      name: 'package', scope: 'row', label: { zh: '产品包', en: 'Package' }, permission: 'tenant_edit',
      form: {
        width: 500,
        columns: [col('packageId', '产品包', 'Package', { type: 'select', remote: packages })],
        schema: (lang) => formSchema(lang, { packageId: choose('产品包', 'package') }),
        initial: ({ row }) => ({ packageId: row?.packageId === -1 ? '' : (row?.packageId ?? '') }),
      },
      run: ({ row, values }) => http.post('/blade-system/tenant/package-setting', { query: { tenantId: row?.tenantId, packageId: values?.packageId } }),
    },
  ],
});
