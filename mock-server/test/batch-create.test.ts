// Several new records in one call (batchSavePurchaseOrder and a sales order's BOM lines,
// salesorderbom/submit-batch: a list body naming no record), through `prism proxy --errors`: each
// row created as a submit creates it, in the caller's tenant; a refused row is named by its number
// and saves none of the rows. A BOM line's materials (bommateriel, and several added at once by
// salesorderbommateriel/submit-batch) are its tenant's only.
import { describe, expect, it } from 'vitest';
import { dataOf, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const PO = '/eim-purchase/purchaseorderinfo';
const numbers = async (client: typeof env.admin, prefix: string) =>
  (await dataOf(client.get(`${PO}/page`, { purchaseNo: prefix, current: 1, size: 50 }))).records
    .map((o: { purchaseNo: string }) => o.purchaseNo)
    .sort();

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
    const refusal = await refusalOf(
      env.admin.post(`${PO}/batchSavePurchaseOrder`, [{ purchaseNo: 'BATCH-B-1', supplierName: '甲' }, { supplierName: '乙' }]),
    );
    expect(refusal).toMatch(/^第 2 行: 缺失必填字段: purchaseNo/);
    expect(await numbers(env.admin, 'BATCH-B')).toEqual([]);
  });

  it('refuses an empty list', async () => {
    expect(await refusalOf(env.admin.post(`${PO}/batchSavePurchaseOrder`, []))).toMatch(/至少一行/);
  });
});

describe("a sales order's BOM lines", () => {
  const BOM = '/eim-sales/salesorderbom';
  const firstOf = async (client: typeof env.admin, path: string) => (await dataOf(client.get(path, { current: 1, size: 1 }))).records[0];

  it("adds several lines at once, each named by its material's record, and lists a line's materials", async () => {
    const [order, material] = [
      await firstOf(env.admin, '/eim-sales/salesorder/page'),
      await firstOf(env.admin, '/eim-product/materiel/page'),
    ];
    await dataOf(
      env.admin.post(`${BOM}/submit-batch`, [
        { salesOrderId: order.id, materielId: material.id, materielName: '随便写的名字', quantity: 2, bomVersion: 'BOM-T-1' },
        { salesOrderId: order.id, materielId: material.id, quantity: 5, bomVersion: 'BOM-T-2' },
      ]),
    );
    const lines = (await dataOf(env.admin.get(`${BOM}/page`, { salesOrderId: order.id, current: 1, size: 100 }))).records.filter(
      (l: { bomVersion: string }) => l.bomVersion?.startsWith('BOM-T-'),
    );
    expect(
      lines.map((l: { bomVersion: string; materielName: string; quantity: number }) => [l.bomVersion, l.materielName, l.quantity]).sort(),
    ).toEqual([
      ['BOM-T-1', material.materielName, 2],
      ['BOM-T-2', material.materielName, 5],
    ]);
    const line = lines.find((l: { bomVersion: string }) => l.bomVersion === 'BOM-T-1');
    await dataOf(
      env.admin.post('/eim-sales/salesorderbommateriel/submit', {
        salesOrderBomId: line.id,
        materielId: material.id,
        materielCode: 'BOM-T-WL',
        quantity: 2,
      }),
    );
    const materials = await dataOf(env.admin.get(`${BOM}/bommateriel`, { salesOrderBomId: line.id }));
    expect(materials.map((m: { materielCode: string }) => m.materielCode)).toEqual(['BOM-T-WL']);
    // Another tenant's line is not there for the other tenant's administrator.
    expect(await refusalOf(env.other.get(`${BOM}/bommateriel`, { salesOrderBomId: line.id }))).toBe('数据不存在');

    // Several materials of the line at once: named by the material record, whatever the row says.
    const [, second] = (await dataOf(env.admin.get('/eim-product/materiel/page', { current: 1, size: 2 }))).records;
    await dataOf(
      env.admin.post('/eim-sales/salesorderbommateriel/submit-batch', [
        { salesOrderBomId: line.id, materielId: material.id, materielName: '随便写的名字', quantity: 3 },
        { salesOrderBomId: line.id, materielId: second.id, quantity: 1.5 },
      ]),
    );
    const after = await dataOf(env.admin.get(`${BOM}/bommateriel`, { salesOrderBomId: line.id }));
    expect(
      after.map((m: { materielName: string; materielCode: string; quantity: number }) => [m.materielName, m.quantity]).slice(1),
    ).toEqual([
      [material.materielName, 3],
      [second.materielName, 1.5],
    ]);
    // A line or a material of another tenant, or a row without its quantity: refused by its number, none saved.
    const foreign = await firstOf(env.other, '/eim-product/materiel/page');
    expect(
      await refusalOf(
        env.admin.post('/eim-sales/salesorderbommateriel/submit-batch', [
          { salesOrderBomId: line.id, materielId: material.id, quantity: 1 },
          { salesOrderBomId: line.id, materielId: foreign.id, quantity: 1 },
        ]),
      ),
    ).toBe('第 2 行: 数据不存在');
    expect(
      await refusalOf(
        env.other.post('/eim-sales/salesorderbommateriel/submit-batch', [
          { salesOrderBomId: line.id, materielId: foreign.id, quantity: 1 },
        ]),
      ),
    ).toBe('第 1 行: 数据不存在');
    expect(
      await refusalOf(
        env.admin.post('/eim-sales/salesorderbommateriel/submit-batch', [{ salesOrderBomId: line.id, materielId: material.id }]),
      ),
    ).toMatch(/^第 1 行: 缺失必填字段: quantity/);
    expect(await dataOf(env.admin.get(`${BOM}/bommateriel`, { salesOrderBomId: line.id }))).toHaveLength(3);
  });

  it('refuses a line without its quantity, or naming a material the tenant does not have, by its number, and saves none', async () => {
    const [order, material] = [
      await firstOf(env.admin, '/eim-sales/salesorder/page'),
      await firstOf(env.admin, '/eim-product/materiel/page'),
    ];
    const saved = async () =>
      (await dataOf(env.admin.get(`${BOM}/page`, { salesOrderId: order.id, current: 1, size: 100 }))).records.filter(
        (l: { bomVersion: string }) => l.bomVersion === 'BOM-R',
      ).length;
    expect(
      await refusalOf(
        env.admin.post(`${BOM}/submit-batch`, [
          { salesOrderId: order.id, materielId: material.id, quantity: 1, bomVersion: 'BOM-R' },
          { salesOrderId: order.id, materielId: material.id, bomVersion: 'BOM-R' },
        ]),
      ),
    ).toMatch(/^第 2 行: 缺失必填字段: quantity/);
    const foreign = await firstOf(env.other, '/eim-product/materiel/page');
    expect(
      await refusalOf(
        env.admin.post(`${BOM}/submit-batch`, [{ salesOrderId: order.id, materielId: foreign.id, quantity: 1, bomVersion: 'BOM-R' }]),
      ),
    ).toBe('第 1 行: 数据不存在');
    expect(await saved()).toBe(0);
  });
});
