// The business screens' look-ups, reports and operations beyond the standard pattern, through
// `prism proxy --errors` so every answer is also checked against the contract: a device's tabs
// and service detail, the profit-share rates, the warehouse goods report, the settlement records
// of a period, a plan enquiry sent as an inquiry sheet, an order's whole record and a
// supplementary order, a supplier order's record and owed materials, the process statistics;
// each for the caller's tenant only.
import { describe, expect, it } from 'vitest';
import { conforming, dataOf, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();

describe('a device', () => {
  it('lists its market staff, service staff, principal and hardware by its code (the view tabs), none of them to another tenant', async () => {
    const device = (await dataOf(env.admin.get('/red-sale/saledevice/list', { current: 1, size: 1 }))).records[0];
    for (const child of ['saledevicemarket', 'saledevicepersonnel', 'saledeviceprincipal', 'saledevicehardwarerecord']) {
      const mine = (await dataOf(env.admin.get(`/red-sale/${child}/list`, { deviceCode: device.deviceCode, current: 1, size: 50 })))
        .records;
      expect(mine.length, child).toBeGreaterThan(0); // seeded under the device (x-blade-sublist by deviceCode)
      expect(mine.every((r: { deviceCode: string }) => r.deviceCode === device.deviceCode)).toBe(true);
      expect(
        (await dataOf(env.other.get(`/red-sale/${child}/list`, { deviceCode: device.deviceCode, current: 1, size: 50 }))).records,
      ).toEqual([]);
    }
  });

  it('answers its service of the type asked (default 安装), null where it has none, and refuses another tenant', async () => {
    const device = (await dataOf(env.admin.get('/red-sale/saledevice/list', { current: 1, size: 1 }))).records[0];
    await dataOf(
      env.admin.post('/red-sale/saledeviceservice/submit', { deviceCode: device.deviceCode, serviceType: 2, remainingTimes: 7 }),
    );
    const upkeep = await dataOf(env.admin.get('/red-sale/saledeviceservice/detail', { deviceCode: device.deviceCode, serviceType: 2 }));
    expect(upkeep).toMatchObject({ deviceCode: device.deviceCode, serviceType: 2, remainingTimes: 7 });
    const install = await dataOf(env.admin.get('/red-sale/saledeviceservice/detail', { deviceCode: device.deviceCode }));
    expect(install === null || install.serviceType === 0).toBe(true);
    expect(
      await refusalOf(env.other.get('/red-sale/saledeviceservice/detail', { deviceCode: device.deviceCode, serviceType: 2 })),
    ).toBeTruthy();
  });
});

describe('profit-share rates', () => {
  it("lists the tenant's rules, narrowed by brand", async () => {
    const all = await dataOf(env.admin.get('/red-sale/saledeviceprofitshareruleApi/selectSaleRateList'));
    expect(all.length).toBeGreaterThan(0);
    const brandId = all[0].brandId;
    const ofBrand = await dataOf(env.admin.get('/red-sale/saledeviceprofitshareruleApi/selectSaleRateList', { brandId }));
    expect(ofBrand.length).toBeGreaterThan(0);
    expect(ofBrand.every((r: { brandId: string }) => r.brandId === brandId)).toBe(true);
    const theirs = await dataOf(env.other.get('/red-sale/saledeviceprofitshareruleApi/selectSaleRateList'));
    expect(theirs.some((r: { id: string }) => all.some((m: { id: string }) => m.id === r.id))).toBe(false);
  });
});

describe('warehouse goods report', () => {
  it("sums the goods of the period's orders of a warehouse by product, for the caller's tenant only", async () => {
    const order = async (orderNo: string, orderTime: string) => {
      await dataOf(env.admin.post('/red-sale/warehouseorder/save', { orderNo, orderType: 2, warehouseName: '报表测试仓', orderTime }));
      return (await dataOf(env.admin.get('/red-sale/warehouseorder/list', { orderNo, current: 1, size: 1 }))).records[0].id as string;
    };
    const inPeriod = await order('WH-RPT-1', '2026-03-10 10:00:00');
    const later = await order('WH-RPT-2', '2026-05-01 10:00:00');
    // A goods line names a good (required); the report sums the lines by their product name.
    const productId = (await dataOf(env.admin.get('/red-sale/saleproduct/list', { current: 1, size: 1 }))).records[0].id as string;
    const line = (warehouseOrderId: string, productName: string, quantity: number, unitPrice: number) =>
      dataOf(
        env.admin.post('/red-sale/warehouseorderproductrecord/submit', { warehouseOrderId, productId, productName, quantity, unitPrice }),
      );
    await line(inPeriod, '报表净水器', 2, 100);
    await line(inPeriod, '报表滤芯', 5, 10.5);
    await line(later, '报表净水器', 1, 100);
    const query = { startTime: '2026-03-01 00:00:00', endTime: '2026-03-31 23:59:59', warehouseName: '报表测试' };
    const report = await dataOf(env.admin.get('/red-sale/warehouseorder/order-product-report', query));
    expect(report).toEqual([
      { productName: '报表净水器', orderCount: 1, quantity: 2, totalAmount: 200 },
      { productName: '报表滤芯', orderCount: 1, quantity: 5, totalAmount: 52.5 },
    ]);
    const whole = await dataOf(env.admin.get('/red-sale/warehouseorder/order-product-report', { warehouseName: '报表测试仓' }));
    expect(whole[0]).toEqual({ productName: '报表净水器', orderCount: 2, quantity: 3, totalAmount: 300 });
    expect(await dataOf(env.other.get('/red-sale/warehouseorder/order-product-report', { warehouseName: '报表测试仓' }))).toEqual([]);
    expect(
      await refusalOf(
        env.admin.get('/red-sale/warehouseorder/order-product-report', {
          startTime: '2026-04-01 00:00:00',
          endTime: '2026-03-01 00:00:00',
        }),
      ),
    ).toBe('结束时间不能早于开始时间');
  });
});

describe('settlement records of a period', () => {
  it('writes one record a user for the incomes finance checked in the period, once; refuses an empty or reversed period', async () => {
    const income = async (userName: string, amount: number, incomeTime: string, check: boolean) => {
      await dataOf(
        env.admin.post('/red-sale/saleuserincome/submit', {
          userId: `9${userName.length}`,
          userName,
          serverOrderNo: `FW-${userName}-${amount}`,
          incomeType: 1,
          incomeAmount: amount,
          incomeTime,
        }),
      );
      const row = (
        await dataOf(env.admin.get('/red-sale/saleuserincome/list', { serverOrderNo: `FW-${userName}-${amount}`, current: 1, size: 1 }))
      ).records[0];
      if (check) await dataOf(env.admin.post('/red-sale/saleuserincome/finance-check', undefined, { id: row.id }));
    };
    await income('结算甲', 120, '2025-02-03 10:00:00', true);
    await income('结算甲', 30.5, '2025-02-27 18:00:00', true);
    await income('结算乙乙', 99, '2025-02-10 09:00:00', false); // not checked: not settled
    await income('结算乙乙', 50, '2025-03-02 09:00:00', true); // outside the period
    const period = { startDate: '2025-02-01', endDate: '2025-02-28' };
    const answer = conforming(await env.admin.get('/red-sale/salesettlementsetting/defindDateCreateRecord', period));
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBe('已生成 1 条结算记录');
    const records = (await dataOf(env.admin.get('/red-sale/salesettlementrecord/list', { userName: '结算甲', current: 1, size: 10 })))
      .records;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      status: 1,
      orderCount: 2,
      settlementAmount: 150.5,
      settlementStartTime: '2025-02-01 00:00:00',
      settlementEndTime: '2025-02-28 23:59:59',
    });
    expect(
      (await dataOf(env.admin.get('/red-sale/salesettlementrecord/list', { userName: '结算乙乙', current: 1, size: 10 }))).records,
    ).toEqual([]);
    expect(await refusalOf(env.admin.get('/red-sale/salesettlementsetting/defindDateCreateRecord', period))).toBe(
      '所选日期内没有可结算的收入',
    );
    expect(await refusalOf(env.other.get('/red-sale/salesettlementsetting/defindDateCreateRecord', period))).toBe(
      '所选日期内没有可结算的收入',
    );
    expect(
      await refusalOf(
        env.admin.get('/red-sale/salesettlementsetting/defindDateCreateRecord', { startDate: '2025-03-01', endDate: '2025-02-01' }),
      ),
    ).toBe('结束日期不能早于开始日期');
  });
});

describe('purchasing', () => {
  it('sends a plan enquiry as a published inquiry sheet under its number, once, and never for another tenant', async () => {
    await dataOf(
      env.admin.post('/eim-purchase/purchaseplanenquiryorder/submit', {
        enquiryNo: 'JH-XJ-LOOKUP',
        enquiryTitle: '查找测试询价',
        purchasePerson: '王采购',
        budgetAmount: 800,
      }),
    );
    const plan = (
      await dataOf(env.admin.get('/eim-purchase/purchaseplanenquiryorder/page', { enquiryNo: 'JH-XJ-LOOKUP', current: 1, size: 1 }))
    ).records[0];
    // The view reads detail-info.
    expect(await dataOf(env.admin.get('/eim-purchase/purchaseplanenquiryorder/detail-info', { id: plan.id }))).toMatchObject({
      enquiryNo: 'JH-XJ-LOOKUP',
      budgetAmount: 800,
    });
    expect(await refusalOf(env.other.post('/eim-purchase/purchaseplanenquiryorder/make-send', { id: plan.id }))).toBeTruthy();
    await dataOf(env.admin.post('/eim-purchase/purchaseplanenquiryorder/make-send', { id: plan.id }));
    const sheets = (
      await dataOf(env.admin.get('/eim-purchase/purchaseinquirysheet/page', { inquiryNo: 'JH-XJ-LOOKUP', current: 1, size: 10 }))
    ).records;
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatchObject({ inquiryTitle: '查找测试询价', purchasePerson: '王采购', budgetAmount: 800, status: 20 });
    expect(await refusalOf(env.admin.post('/eim-purchase/purchaseplanenquiryorder/make-send', { id: plan.id }))).toBe(
      '该计划询价单已生成询价单并发送',
    );
  });

  it("answers an order's whole record, adds a supplementary order (its number required), and refuses another tenant's order", async () => {
    const order = (await dataOf(env.admin.get('/eim-purchase/purchaseorderinfo/page', { current: 1, size: 1 }))).records[0];
    expect(await dataOf(env.admin.post('/eim-purchase/purchaseorderinfo/getPurchaseDetail', undefined, { id: order.id }))).toMatchObject({
      id: order.id,
      purchaseNo: order.purchaseNo,
      status: order.status,
    });
    expect(await refusalOf(env.other.post('/eim-purchase/purchaseorderinfo/getPurchaseDetail', undefined, { id: order.id }))).toBeTruthy();
    await dataOf(
      env.admin.post('/eim-purchase/purchaseorderinfo/saveSupplementaryOrder', {
        purchaseNo: 'BD-LOOKUP-1',
        supplierName: '补单供应商',
        totalAmount: 66,
        status: 70,
      }),
    );
    const added = (await dataOf(env.admin.get('/eim-purchase/purchaseorderinfo/page', { purchaseNo: 'BD-LOOKUP-1', current: 1, size: 1 })))
      .records[0];
    expect(added).toMatchObject({ supplierName: '补单供应商', totalAmount: 66, status: 10 }); // a new order starts 待提交
    expect(await refusalOf(env.admin.post('/eim-purchase/purchaseorderinfo/saveSupplementaryOrder', { supplierName: '无单号' }))).toMatch(
      /purchaseNo/,
    );
    expect(
      (await dataOf(env.other.get('/eim-purchase/purchaseorderinfo/page', { purchaseNo: 'BD-LOOKUP-1', current: 1, size: 1 }))).records,
    ).toEqual([]);
  });

  it("answers a supplier order's record and the materials its order has not wholly received", async () => {
    const supplierOrder = (await dataOf(env.admin.get('/eim-purchase/purchaseordersupplier/list-all')))[0];
    expect(await dataOf(env.admin.get('/eim-purchase/purchaseordersupplier/supplier-detail', { id: supplierOrder.id }))).toMatchObject({
      id: supplierOrder.id,
      supplierName: supplierOrder.supplierName,
    });
    const orderId = supplierOrder.purchaseOrderId;
    await dataOf(
      env.admin.post('/eim-purchase/purchaseordermateriel/submit', {
        purchaseOrderId: orderId,
        materielName: '未到齐物料',
        quantity: 10,
        receivedQuantity: 4,
      }),
    );
    await dataOf(
      env.admin.post('/eim-purchase/purchaseordermateriel/submit', {
        purchaseOrderId: orderId,
        materielName: '已到齐物料',
        quantity: 5,
        receivedQuantity: 5,
      }),
    );
    const owed = await dataOf(env.admin.get('/eim-purchase/purchaseordersupplier/quality-materiels', { id: supplierOrder.id }));
    const names = owed.map((m: { materielName: string }) => m.materielName);
    expect(names).toContain('未到齐物料');
    expect(names).not.toContain('已到齐物料');
    expect(
      owed.every(
        (m: { purchaseOrderId: string; quantity: number; receivedQuantity: number }) =>
          m.purchaseOrderId === orderId && m.receivedQuantity < m.quantity,
      ),
    ).toBe(true);
    expect(await refusalOf(env.other.get('/eim-purchase/purchaseordersupplier/quality-materiels', { id: supplierOrder.id }))).toBeTruthy();
  });

  it('counts the process records of an order, of a supplier and of a period', async () => {
    const all = await dataOf(env.admin.post('/eim-purchase/purchaseorderapi/staticPurcechaseOrderProcessInfoList', {}));
    expect(all.length).toBeGreaterThan(1);
    const order = (await dataOf(env.admin.get('/eim-purchase/purchaseorderinfo/page', { current: 1, size: 1 }))).records[0];
    await dataOf(
      env.admin.post('/eim-purchase/purchaseorderprocessinfo/submit', {
        purchaseOrderId: order.id,
        purchaseNo: order.purchaseNo,
        processName: '统计测试工序',
        planQuantity: 3,
      }),
    );
    const ofOrder = await dataOf(
      env.admin.post('/eim-purchase/purchaseorderapi/staticPurcechaseOrderProcessInfoList', { purchaseOrderId: order.id }),
    );
    expect(ofOrder.map((p: { processName: string }) => p.processName)).toContain('统计测试工序');
    expect(ofOrder.every((p: { purchaseOrderId: string }) => p.purchaseOrderId === order.id)).toBe(true);
    const ofSupplier = await dataOf(
      env.admin.post('/eim-purchase/purchaseorderapi/staticPurcechaseOrderProcessInfoList', { supplierId: order.supplierId }),
    );
    expect(ofSupplier.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(ofOrder.map((p: { id: string }) => p.id)));
    expect(
      await dataOf(
        env.admin.post('/eim-purchase/purchaseorderapi/staticPurcechaseOrderProcessInfoList', { supplierId: 'no-such-supplier' }),
      ),
    ).toEqual([]);
    expect(
      await dataOf(
        env.admin.post('/eim-purchase/purchaseorderapi/staticPurcechaseOrderProcessInfoList', {
          beginTime: '2000-01-01 00:00:00',
          endTime: '2000-12-31 23:59:59',
        }),
      ),
    ).toEqual([]);
    expect(
      await refusalOf(
        env.admin.post('/eim-purchase/purchaseorderapi/staticPurcechaseOrderProcessInfoList', {
          beginTime: '2026-02-01 00:00:00',
          endTime: '2026-01-01 00:00:00',
        }),
      ),
    ).toBe('结束时间不能早于开始时间');
    expect(
      await dataOf(env.other.post('/eim-purchase/purchaseorderapi/staticPurcechaseOrderProcessInfoList', { purchaseOrderId: order.id })),
    ).toEqual([]);
  });
});

describe("the pages the real console reads as screens' lists", () => {
  it("answer the tenant's records filtered by their query, none of another tenant's", async () => {
    const pages: [string, string][] = [
      ['/red-sale/salesettlementrecord/selectSaleSettlementRecordListByPage', 'settlementNo'],
      ['/red-sale/saledeviceprofitshareruleApi/selectUserInComeRecordList', 'userName'],
      ['/eim-purchase/purchaseorderprocessinfo/selectPurchaseOrderProcessInfoPageByPC', 'purchaseNo'],
      ['/eim-user/customerclueApi/selectCustomerClueListByPage', 'customerCompany'],
    ];
    for (const [path, filter] of pages) {
      const all = await dataOf(env.admin.get(path, { current: 1, size: 100 }));
      expect(all.records.length, path).toBeGreaterThan(0);
      const value = String(all.records[0][filter]);
      const narrowed = await dataOf(env.admin.get(path, { current: 1, size: 100, [filter]: value }));
      expect(narrowed.records.length, path).toBeGreaterThan(0);
      expect(
        narrowed.records.every((r: Record<string, unknown>) => String(r[filter]).includes(value)),
        path,
      ).toBe(true);
      const theirs = await dataOf(env.other.get(path, { current: 1, size: 100 }));
      expect(
        theirs.records.some((r: { id: string }) => all.records.some((m: { id: string }) => m.id === r.id)),
        path,
      ).toBe(false);
    }
  });
});
