import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';

/**
 * Spec §2 "System parameter form": name, key, value (multi-line) and remark. Its columns, which of
 * them are searched and required are the catalog's (contract/catalog/blade-system.yaml).
 */
export const param = defineMenuResource({
  texts: 'system:param',
  path: '/blade-system/param',
  entity: 'Param',
  capabilities: allCaps,
  dateRange: true,
});
