import { describe, expect, it } from 'vitest';
import { toZodRows } from './zod-rules';

describe('toZodRows', () => {
  const schema = toZodRows({ purchaseNo: '请输入采购单号' });
  it("fails each row's empty required field with its message at rows.<i>.<prop>", () => {
    const result = schema.safeParse({ rows: [{ purchaseNo: 'PO-1' }, { purchaseNo: ' ' }, {}] });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rows.1.purchaseNo', '请输入采购单号'],
      ['rows.2.purchaseNo', '请输入采购单号'],
    ]);
  });
  it('passes rows that carry every required field, other fields untouched', () => {
    expect(schema.safeParse({ rows: [{ purchaseNo: 'PO-1', remark: '' }] })).toMatchObject({
      success: true,
      data: { rows: [{ purchaseNo: 'PO-1', remark: '' }] },
    });
  });
  it("checks a head's required fields (a record's own, above its rows) at head.<prop>", () => {
    const withHead = toZodRows({ productId: '请选择商品' }, { warehouseName: '请输入仓库名称' });
    const result = withHead.safeParse({ head: { warehouseName: '' }, rows: [{ productId: '1' }] });
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['head.warehouseName', '请输入仓库名称']]);
    expect(withHead.safeParse({ head: { warehouseName: '深圳仓' }, rows: [{ productId: '1' }] }).success).toBe(true);
  });
});
