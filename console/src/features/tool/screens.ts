import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps, type Row } from '@/resources/types';
import type { RemoteOptions, ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';
import { required } from '@/resources/rules';
import { blade } from '@/lib/blade';
import { api } from '@/lib/api';

const datasources: RemoteOptions = {
  url: '/blade-develop/datasource/list',
  query: { current: 1, size: 500 },
  labelKey: 'name',
  valueKey: 'id',
};

export const code = defineMenuResource({
  texts: 'tool:code',
  path: '/blade-develop/code',
  entity: 'CodeGen',
  columns: [
    col('datasourceId', { type: 'select', remote: datasources, width: 140 }),
    col('codeName', { width: 140 }),
    col('serviceName', { width: 140 }),
    col('tableName', { width: 160 }),
    col('tablePrefix', { width: 100 }),
    col('pkName', { width: 90 }),
    col('packageName', { width: 200 }),
    col('baseMode', { type: 'radio', width: 110, defaultValue: '2' }),
    col('wrapMode', { type: 'radio', width: 110, defaultValue: '2' }),
    col('apiPath', { hide: true }),
    col('webPath', { hide: true }),
  ],
  capabilities: allCaps,
  menuWidth: 260,
  actions: [
    {
      name: 'gen-code',
      scope: 'toolbar',
      label: 'tool:code.actions.genCode',
      permission: 'code_gen-code',
      needsSelection: true,
      confirm: 'tool:code.confirms.genCode',
      run: ({ rows }) =>
        blade.call(
          api.POST('/blade-develop/code/gen-code', {
            params: { query: { ids: rows.map((r: Row) => String(r.id)).join(','), system: 'saber' } },
          }),
        ),
    },
    {
      name: 'copy',
      scope: 'row',
      label: 'tool:code.actions.copy',
      permission: 'code_copy',
      run: ({ row }) => blade.call(api.POST('/blade-develop/code/copy', { params: { query: { id: String(row?.id) } } })),
    },
  ],
});

export const datasource = defineMenuResource({
  texts: 'tool:datasource',
  path: '/blade-develop/datasource',
  entity: 'Datasource',
  columns: [
    col('name', { width: 160 }),
    col('driverClass', { width: 220, defaultValue: 'com.mysql.cj.jdbc.Driver' }),
    col('url', { width: 320 }),
    col('username', { width: 120 }),
    col('password', { type: 'password', hide: true, display: { view: false } }),
    col('remark', { width: 160 }),
  ],
  form: (mode) => required(...(mode === 'add' ? (['password'] as const) : [])),
  capabilities: allCaps,
});

export const screens: ScreenEntry[] = [code, datasource];
