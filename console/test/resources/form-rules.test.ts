import { describe, expect, it } from 'vitest';
import type { FormRules } from '@/resources/rules';
import { toZod } from '@/resources/zod-rules';
import { param } from '@/features/system/param';
import { childDictSchema, parentDictSchema } from '@/features/system/dict-defs';
import { tenantPackage } from '@/features/system/tenant-package';
import { ui } from '@/resources/messages';

const messages = (rules: FormRules, value: object) => {
  const r = toZod(rules).safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('spec §5 form rules', () => {
  it('param: name, key and value are required, in both languages', () => {
    expect(messages(param.form!('zh', 'add'), {})).toEqual({ paramName: '请输入参数名称', paramKey: '请输入参数键名', paramValue: '请输入参数键值' });
    expect(messages(param.form!('en', 'add'), { paramName: '  ' })).toEqual({
      paramName: 'please enter parameter name',
      paramKey: 'please enter parameter key',
      paramValue: 'please enter parameter value',
    });
    expect(messages(param.form!('zh', 'edit'), { paramName: '站点名称', paramKey: 'site.name', paramValue: '大鲨智造' })).toEqual({});
  });

  it('parent dictionary: code, name, sort and sealed', () => {
    expect(messages(parentDictSchema('zh'), {})).toEqual({ code: '请输入字典编号', dictValue: '请输入字典名称', sort: '请输入字典排序', isSealed: '请选择封存' });
    expect(messages(parentDictSchema('zh'), { code: 'notice', dictValue: '通知类型', sort: 1, isSealed: 0 })).toEqual({});
  });

  it('child dictionary also needs the key; the parent is optional', () => {
    expect(messages(childDictSchema('zh'), { code: 'notice', dictValue: '发布通知', sort: 1, isSealed: 0 })).toEqual({ dictKey: '请输入字典键值' });
    expect(messages(childDictSchema('zh'), { code: 'notice', dictValue: '发布通知', sort: 1, isSealed: 0, dictKey: '1' })).toEqual({});
  });

  it('tenant package: package name and menus', () => {
    expect(messages(tenantPackage.form!('en', 'add'), { menuId: [] })).toEqual({ packageName: 'please enter package name', menuId: 'please select menu' });
    expect(messages(tenantPackage.form!('zh', 'add'), {})).toEqual({ packageName: '请输入产品包名称', menuId: '请选择菜单' });
  });

  it('batch delete, confirm and success toasts are the spec texts', () => {
    expect(ui.selectOne).toEqual({ zh: '请选择至少一条数据', en: 'please select at least one record' });
    expect(ui.confirmRemove.zh).toBe('确定将选择数据删除?');
    expect([ui.added, ui.updated, ui.removed, ui.done].map((t) => t.zh)).toEqual(['添加成功', '修改成功', '删除成功', '操作成功']);
    expect([ui.added, ui.updated, ui.removed, ui.done].map((t) => t.en)).toEqual([
      'added successfully',
      'updated successfully',
      'deleted successfully',
      'operation successful',
    ]);
  });
});
