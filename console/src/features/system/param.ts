import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import { col } from '@/resources/columns';
import { required } from '@/resources/rules';

/** Spec §2 "System parameter form": name, key, value (multi-line) and remark; name, key, remark searchable. */
export const param = defineMenuResource({
  texts: 'system:param',
  path: '/blade-system/param',
  entity: 'Param',
  columns: [
    col('paramName', { search: true, width: 200 }),
    col('paramKey', { search: true, width: 220 }),
    col('paramValue', { type: 'textarea', width: 260 }),
    col('remark', { search: true, width: 200 }),
    col('createTime', { width: 170, display: { add: false, edit: false } }),
  ],
  // Spec §5: name, key and value are required (their messages: system:param.rules).
  form: () => required('paramName', 'paramKey', 'paramValue'),
  capabilities: allCaps,
  dateRange: true,
});
