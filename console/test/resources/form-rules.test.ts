import { describe, expect, it } from 'vitest';
import { toZod } from '@/resources/zod-rules';
import { param } from '@/features/system/param';
import { childDict, parentDict } from '@/features/system/dict-defs';
import { tenantPackage } from '@/features/system/tenant-package';
import { user } from '@/features/system/user';
import { columnLabel, ruleMessages, translator } from '@/resources/texts';
import type { AnyResource, ColumnDef } from '@/resources/types';

/** A form's messages in a language, as the form dialog finds them: spec text or 请输入/请选择 + label. */
const rules = (def: AnyResource, lng: 'zh' | 'en', mode: 'add' | 'edit' = 'add', columns: ColumnDef[] = def.columns) =>
  ruleMessages(translator(lng), def.texts, def.form!(mode), columns);

const messages = (required: Record<string, string>, value: object) => {
  const r = toZod(required).safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('spec §5 form rules', () => {
  it('param: name, key and value are required, in both languages', () => {
    expect(messages(rules(param, 'zh'), {})).toEqual({
      paramName: '请输入参数名称',
      paramKey: '请输入参数键名',
      paramValue: '请输入参数键值',
    });
    expect(messages(rules(param, 'en'), { paramName: '  ' })).toEqual({
      paramName: 'please enter parameter name',
      paramKey: 'please enter parameter key',
      paramValue: 'please enter parameter value',
    });
    expect(messages(rules(param, 'zh', 'edit'), { paramName: '站点名称', paramKey: 'site.name', paramValue: '大鲨智造' })).toEqual({});
  });

  it('parent dictionary: code, name, sort and sealed', () => {
    const parent = parentDict('dict');
    expect(messages(rules(parent, 'zh'), {})).toEqual({
      code: '请输入字典编号',
      dictValue: '请输入字典名称',
      sort: '请输入字典排序',
      isSealed: '请选择封存',
    });
    expect(messages(rules(parent, 'zh'), { code: 'notice', dictValue: '通知类型', sort: 1, isSealed: 0 })).toEqual({});
  });

  it('child dictionary also needs the key; the parent is optional', () => {
    const child = childDict('dict', { id: '1', code: 'notice' });
    expect(messages(rules(child, 'zh'), { code: 'notice', dictValue: '发布通知', sort: 1, isSealed: 0 })).toEqual({
      dictKey: '请输入字典键值',
    });
    expect(messages(rules(child, 'zh'), { code: 'notice', dictValue: '发布通知', sort: 1, isSealed: 0, dictKey: '1' })).toEqual({});
  });

  it('tenant package: package name and menus', () => {
    expect(messages(rules(tenantPackage, 'en'), { menuId: [] })).toEqual({
      packageName: 'please enter package name',
      menuId: 'please select menu',
    });
    expect(messages(rules(tenantPackage, 'zh'), {})).toEqual({ packageName: '请输入产品包名称', menuId: '请选择菜单' });
  });

  it('a field the spec gives no message for: 请输入/请选择 + its label (please enter/select + the label, in English)', () => {
    expect(rules(user, 'zh')).toEqual({
      account: '请输入登录账号',
      realName: '请输入用户姓名',
      userType: '请选择用户平台',
      roleId: '请选择所属角色',
      deptId: '请选择所属部门',
      password: '请输入密码',
    });
    expect(rules(user, 'en', 'edit')).toEqual({
      account: 'please enter account',
      realName: 'please enter real name',
      userType: 'please select platform',
      roleId: 'please select roles',
      deptId: 'please select departments',
    });
  });

  it('batch delete, confirm and success toasts are the spec texts', () => {
    const zh = translator('zh');
    const en = translator('en');
    expect([zh('resources:selectOne'), en('resources:selectOne')]).toEqual(['请选择至少一条数据', 'please select at least one record']);
    expect(zh('resources:confirmRemove')).toBe('确定将选择数据删除?');
    const toasts = ['resources:added', 'resources:updated', 'resources:removed', 'resources:done'] as const;
    expect(toasts.map((k) => zh(k))).toEqual(['添加成功', '修改成功', '删除成功', '操作成功']);
    expect(toasts.map((k) => en(k))).toEqual([
      'added successfully',
      'updated successfully',
      'deleted successfully',
      'operation successful',
    ]);
  });

  it('labels a column from its screen, else from the shared fields', () => {
    const zh = translator('zh');
    const remark = param.columns.find((c) => c.prop === 'remark')!;
    expect(columnLabel(zh, param.texts, param.columns[0]!)).toBe('参数名称');
    expect(columnLabel(zh, param.texts, remark)).toBe('备注');
    expect(columnLabel(translator('en'), param.texts, remark)).toBe('Remark');
  });
});
