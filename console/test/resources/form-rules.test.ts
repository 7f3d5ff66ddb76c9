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
      account: 'please enter sign-in account',
      realName: 'please enter user name',
      userType: 'please select user platform',
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

  it("labels a column from its screen, else from the contract's title of the field, else from the shared fields", () => {
    const [zh, en] = [translator('zh'), translator('en')];
    const column = (prop: string) => param.columns.find((c) => c.prop === prop)!;
    // The contract's (Param.paramName, Param.remark); createTime is inherited, so the shared label.
    expect([zh, en].map((t) => columnLabel(t, param.texts, column('paramName')))).toEqual(['参数名称', 'Parameter name']);
    expect([zh, en].map((t) => columnLabel(t, param.texts, column('remark')))).toEqual(['备注', 'Remarks']);
    expect([zh, en].map((t) => columnLabel(t, param.texts, column('createTime')))).toEqual(['创建时间', 'Created']);
    // A screen's own wording wins: the logs call their createTime 日志时间.
    const own = { prop: 'createTime', entityLabel: 'entities:LogUsual.createTime' as const };
    expect(columnLabel(zh, 'monitor:usualLog', own as never)).toBe('日志时间');
  });
});
