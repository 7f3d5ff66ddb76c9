// The purchase, sales and production look-ups, through `prism proxy
// --errors` so every answer is also checked against the contract: the materials' last prices, the
// orders' totals, the order number dropdown, the enabled quality standards, a drawing order made
// for a sales order, and a production plan's production orders; each for the caller's tenant only.
import { describe, expect, it } from 'vitest';
import { dataOf, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const PO = '/eim-purchase/purchaseorderinfo';

/** A new purchase order of the admin's tenant (its number unique to the test), and its id. */
async function order(purchaseNo: string, fields: Record<string, unknown>): Promise<string> {
  await dataOf(env.admin.post(`${PO}/savePurchaseOrderInfo`, { purchaseNo, ...fields }));
  return (await dataOf(env.admin.get(`${PO}/page`, { purchaseNo, current: 1, size: 1 }))).records[0].id as string;
}
const line = (purchaseOrderId: string, materielId: string, unitPrice: number) =>
  dataOf(
    env.admin.post('/eim-purchase/purchaseordermateriel/submit', {
      purchaseOrderId,
      materielId,
      materielName: `料${materielId}`,
      quantity: 10,
      unitPrice,
    }),
  );

describe('last prices', () => {
  it("answers each material's line of its latest order, of the supplier named, for the caller's tenant only", async () => {
    const [early, late, otherSupplier] = [
      await order('LP-T-1', { supplierId: 'lp-sup-a', orderTime: '2026-01-05 09:00:00' }),
      await order('LP-T-2', { supplierId: 'lp-sup-a', orderTime: '2026-03-05 09:00:00' }),
      await order('LP-T-3', { supplierId: 'lp-sup-b', orderTime: '2026-06-05 09:00:00' }),
    ];
    await line(early, 'lp-m-1', 10);
    await line(late, 'lp-m-1', 12.5);
    await line(early, 'lp-m-2', 3);
    await line(otherSupplier, 'lp-m-1', 99);

    const ofSupplier = await dataOf(
      env.admin.get(`${PO}/last-price-list`, { materielIds: 'lp-m-1,lp-m-2,lp-m-3', supplierId: 'lp-sup-a' }),
    );
    expect(Object.fromEntries(ofSupplier.map((l: { materielId: string; unitPrice: number }) => [l.materielId, l.unitPrice]))).toEqual({
      'lp-m-1': 12.5,
      'lp-m-2': 3,
    });
    // Any supplier: the latest order of all (supplier b's), one line a material.
    const anySupplier = await dataOf(env.admin.get(`${PO}/last-price-list`, { materielIds: 'lp-m-1' }));
    expect(anySupplier.map((l: { unitPrice: number }) => l.unitPrice)).toEqual([99]);
    // Nothing asked: every material bought, each once.
    const every = (await dataOf(env.admin.get(`${PO}/last-price-list`))).map((l: { materielId: string }) => l.materielId);
    expect(every).toEqual(expect.arrayContaining(['lp-m-1', 'lp-m-2']));
    expect(new Set(every).size).toBe(every.length);
    expect(await dataOf(env.other.get(`${PO}/last-price-list`, { materielIds: 'lp-m-1,lp-m-2' }))).toEqual([]);
  });
});

describe('order totals', () => {
  it("sums the supplier's orders of the period, and never another tenant's", async () => {
    await order('SUM-T-1', { supplierId: 'sum-sup', totalQuantity: 10, totalAmount: 1000.25, paidAmount: 400 });
    await order('SUM-T-2', { supplierId: 'sum-sup', totalQuantity: 5, totalAmount: 500.5, paidAmount: 500.5 });
    const sums = await dataOf(env.admin.get(`${PO}/sum-statistics`, { supplierId: 'sum-sup' }));
    expect(sums).toEqual({ orderCount: 2, totalQuantity: 15, totalAmount: 1500.75, paidAmount: 900.5, unpaidAmount: 600.25 });
    // Created today, so a period that ended yesterday holds none of them.
    const before = await dataOf(env.admin.get(`${PO}/sum-statistics`, { supplierId: 'sum-sup', createTime_datelt: '2020-01-01 00:00:00' }));
    expect(before.orderCount).toBe(0);
    expect((await dataOf(env.other.get(`${PO}/sum-statistics`, { supplierId: 'sum-sup' }))).orderCount).toBe(0);
    // Every supplier: at least these two, and the tenant's seeded orders.
    expect((await dataOf(env.admin.get(`${PO}/sum-statistics`))).orderCount).toBeGreaterThan(2);
  });
});

describe('the order number dropdown', () => {
  it("answers the caller's order numbers, those with the prefix asked, newest first", async () => {
    await order('PN-T-001', {});
    await order('PN-T-002', {});
    expect(await dataOf(env.admin.get(`${PO}/purchase-number-list`, { purchaseNo: 'PN-T-' }))).toEqual(['PN-T-002', 'PN-T-001']);
    const all = await dataOf(env.admin.get(`${PO}/purchase-number-list`));
    expect(all.length).toBeGreaterThan(2);
    expect(all.every((n: unknown) => typeof n === 'string' && n)).toBe(true);
    expect(await dataOf(env.other.get(`${PO}/purchase-number-list`, { purchaseNo: 'PN-T-' }))).toEqual([]);
  });

  it('is what the seeded penalties name their orders by', async () => {
    const numbers = new Set(await dataOf(env.admin.get(`${PO}/purchase-number-list`)));
    const penalties = (await dataOf(env.admin.get('/eim-purchase/purchaseorderproductpenaltyinfo/page', { current: 1, size: 10 }))).records;
    expect(penalties.length).toBeGreaterThan(0);
    expect(penalties.every((p: { purchaseNo: string }) => numbers.has(p.purchaseNo))).toBe(true);
  });
});

describe('quality standards dropdown', () => {
  it("offers the caller's enabled standards only", async () => {
    const QS = '/eim-purchase/purchasequalitystandard';
    const standard = (await dataOf(env.admin.get(`${QS}/page`, { current: 1, size: 1 }))).records[0];
    await dataOf(env.admin.post(`${QS}/updateEnable`, undefined, { id: standard.id, isEnable: 0 }));
    const offered = await dataOf(env.admin.get(`${QS}/select`));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((s: { isEnable: number }) => s.isEnable === 1)).toBe(true);
    expect(offered.some((s: { id: string }) => s.id === standard.id)).toBe(false);
    await dataOf(env.admin.post(`${QS}/updateEnable`, undefined, { id: standard.id, isEnable: 1 }));
    expect((await dataOf(env.admin.get(`${QS}/select`))).some((s: { id: string }) => s.id === standard.id)).toBe(true);
    const theirs = await dataOf(env.other.get(`${QS}/select`));
    expect(theirs.some((s: { id: string }) => offered.some((m: { id: string }) => m.id === s.id))).toBe(false);
  });
});

describe('a drawing order', () => {
  it("is made for one of the caller's sales orders, its number copied and its own made", async () => {
    const so = (await dataOf(env.admin.get('/eim-sales/salesorder/page', { current: 1, size: 1 }))).records[0];
    await dataOf(
      env.admin.post('/eim-sales/salesdraworder/make-send', {
        salesOrderId: so.id,
        salesOrderNo: '别的单号',
        productName: '图纸测试产品',
        designPerson: '李工',
      }),
    );
    const made = (await dataOf(env.admin.get('/eim-sales/salesdraworder/page', { productName: '图纸测试产品', current: 1, size: 5 })))
      .records;
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ salesOrderId: so.id, salesOrderNo: so.salesOrderNo, designPerson: '李工' });
    expect(made[0].drawOrderNo).toMatch(/^TZ\d{8}\d{4}$/);
    // Its number is its own: asked again with it, refused.
    expect(
      await refusalOf(env.admin.post('/eim-sales/salesdraworder/make-send', { salesOrderId: so.id, drawOrderNo: made[0].drawOrderNo })),
    ).toContain('已存在');
    expect(await refusalOf(env.other.post('/eim-sales/salesdraworder/make-send', { salesOrderId: so.id, productName: '越权' }))).toBe(
      '数据不存在',
    );
  });
});

describe("a production plan's production orders", () => {
  it('are the orders made from the plan (seeded under it), none to another tenant', async () => {
    const plan = (await dataOf(env.admin.get('/eim-produce/produceplanorder/page', { current: 1, size: 1 }))).records[0];
    const orders = await dataOf(env.admin.get('/eim-produce/produceplanorder/produce-detail', { id: plan.id }));
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o: { planOrderId: string }) => o.planOrderId === plan.id)).toBe(true);
    expect(await dataOf(env.other.get('/eim-produce/produceplanorder/produce-detail', { id: plan.id }))).toEqual([]);
  });
});
