// Several new records in one call (issue 15: batchSavePurchaseOrder, a list body naming no record),
// through `prism proxy --errors`: each row created as a submit creates it, in the caller's tenant;
// a refused row is named by its number and saves none of the rows.
import { describe, expect, it } from 'vitest';
import { dataOf, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const PO = '/eim-purchase/purchaseorderinfo';
const numbers = async (client: typeof env.admin, prefix: string) =>
  (await dataOf(client.get(`${PO}/page`, { purchaseNo: prefix, current: 1, size: 50 }))).records.map((o: { purchaseNo: string }) => o.purchaseNo).sort();

describe('batchSavePurchaseOrder', () => {
  it("creates every row as a new order of the caller's tenant, each in its first state", async () => {
    await dataOf(
      env.admin.post(`${PO}/batchSavePurchaseOrder`, [
        { purchaseNo: 'BATCH-A-1', supplierName: '批量供应商甲', totalAmount: 100 },
        // a key a row carries is ignored: every row is a new order
        { id: '1999999999999999999', purchaseNo: 'BATCH-A-2', supplierName: '批量供应商乙', totalAmount: 200 },
      ]),
    );
    const saved = (await dataOf(env.admin.get(`${PO}/page`, { purchaseNo: 'BATCH-A', current: 1, size: 10 }))).records;
    expect(saved.map((o: { purchaseNo: string }) => o.purchaseNo).sort()).toEqual(['BATCH-A-1', 'BATCH-A-2']);
    expect(saved.every((o: { id: string; status: number }) => o.id !== '1999999999999999999' && o.status === 10)).toBe(true);
    expect(await numbers(env.other, 'BATCH-A')).toEqual([]);
  });

  it('refuses a row without a field a new order must carry, naming the row, and saves none', async () => {
    const refusal = await refusalOf(env.admin.post(`${PO}/batchSavePurchaseOrder`, [{ purchaseNo: 'BATCH-B-1', supplierName: '甲' }, { supplierName: '乙' }]));
    expect(refusal).toMatch(/^第 2 行: 缺失必填字段: purchaseNo/);
    expect(await numbers(env.admin, 'BATCH-B')).toEqual([]);
  });

  it('refuses an empty list', async () => {
    expect(await refusalOf(env.admin.post(`${PO}/batchSavePurchaseOrder`, []))).toMatch(/至少一行/);
  });
});
