import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps, type Row } from '@/resources/types';
import type { RemoteOptions, ScreenEntry } from '@/resources/types';
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
  overlay: {
    datasourceId: { type: 'select', remote: datasources },
    baseMode: { type: 'radio', defaultValue: '2' },
    wrapMode: { type: 'radio', defaultValue: '2' },
  },
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
  overlay: {
    driverClass: { defaultValue: 'com.mysql.cj.jdbc.Driver' },
    password: { type: 'password', display: { view: false } },
  },
  form: (mode) => required(...(mode === 'add' ? (['password'] as const) : [])),
  capabilities: allCaps,
});

export const screens: ScreenEntry[] = [code, datasource];
