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
    expect(schema.safeParse({ rows: [{ purchaseNo: 'PO-1', remark: '' }] })).toMatchObject({ success: true, data: { rows: [{ purchaseNo: 'PO-1', remark: '' }] } });
  });
});
