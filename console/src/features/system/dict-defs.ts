import { defineResource, allCaps } from '@/resources/types';
import { defineMenuResource } from '@/resources/menu-leaves';
import { col } from '@/resources/columns';
import { required } from '@/resources/rules';
import { choices } from '@/resources/texts';

// Spec §5 dictionary rules (their messages: system:dict.rules); the parent is optional.
export const parentDictRules = required('code', 'dictValue', 'sort', 'isSealed');
export const childDictRules = required('code', 'dictValue', 'dictKey', 'sort', 'isSealed');

const sealed = choices('resources:options.sealed', ['0', '1']);

// BladeX's business dictionary page has no view button (dictbiz_add/edit/delete only).
const bizCaps = { ...allCaps, view: false };

/** Spec §2 "Parent dictionary table". */
export function parentDict(kind: 'dict' | 'dict-biz') {
  const biz = kind === 'dict-biz';
  return defineMenuResource({
    texts: 'system:dict',
    title: biz ? 'system:dict.bizTitle' : 'system:dict.title',
    path: `/blade-system/${kind}`,
    entity: 'DictEntry',
    api: {
      list: `/blade-system/${kind}/parent-list`,
      beforeSubmit: (v) => ({ ...v, parentId: v.parentId ?? '0', dictKey: v.dictKey ?? '-1' }),
    },
    columns: [
      col('code', { width: 200 }),
      col('dictValue', { width: 220 }),
      col('sort', { width: 100, hide: true }),
      col('isSealed', { type: 'switch', options: sealed, width: 100, defaultValue: 0 }),
      col('remark', { hide: true }),
    ],
    form: () => parentDictRules,
    capabilities: biz ? bizCaps : allCaps,
    dialogWidth: 880,
    menuWidth: 250,
  });
}

/** Spec §2 "Child dictionary table (tree)" under one parent. */
export function childDict(kind: 'dict' | 'dict-biz', parent: { id: string; code: string }) {
  const biz = kind === 'dict-biz';
  // Opened from its parent's row: routed under the parent's screen, with its buttons.
  const parentScreen = parentDict(kind);
  return defineResource({
    menuPath: `${parentScreen.menuPath}/child/${parent.id}`,
    texts: 'system:dict',
    title: biz ? 'system:dict.bizItems' : 'system:dict.items',
    path: `/blade-system/${kind}`,
    entity: 'DictEntry',
    api: { list: `/blade-system/${kind}/child-list` },
    tree: {},
    columns: [
      col('code', { disabled: { add: true, edit: true }, defaultValue: parent.code, width: 180 }),
      col('dictValue', { search: true, width: 200 }),
      col('parentId', {
        type: 'tree',
        hide: true,
        disabled: { add: true, edit: true },
        defaultValue: parent.id,
        tree: { url: biz ? '/blade-system/dict-biz/tree' : '/blade-system/dict/tree', query: { code: parent.code }, labelKey: 'title' },
      }),
      col('dictKey', { width: 80 }),
      col('sort', { width: 100 }),
      col('isSealed', { type: 'switch', options: sealed, width: 80, defaultValue: 0 }),
      col('remark', { width: 160 }),
    ],
    form: () => childDictRules,
    capabilities: biz ? bizCaps : allCaps,
    permissions: parentScreen.permissions,
    dialogWidth: 880,
    menuWidth: 300,
  });
}
