import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps, type RemoteOptions, type Row } from '@/resources/types';
import { col } from '@/resources/columns';
import { required } from '@/resources/rules';
import { blade } from '@/lib/blade';
import { api, optional, optionalNumber } from '@/lib/api';

const packages: RemoteOptions = {
  url: '/blade-system/tenant-package/list',
  query: { current: 1, size: 500 },
  labelKey: 'packageName',
  valueKey: 'id',
};
/** The 产品包配置 dialog's choices: every package (tenant-package/select). */
const packageChoices: RemoteOptions = { url: '/blade-system/tenant-package/select', labelKey: 'packageName', valueKey: 'id' };
const datasources: RemoteOptions = {
  url: '/blade-develop/datasource/list',
  query: { current: 1, size: 500 },
  labelKey: 'name',
  valueKey: 'id',
};
const ids = (rows: { id?: unknown }[]) => rows.map((r) => String(r.id)).join(',');

/** The tenant's package id, as the stock dialog preselects it: package-detail names the tenant by its record id. */
async function packageOf(row: Row | undefined): Promise<string> {
  const pkg = await blade.call(api.GET('/blade-system/tenant/package-detail', { params: { query: { tenantId: String(row?.id) } } }));
  return pkg?.id == null ? '' : String(pkg.id);
}

/** Tenants, with package, datasource and authorisation settings (spec §7 tenant calls). */
export const tenant = defineMenuResource({
  texts: 'system:tenant',
  path: '/blade-system/tenant',
  entity: 'Tenant',
  overlay: {
    tenantId: { display: { add: false }, disabled: { edit: true } },
    backgroundUrl: { type: 'upload', upload: { accept: ['image/jpeg', 'image/png'], maxKb: 2048 } },
    accountNumber: { format: (v, _row, t) => (v === -1 || v == null ? t('system:tenant.unlimited') : String(v)) },
    expireTime: { format: (v, _row, t) => (v ? String(v) : t('system:tenant.unlimited')) },
    packageId: { type: 'select', remote: packages },
    datasourceId: { type: 'select', remote: datasources },
  },
  capabilities: allCaps,
  menuWidth: 320,
  actions: [
    {
      name: 'setting',
      scope: 'toolbar',
      label: 'system:tenant.actions.setting',
      permission: 'tenant_edit',
      operation: 'POST /blade-system/tenant/setting',
      needsSelection: true,
      form: {
        width: 500,
        columns: [col('accountNumber'), col('expireTime')],
        initial: () => ({ accountNumber: -1, expireTime: '' }),
      },
      run: ({ rows, values }) =>
        blade.call(
          api.POST('/blade-system/tenant/setting', {
            params: {
              query: { ids: ids(rows), accountNumber: optionalNumber(values?.accountNumber), expireTime: optional(values?.expireTime) },
            },
          }),
        ),
    },
    {
      name: 'datasource',
      scope: 'row',
      label: 'system:tenant.actions.datasource',
      permission: 'tenant_edit',
      operation: 'POST /blade-system/tenant/datasource',
      form: {
        width: 500,
        columns: [col('datasourceId', { type: 'select', remote: datasources })],
        rules: required('datasourceId'),
        initial: ({ row }) => ({ datasourceId: row?.datasourceId === -1 ? '' : (row?.datasourceId ?? '') }),
      },
      run: ({ row, values }) =>
        blade.call(
          api.POST('/blade-system/tenant/datasource', {
            params: { query: { tenantId: String(row?.tenantId), datasourceId: String(values?.datasourceId) } },
          }),
        ),
    },
    {
      name: 'package',
      scope: 'row',
      label: 'system:tenant.actions.package',
      permission: 'tenant_edit',
      operation: 'POST /blade-system/tenant/package-setting',
      form: {
        width: 500,
        columns: [col('packageId', { type: 'select', remote: packageChoices })],
        rules: required('packageId'),
        initial: async ({ row }) => ({ packageId: await packageOf(row) }),
      },
      run: ({ row, values }) =>
        blade.call(
          api.POST('/blade-system/tenant/package-setting', {
            params: { query: { tenantId: String(row?.tenantId), packageId: String(values?.packageId) } },
          }),
        ),
    },
  ],
});
