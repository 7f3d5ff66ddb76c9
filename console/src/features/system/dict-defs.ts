import { defineResource, allCaps, permissionsOf, type Lang, type Text } from '@/resources/types';
import { col, opts } from '@/resources/columns';
import { formSchema } from '@/resources/rules';

/** Spec §5 dictionary messages (the spec gives them in Chinese; English renders them in kind). */
export const dictMessages = {
  code: { zh: '请输入字典编号', en: 'please enter dictionary code' },
  dictValue: { zh: '请输入字典名称', en: 'please enter dictionary name' },
  sort: { zh: '请输入字典排序', en: 'please enter dictionary sort' },
  isSealed: { zh: '请选择封存', en: 'please select sealed' },
  dictKey: { zh: '请输入字典键值', en: 'please enter dictionary key' },
  parentId: { zh: '请选择上级字典', en: 'please select parent dictionary' },
} satisfies Record<string, Text>;

const sealed = opts({ '0': '否', '1': '是' });

export function parentDictSchema(lang: Lang) {
  const { code, dictValue, sort, isSealed } = dictMessages;
  return formSchema(lang, { code, dictValue, sort, isSealed });
}

export function childDictSchema(lang: Lang) {
  const { code, dictValue, sort, isSealed, dictKey } = dictMessages;
  return formSchema(lang, { code, dictValue, dictKey, sort, isSealed });
}

// BladeX's business dictionary page has no view button (dictbiz_add/edit/delete only).
const bizCaps = { ...allCaps, view: false };
const dictPermissions = (biz: boolean) => (biz ? { ...permissionsOf('dictbiz'), view: undefined } : permissionsOf('dict'));

/** Spec §2 "Parent dictionary table". */
export function parentDict(kind: 'dict' | 'dict-biz') {
  const biz = kind === 'dict-biz';
  return defineResource({
    menuPath: biz ? '/system/dictbiz' : '/system/dict',
    title: biz ? { zh: '业务字典', en: 'Business dictionary' } : { zh: '系统字典', en: 'Dictionary' },
    path: `/blade-system/${kind}`,
    entity: 'DictEntry',
    api: { list: 'parent-list', paged: true, beforeSubmit: (v) => ({ ...v, parentId: v.parentId ?? '0', dictKey: v.dictKey ?? '-1' }) },
    columns: [
      col('code', '字典编号', 'Code', { search: true, width: 200 }),
      col('dictValue', '字典名称', 'Name', { search: true, width: 220 }),
      col('sort', '字典排序', 'Sort', { type: 'number', width: 100, hide: true }),
      col('isSealed', '封存', 'Sealed', { type: 'switch', options: sealed, width: 100, defaultValue: 0 }),
      col('remark', '字典备注', 'Remark', { hide: true }),
    ],
    form: (lang) => parentDictSchema(lang),
    capabilities: biz ? bizCaps : allCaps,
    permissions: dictPermissions(biz),
    dialogWidth: 880,
    menuWidth: 250,
  });
}

/** Spec §2 "Child dictionary table (tree)" under one parent. */
export function childDict(kind: 'dict' | 'dict-biz', parent: { id: string; code: string }) {
  const biz = kind === 'dict-biz';
  return defineResource({
    menuPath: `/system/${kind}/child/${parent.id}`,
    title: biz ? { zh: '业务字典配置', en: 'Business dictionary items' } : { zh: '字典配置', en: 'Dictionary items' },
    path: `/blade-system/${kind}`,
    entity: 'DictEntry',
    api: { list: 'child-list', paged: false },
    tree: {},
    columns: [
      col('code', '字典编号', 'Code', { disabled: { add: true, edit: true }, defaultValue: parent.code, width: 180 }),
      col('dictValue', '字典名称', 'Name', { search: true, width: 200 }),
      col('parentId', '上级字典', 'Parent', {
        type: 'tree', hide: true, disabled: { add: true, edit: true }, defaultValue: parent.id,
        tree: { url: `/blade-system/${kind}/tree`, query: { code: parent.code }, labelKey: 'title' },
      }),
      col('dictKey', '字典键值', 'Key', { width: 80 }),
      col('sort', '字典排序', 'Sort', { type: 'number', width: 100 }),
      col('isSealed', '封存', 'Sealed', { type: 'switch', options: sealed, width: 80, defaultValue: 0 }),
      col('remark', '字典备注', 'Remark', { width: 160 }),
    ],
    form: (lang) => childDictSchema(lang),
    capabilities: biz ? bizCaps : allCaps,
    permissions: dictPermissions(biz),
    dialogWidth: 880,
    menuWidth: 300,
  });
}
