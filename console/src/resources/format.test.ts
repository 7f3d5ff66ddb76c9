import { describe, expect, it } from 'vitest';
import { cellText, labelField } from './format';
import type { ColumnDef } from './types';
import type { Translate } from './texts';

const t: Translate = (key) => String(key);
const material: ColumnDef = {
  prop: 'materielId',
  type: 'select',
  remote: {
    url: '/eim-product/materiel/page',
    labelKey: 'materielName',
    valueKey: 'id',
    fills: { materielCode: 'materielCode', materielName: 'materielName' },
  },
};

describe('cellText of a picked record', () => {
  it("names it by the choices read, else by the row's own label field (a material past the picker's first page), else by its id", () => {
    const labels = new Map([['1', '主控板']]);
    expect(cellText(material, { materielId: '1', materielName: '旧名' }, t, labels)).toBe('主控板');
    expect(cellText(material, { materielId: '999', materielName: '远处的物料' }, t, labels)).toBe('远处的物料');
    expect(cellText(material, { materielId: '999', materielName: ' ' }, t, labels)).toBe('999');
    expect(cellText(material, { materielId: '999' }, t, labels)).toBe('999');
  });

  it('finds the label field only where the picker copies its label into the record', () => {
    expect(labelField(material)).toBe('materielName');
    expect(labelField({ ...material, remote: { ...material.remote!, fills: { materielCode: 'materielCode' } } })).toBeUndefined();
    expect(labelField({ prop: 'status', type: 'select', options: [] })).toBeUndefined();
  });
});
