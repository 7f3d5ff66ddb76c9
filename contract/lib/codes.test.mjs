import { describe, expect, it } from 'vitest';
import { applyCodes, enumOfCodedTitle, parseCodedTitle, splitCodedTitle } from './codes.mjs';

describe('coded titles become data (lib/codes.mjs)', () => {
  it('parses the codes of a title, with or without a dictionary code', () => {
    expect(parseCodedTitle('收款方式 (1 银行转账, 2 微信, 3 支付宝)')).toEqual({
      base: '收款方式',
      dict: undefined,
      labels: { 1: '银行转账', 2: '微信', 3: '支付宝' },
    });
    expect(parseCodedTitle('数据权限类型 (字典 data_scope_type 1 全部可见, 2 本人可见)')).toMatchObject({
      base: '数据权限类型',
      dict: 'data_scope_type',
    });
    expect(parseCodedTitle('页码(-1 表示全部)')).toBeUndefined();
    expect(parseCodedTitle('数据权限值域 (自定义: 逗号分隔的取值)')).toBeUndefined();
  });

  it('splits a title and its English into title, enum and x-enum-labels in both languages', () => {
    const node = {
      type: 'integer',
      title: '收款方式 (1 银行转账, 2 微信)',
      'x-title-en': 'Payment method (1 bank transfer, 2 WeChat Pay)',
    };
    expect(splitCodedTitle(node)).toBe(true);
    expect(node).toEqual({
      type: 'integer',
      title: '收款方式',
      'x-title-en': 'Payment method',
      enum: [1, 2],
      'x-enum-labels': { zh: { 1: '银行转账', 2: '微信' }, en: { 1: 'Bank transfer', 2: 'WeChat Pay' } },
    });
    expect(() => splitCodedTitle({ title: '类型 (1 入库, 2 出库)', 'x-title-en': 'Type (1 in)' })).toThrow(/other codes/);
  });

  it('gives the enum first (examples stay inside it) and leaves examples alone', () => {
    const doc = { properties: { t: { type: 'integer', title: '类型 (1 入库, 2 出库)' } }, example: { title: '类型 (1 a, 2 b)' } };
    applyCodes(doc, enumOfCodedTitle);
    expect(doc.properties.t).toEqual({ type: 'integer', title: '类型 (1 入库, 2 出库)', enum: [1, 2] });
    applyCodes(doc);
    expect(doc.properties.t.title).toBe('类型');
    expect(doc.example.title).toBe('类型 (1 a, 2 b)');
  });
});
