import { defineMenuResource } from '@/resources/menu-leaves';

import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';
import { regionExport, regionImport } from './region-excel';

/** Regions: keyed by code, a lazy tree by parent code (00 at the top), detail by code, remove by id. */
export const region = defineMenuResource({
  texts: 'base:region',
  path: '/blade-system/region',
  entity: 'Region',
  rowKey: 'code',
  tree: { lazy: { url: '/blade-system/region/lazy-tree', param: 'parentCode', root: '00' } },
  columns: [
    col('name', { width: 240, format: (v, r) => String(v ?? r.title ?? '') }),
    col('code', { width: 160, disabled: { edit: true }, format: (v, r) => String(v ?? r.value ?? r.id ?? '') }),
    col('parentCode', { width: 140, format: (v, r) => String(v ?? r.parentId ?? '') }),
    col('regionLevel', { width: 100 }),
    col('sort', { width: 80 }),
    col('remark', { width: 180 }),
  ],
  // BladeX's export is the server's sheet (export-region), not the list's pages written out here.
  capabilities: { add: true, edit: true, remove: true, view: true, export: false, batchRemove: true },
  actions: [regionImport, regionExport],
});

export const screens: ScreenEntry[] = [region];
