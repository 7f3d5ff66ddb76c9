import { describe, expect, it } from 'vitest';
import { createSchemas, isEmpty, messages, phoneSchema, passwordSchema, validators } from './validators';

const en = { lang: 'en' as const };

describe('shared validators (spec §5)', () => {
  it('phone: empty, length, format, valid', () => {
    expect(validators.phone('')).toBe('手机号码不能为空');
    expect(validators.phone('', en)).toBe('phone cannot be empty');
    expect(validators.phone('1380013800', en)).toBe('phone length is not 11');
    expect(validators.phone('1380013800', { lang: 'zh' })).toBe('手机号码长度不为11位');
    expect(validators.phone('12800138000', en)).toBe('phone format incorrect');
    expect(validators.phone('12800138000')).toBe('手机号码格式不正确');
    expect(validators.phone('13800138000')).toBeUndefined();
    expect(validators.phone('', { required: false })).toBeUndefined();
  });

  it('password: optional unless required, 6-16 letters and digits', () => {
    expect(validators.password('')).toBeUndefined();
    expect(validators.password('', { required: true })).toBe('请输入密码');
    expect(validators.password('', { required: true, ...en })).toBe('please enter password');
    expect(validators.password('abc12', en)).toBe('password length should be 6-16');
    expect(validators.password('a'.repeat(17))).toBe('密码长度应为6-16位');
    expect(validators.password('abc 123', en)).toBe('cannot contain special characters');
    expect(validators.password('abc@123')).toBe('密码不能包含特殊字符');
    expect(validators.password('abc123')).toBeUndefined();
  });

  it('ID number: 15 digits, 18 digits, 17 digits plus X, or an organisation code', () => {
    for (const ok of ['110101800101123', '110101199003074518', '11010119900307451X', '91350100M000100Y43'])
      expect(validators.idNumber(ok)).toBeUndefined();
    expect(validators.idNumber('11010119900307451x', en)).toBe('please enter correct ID number');
    expect(validators.idNumber('12345')).toBe('请输入正确的身份证号码');
  });

  it('name-type fields: Chinese, letters and digits; no edge spaces or emoji', () => {
    expect(validators.name('张三abc123')).toBeUndefined();
    expect(validators.name('张 三', en)).toBe('only Chinese characters, letters and digits are allowed');
    expect(validators.name('张三!')).toBe('只能包含中文、字母和数字');
    expect(validators.name(' 张三', en)).toBe('no leading or trailing spaces or emoji');
    expect(validators.name('张三😀')).toBe('首尾不能有空格或表情');
    expect(validators.trimmed('a b')).toBeUndefined();
    expect(validators.trimmed('a b ', en)).toBe('no leading or trailing spaces or emoji');
  });

  it('contact phone accepts a landline or a mobile; account accepts mobile only', () => {
    expect(validators.contactPhone('0591-87654321')).toBeUndefined();
    expect(validators.contactPhone('13800138000')).toBeUndefined();
    expect(validators.contactPhone('87654321', en)).toBe('please enter correct contact phone');
    expect(validators.contactPhone('87654321')).toBe('请输入正确的联系电话');
    expect(validators.account('0591-87654321', en)).toBe('please enter correct account');
    expect(validators.account('12345')).toBe('请输入正确的账号');
    expect(validators.account('13800138000')).toBeUndefined();
  });

  it('integer from 1, code, company name', () => {
    expect(validators.integer('0', en)).toBe('please enter integer');
    expect(validators.integer('1.5')).toBe('请输入整数');
    expect(validators.integer(12)).toBeUndefined();
    expect(validators.code('AB-12')).toBeUndefined();
    expect(validators.code('AB_12', en)).toBe('only digits, letters and hyphens are allowed');
    expect(validators.code('AB 12')).toBe('只能包含数字、字母和横线');
    expect(validators.companyName('大鲨智造有限公司')).toBeUndefined();
    expect(validators.companyName('鲨', en)).toBe('please enter at least two Chinese characters');
    expect(validators.companyName('Dasha')).toBe('请至少输入两个汉字');
  });

  it('empty check: null, undefined, empty string/array/object are empty; numbers and booleans are not', () => {
    for (const v of [null, undefined, '', [], {}]) expect(isEmpty(v)).toBe(true);
    for (const v of [0, false, 'a', [0], { a: 1 }]) expect(isEmpty(v)).toBe(false);
    expect(validators.integer('', { required: true, ...en })).toBe('please enter a value');
  });

  it('zod schemas carry the same messages in either language', () => {
    expect(phoneSchema.safeParse('1380013800').error?.issues[0]?.message).toBe('手机号码长度不为11位');
    expect(passwordSchema.safeParse('abc123').success).toBe(true);
    expect(createSchemas('en').contactPhone.safeParse('x').error?.issues[0]?.message).toBe('please enter correct contact phone');
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.zh).sort());
  });
});
