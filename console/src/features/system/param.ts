import { defineResource, allCaps, permissionsOf, type Text } from '@/resources/types';
import { col } from '@/resources/columns';
import { formSchema } from '@/resources/rules';

/** Spec §5: the three required fields of the parameter form, in both languages. */
export const paramMessages: Record<'paramName' | 'paramKey' | 'paramValue', Text> = {
  paramName: { zh: '请输入参数名称', en: 'please enter parameter name' },
  paramKey: { zh: '请输入参数键名', en: 'please enter parameter key' },
  paramValue: { zh: '请输入参数键值', en: 'please enter parameter value' },
};

/** Spec §2 "System parameter form": name, key, value (multi-line) and remark; name, key, remark searchable. */
export const param = defineResource({
  menuPath: '/system/param',
  title: { zh: '参数管理', en: 'Parameters' },
  path: '/blade-system/param',
  entity: 'Param',
  columns: [
    col('paramName', '参数名称', 'Parameter name', { search: true, width: 200 }),
    col('paramKey', '参数键名', 'Parameter key', { search: true, width: 220 }),
    col('paramValue', '参数键值', 'Parameter value', { type: 'textarea', width: 260 }),
    col('remark', '备注', 'Remark', { search: true, width: 200 }),
    col('createTime', '创建时间', 'Created', { width: 170, display: { add: false, edit: false } }),
  ],
  form: (lang) => formSchema(lang, paramMessages),
  capabilities: allCaps,
  permissions: permissionsOf('param'),
  dateRange: true,
});
