import { defineMenuResource } from '@/resources/menu-leaves';

import type { ScreenEntry } from '@/resources/types';
import { regionExport, regionImport } from './region-excel';

/** Regions: keyed by code, a lazy tree by parent code (00 at the top), detail by code, remove by id. */
export const region = defineMenuResource({
  texts: 'base:region',
  path: '/blade-system/region',
  entity: 'Region',
  rowKey: 'code',
  tree: { lazy: { url: '/blade-system/region/lazy-tree', param: 'parentCode', root: '00' } },
  overlay: {
    name: { format: (v, r) => String(v ?? r.title ?? '') },
    code: { disabled: { edit: true }, format: (v, r) => String(v ?? r.value ?? r.id ?? '') },
    parentCode: { format: (v, r) => String(v ?? r.parentId ?? '') },
  },
  // BladeX's export is the server's sheet (export-region), not the list's pages written out here.
  capabilities: { add: true, edit: true, remove: true, view: true, export: false, batchRemove: true },
  actions: [regionImport, regionExport],
});

export const screens: ScreenEntry[] = [region];
