import { describe, expect, it } from 'vitest';
import { optionOf } from './queries';

describe('optionOf: one choice of a remote list', () => {
  it("reads a record's value and label fields, and keeps the record (what a picker's fills copy from)", () => {
    const record = { id: 7, supplierName: '华东滤材', supplierCode: 'GYS-01' };
    expect(optionOf(record, { valueKey: 'id', labelKey: 'supplierName' })).toEqual({ value: '7', label: '华东滤材', record });
  });

  it('takes a plain value (a purchase number) as both value and label', () => {
    expect(optionOf('CG202611200001', { valueKey: 'purchaseNo' })).toEqual({ value: 'CG202611200001', label: 'CG202611200001' });
    expect(optionOf(42, { valueKey: 'purchaseNo' })).toEqual({ value: '42', label: '42' });
  });

  it('shows a record without a label field by its value', () => {
    expect(optionOf({ purchaseNo: 'CG1' }, { valueKey: 'purchaseNo' })).toEqual({ value: 'CG1', label: 'CG1', record: { purchaseNo: 'CG1' } });
  });
});
