import { describe, expect, it } from 'vitest';
import { partialMatchKey } from '@tanstack/react-query';
import { optionOf, remoteOptions, resourceKeys, routeKey, treeOptions } from './queries';

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
    expect(optionOf({ purchaseNo: 'CG1' }, { valueKey: 'purchaseNo' })).toEqual({
      value: 'CG1',
      label: 'CG1',
      record: { purchaseNo: 'CG1' },
    });
  });
});

describe('picker keys: under the resource their list is read from', () => {
  it("is caught by the invalidation of that resource (a saved category is offered as a parent at once), not of another's", () => {
    const own = { path: '/red-sale/saleproductcategory' } as Parameters<typeof resourceKeys.all>[0];
    const options = remoteOptions({
      url: '/red-sale/saleproductcategory/category-list',
      labelKey: 'categoryName',
      valueKey: 'id',
    }).queryKey;
    const dept = { path: '/blade-system/dept' } as Parameters<typeof resourceKeys.all>[0];
    const tree = treeOptions({ url: '/blade-system/dept/tree' }).queryKey;
    expect(partialMatchKey(options, resourceKeys.all(own))).toBe(true);
    expect(partialMatchKey(tree, resourceKeys.all(dept))).toBe(true);
    expect(partialMatchKey(options, resourceKeys.all({ ...own, path: '/red-sale/mallcategory' }))).toBe(false);
  });

  it("is caught by a change sent to another route of the same resource (a new install material, then the dictionary's picker)", () => {
    const picker = remoteOptions({
      url: '/blade-system/dict-biz/selectInstallMaterialList',
      labelKey: 'dictValue',
      valueKey: 'id',
      query: { code: 'install_material' },
    }).queryKey;
    expect(partialMatchKey(picker, routeKey('/blade-system/dict-biz/insertInstallMaterial'))).toBe(true);
    expect(partialMatchKey(picker, routeKey('/blade-system/dict/submit'))).toBe(false);
  });
});
