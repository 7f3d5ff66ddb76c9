import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import { col } from '@/resources/columns';

/**
 * Spec §2 "System parameter form": name, key, value (multi-line) and remark. Which of them are
 * searched and required is the catalog's (contract/catalog/blade-system.yaml).
 */
export const param = defineMenuResource({
  texts: 'system:param',
  path: '/blade-system/param',
  entity: 'Param',
  columns: [
    col('paramName', { width: 200 }),
    col('paramKey', { width: 220 }),
    col('paramValue', { width: 260 }),
    col('remark', { width: 200 }),
    col('createTime', { width: 170, display: { add: false, edit: false } }),
  ],
  capabilities: allCaps,
  dateRange: true,
});
