import { defineResource, permissionsOf } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col, opts } from '@/resources/columns';
import { enter, formSchema } from '@/resources/rules';

/** Regions: keyed by code, a lazy tree by parent code (00 at the top), detail by code, remove by id. */
export const region = defineResource({
  menuPath: '/base/region',
  title: { zh: '行政区划', en: 'Regions' },
  path: '/blade-system/region',
  entity: 'Region',
  rowKey: 'code',
  api: { paged: false, detailParam: 'code', remove: 'query-id' },
  tree: { lazy: { url: '/blade-system/region/lazy-tree', param: 'parentCode', root: '00' } },
  columns: [
    col('name', '区划名称', 'Name', { search: true, width: 240, format: (v, r) => String(v ?? r.title ?? '') }),
    col('code', '区划编号', 'Code', { search: true, width: 160, disabled: { edit: true }, format: (v, r) => String(v ?? r.value ?? r.id ?? '') }),
    col('parentCode', '父区划编号', 'Parent code', { width: 140, format: (v, r) => String(v ?? r.parentId ?? '') }),
    col('regionLevel', '层级', 'Level', { type: 'select', options: opts({ '1': '省份', '2': '地市', '3': '区县', '4': '乡镇', '5': '村委' }), width: 100 }),
    col('sort', '排序', 'Sort', { type: 'number', width: 80 }),
    col('remark', '备注', 'Remark', { width: 180 }),
  ],
  form: (lang) => formSchema(lang, { code: enter('区划编号', 'region code'), name: enter('区划名称', 'region name'), parentCode: enter('父区划编号', 'parent code') }),
  capabilities: { add: true, edit: true, remove: true, view: true, export: true, batchRemove: true },
  permissions: { ...permissionsOf('region'), export: 'region_export' },
});

export const screens: ScreenEntry[] = [region];
