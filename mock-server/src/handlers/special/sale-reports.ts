// The sale area's look-ups and reports offered as operations of its screens (the contract's
// x-blade-resource actions that answer data, not a state change): each reads the caller's
// tenant's records only, so another tenant's devices, rules and orders never show.
import { toWire } from '../../records.ts';
import type { Row } from '../../store.ts';
import { badRequest, formatDate, MSG, r } from '../../wire.ts';
import { submit } from '../submit.ts';
import type { Handler } from '../../call.ts';
import { cents, fieldText, filterRows, findVisibleBy, required, resourceNamed, visibleRows, visibleWhere, wireMoment } from '../common.ts';

const amount = (v: unknown) => Number(v) || 0;

// A device's service of one type (saledeviceservice/detail: deviceCode, serviceType, default 0
// 安装): null when the device has none of that type, as BladeX's getOne answers.
const serviceDetail: Handler = (c) => {
  const code = required(c, 'deviceCode');
  if (!findVisibleBy(c, resourceNamed(c, 'red-sale/saledevice'), 'deviceCode', code)) throw badRequest(MSG.notFound);
  const services = resourceNamed(c, 'red-sale/saledeviceservice');
  const type = c.query.serviceType ?? '0';
  const row = visibleWhere(c, services, 'deviceCode', code).find((s) => fieldText(s.serviceType) === type);
  return r(row ? toWire(row, services.props) : null);
};

// The profit-share rules of a brand and device type (selectSaleRateList): the tenant's rules,
// narrowed by whichever of the two is given.
const saleRates: Handler = (c) => {
  const rules = resourceNamed(c, 'red-sale/saledeviceprofitsharerule');
  const rows = filterRows(
    visibleRows(c, rules.table),
    { brandId: c.query.brandId ?? '', deviceTypeId: c.query.deviceTypeId ?? '' },
    rules.props,
  );
  return r(rows.map((row) => toWire(row, rules.props)));
};

// The goods of the warehouse orders placed in the period (orderTime; either end open) and
// warehouse (its name contains the text asked), summed by product name, largest amount first.
const orderProductReport: Handler = (c) => {
  const from = c.query.startTime ? wireMoment(c.query.startTime) : '';
  const to = c.query.endTime ? wireMoment(c.query.endTime) : '';
  if (from && to && to < from) throw badRequest('结束时间不能早于开始时间');
  const warehouse = c.query.warehouseName?.trim() ?? '';
  const orders = new Set(
    visibleRows(c, resourceNamed(c, 'red-sale/warehouseorder').table)
      .filter((o) => (!from || wireMoment(o.orderTime) >= from) && (!to || wireMoment(o.orderTime) <= to))
      .filter((o) => !warehouse || fieldText(o.warehouseName).includes(warehouse))
      .map((o) => fieldText(o.id)),
  );
  const byProduct = new Map<string, { productName: string; orders: Set<string>; quantity: number; totalAmount: number }>();
  for (const rec of visibleRows(c, resourceNamed(c, 'red-sale/warehouseorderproductrecord').table)) {
    const order = fieldText(rec.warehouseOrderId);
    if (!orders.has(order)) continue;
    const name = fieldText(rec.productName);
    const line = byProduct.get(name) ?? { productName: name, orders: new Set(), quantity: 0, totalAmount: 0 };
    line.orders.add(order);
    line.quantity += amount(rec.quantity);
    line.totalAmount += amount(rec.quantity) * amount(rec.unitPrice);
    byProduct.set(name, line);
  }
  const lines = [...byProduct.values()].map((l) => ({
    productName: l.productName,
    orderCount: l.orders.size,
    quantity: l.quantity,
    totalAmount: cents(l.totalAmount),
  }));
  return r(lines.sort((a, b) => b.totalAmount - a.totalAmount));
};

// Settlement records of a period (defindDateCreateRecord, a GET that writes): one 待结算 record a
// user for the incomes finance has checked (status 2) with incomeTime in the period, days whole.
// A user already settled for the same period gets no second record; nothing to settle is refused.
// (The sandbox's incomes carry no brand, so brandId narrows nothing here.)
const CHECKED = '2';
const createSettlements: Handler = (c) => {
  const start = required(c, 'startDate').slice(0, 10);
  const end = required(c, 'endDate').slice(0, 10);
  if (end < start) throw badRequest('结束日期不能早于开始日期');
  const [from, to] = [`${start} 00:00:00`, `${end} 23:59:59`];
  const records = resourceNamed(c, 'red-sale/salesettlementrecord');
  const settled = new Set(
    visibleRows(c, records.table)
      .filter((s) => wireMoment(s.settlementStartTime) === from && wireMoment(s.settlementEndTime) === to)
      .map((s) => fieldText(s.userId)),
  );
  const byUser = new Map<string, Row[]>();
  for (const income of visibleRows(c, resourceNamed(c, 'red-sale/saleuserincome').table)) {
    const at = wireMoment(income.incomeTime);
    if (fieldText(income.status) !== CHECKED || at < from || at > to || settled.has(fieldText(income.userId))) continue;
    byUser.set(fieldText(income.userId), [...(byUser.get(fieldText(income.userId)) ?? []), income]);
  }
  if (!byUser.size) throw badRequest('所选日期内没有可结算的收入');
  const stamp = formatDate().replace(/\D/g, '').slice(0, 14);
  let n = 0;
  for (const [userId, incomes] of byUser) {
    const body = {
      settlementNo: `JS${stamp}${String(++n).padStart(3, '0')}`,
      userId,
      userName: incomes[0]!.userName,
      settlementStartTime: from,
      settlementEndTime: to,
      orderCount: new Set(incomes.map((i) => fieldText(i.serverOrderNo))).size,
      settlementAmount: cents(incomes.reduce((sum, i) => sum + amount(i.incomeAmount), 0)),
      status: 1,
    };
    submit({ ...c, body }, records, false);
  }
  return r({}, `已生成 ${byUser.size} 条结算记录`);
};

export const saleReportSpecials: Record<string, Handler> = {
  'GET /red-sale/saledeviceservice/detail': serviceDetail,
  'GET /red-sale/saledeviceprofitshareruleApi/selectSaleRateList': saleRates,
  'GET /red-sale/warehouseorder/order-product-report': orderProductReport,
  'GET /red-sale/salesettlementsetting/defindDateCreateRecord': createSettlements,
};
