// The sale screens' look-ups and reports (operations that answer data), through `prism proxy
// --errors` so every answer is also checked against the contract: a device's tabs and service
// detail, the profit-share rates, the warehouse goods report and the settlement records of a
// period, each for the caller's tenant only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, isViolation, startStack, type Answer, type Stack } from './helpers.ts';

let stack: Stack;
let admin: Client;
let other: Client;
const ok = (a: Answer) => {
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  return a;
};
const data = async (p: Promise<Answer>) => {
  const a = ok(await p);
  expect(a.status, a.text.slice(0, 300)).toBe(200);
  return a.body.data;
};
const refused = async (p: Promise<Answer>) => {
  const a = ok(await p);
  expect(a.status).toBe(400);
  return a.body.msg as string;
};

beforeAll(async () => {
  stack = await startStack({ prism: true });
  admin = new Client(stack.url);
  other = new Client(stack.url);
  await admin.signIn('000000', 'admin', 'admin');
  await other.signIn('100001', 'admin', 'admin');
});
afterAll(() => stack?.stop());

describe('a device', () => {
  it('lists its market staff, service staff, principal and hardware by its code (the view tabs), none of them to another tenant', async () => {
    const device = (await data(admin.get('/red-sale/saledevice/list', { current: 1, size: 1 }))).records[0];
    for (const child of ['saledevicemarket', 'saledevicepersonnel', 'saledeviceprincipal', 'saledevicehardwarerecord']) {
      const mine = (await data(admin.get(`/red-sale/${child}/list`, { deviceCode: device.deviceCode, current: 1, size: 50 }))).records;
      expect(mine.length, child).toBeGreaterThan(0); // seeded under the device (x-blade-sublist by deviceCode)
      expect(mine.every((r: { deviceCode: string }) => r.deviceCode === device.deviceCode)).toBe(true);
      expect((await data(other.get(`/red-sale/${child}/list`, { deviceCode: device.deviceCode, current: 1, size: 50 }))).records).toEqual([]);
    }
  });

  it('answers its service of the type asked (default 安装), null where it has none, and refuses another tenant', async () => {
    const device = (await data(admin.get('/red-sale/saledevice/list', { current: 1, size: 1 }))).records[0];
    await data(admin.post('/red-sale/saledeviceservice/submit', { deviceCode: device.deviceCode, serviceType: 2, remainingTimes: 7 }));
    const upkeep = await data(admin.get('/red-sale/saledeviceservice/detail', { deviceCode: device.deviceCode, serviceType: 2 }));
    expect(upkeep).toMatchObject({ deviceCode: device.deviceCode, serviceType: 2, remainingTimes: 7 });
    const install = await data(admin.get('/red-sale/saledeviceservice/detail', { deviceCode: device.deviceCode }));
    expect(install === null || install.serviceType === 0).toBe(true);
    expect(await refused(other.get('/red-sale/saledeviceservice/detail', { deviceCode: device.deviceCode, serviceType: 2 }))).toBeTruthy();
  });
});

describe('profit-share rates', () => {
  it("lists the tenant's rules, narrowed by brand", async () => {
    const all = await data(admin.get('/red-sale/saledeviceprofitshareruleApi/selectSaleRateList'));
    expect(all.length).toBeGreaterThan(0);
    const brandId = all[0].brandId;
    const ofBrand = await data(admin.get('/red-sale/saledeviceprofitshareruleApi/selectSaleRateList', { brandId }));
    expect(ofBrand.length).toBeGreaterThan(0);
    expect(ofBrand.every((r: { brandId: string }) => r.brandId === brandId)).toBe(true);
    const theirs = await data(other.get('/red-sale/saledeviceprofitshareruleApi/selectSaleRateList'));
    expect(theirs.some((r: { id: string }) => all.some((m: { id: string }) => m.id === r.id))).toBe(false);
  });
});

describe('warehouse goods report', () => {
  it("sums the goods of the period's orders of a warehouse by product, for the caller's tenant only", async () => {
    const order = async (orderNo: string, orderTime: string) => {
      await data(admin.post('/red-sale/warehouseorder/save', { orderNo, orderType: 2, warehouseName: '报表测试仓', orderTime }));
      return (await data(admin.get('/red-sale/warehouseorder/list', { orderNo, current: 1, size: 1 }))).records[0].id as string;
    };
    const inPeriod = await order('WH-RPT-1', '2026-03-10 10:00:00');
    const later = await order('WH-RPT-2', '2026-05-01 10:00:00');
    const line = (warehouseOrderId: string, productName: string, quantity: number, unitPrice: number) =>
      data(admin.post('/red-sale/warehouseorderproductrecord/submit', { warehouseOrderId, productName, quantity, unitPrice }));
    await line(inPeriod, '报表净水器', 2, 100);
    await line(inPeriod, '报表滤芯', 5, 10.5);
    await line(later, '报表净水器', 1, 100);
    const query = { startTime: '2026-03-01 00:00:00', endTime: '2026-03-31 23:59:59', warehouseName: '报表测试' };
    const report = await data(admin.get('/red-sale/warehouseorder/order-product-report', query));
    expect(report).toEqual([
      { productName: '报表净水器', orderCount: 1, quantity: 2, totalAmount: 200 },
      { productName: '报表滤芯', orderCount: 1, quantity: 5, totalAmount: 52.5 },
    ]);
    const whole = await data(admin.get('/red-sale/warehouseorder/order-product-report', { warehouseName: '报表测试仓' }));
    expect(whole[0]).toEqual({ productName: '报表净水器', orderCount: 2, quantity: 3, totalAmount: 300 });
    expect(await data(other.get('/red-sale/warehouseorder/order-product-report', { warehouseName: '报表测试仓' }))).toEqual([]);
    expect(await refused(admin.get('/red-sale/warehouseorder/order-product-report', { startTime: '2026-04-01 00:00:00', endTime: '2026-03-01 00:00:00' }))).toBe('结束时间不能早于开始时间');
  });
});

describe('settlement records of a period', () => {
  it('writes one record a user for the incomes finance checked in the period, once; refuses an empty or reversed period', async () => {
    const income = async (userName: string, amount: number, incomeTime: string, check: boolean) => {
      await data(admin.post('/red-sale/saleuserincome/submit', { userId: `9${userName.length}`, userName, serverOrderNo: `FW-${userName}-${amount}`, incomeType: 1, incomeAmount: amount, incomeTime }));
      const row = (await data(admin.get('/red-sale/saleuserincome/list', { serverOrderNo: `FW-${userName}-${amount}`, current: 1, size: 1 }))).records[0];
      if (check) await data(admin.post('/red-sale/saleuserincome/finance-check', undefined, { id: row.id }));
    };
    await income('结算甲', 120, '2025-02-03 10:00:00', true);
    await income('结算甲', 30.5, '2025-02-27 18:00:00', true);
    await income('结算乙乙', 99, '2025-02-10 09:00:00', false); // not checked: not settled
    await income('结算乙乙', 50, '2025-03-02 09:00:00', true); // outside the period
    const period = { startDate: '2025-02-01', endDate: '2025-02-28' };
    const answer = ok(await admin.get('/red-sale/salesettlementsetting/defindDateCreateRecord', period));
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBe('已生成 1 条结算记录');
    const records = (await data(admin.get('/red-sale/salesettlementrecord/list', { userName: '结算甲', current: 1, size: 10 }))).records;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 1, orderCount: 2, settlementAmount: 150.5, settlementStartTime: '2025-02-01 00:00:00', settlementEndTime: '2025-02-28 23:59:59' });
    expect((await data(admin.get('/red-sale/salesettlementrecord/list', { userName: '结算乙乙', current: 1, size: 10 }))).records).toEqual([]);
    expect(await refused(admin.get('/red-sale/salesettlementsetting/defindDateCreateRecord', period))).toBe('所选日期内没有可结算的收入');
    expect(await refused(other.get('/red-sale/salesettlementsetting/defindDateCreateRecord', period))).toBe('所选日期内没有可结算的收入');
    expect(await refused(admin.get('/red-sale/salesettlementsetting/defindDateCreateRecord', { startDate: '2025-03-01', endDate: '2025-02-01' }))).toBe('结束日期不能早于开始日期');
  });
});
