// The purchase screens' operations beyond the standard pattern, each on the caller's tenant's
// records only: a plan enquiry sent as an inquiry sheet (make-send), an order's whole record and a
// supplementary order, a supplier order's record and the materials it still owes, the process
// statistics of an order, a supplier and a period, the materials' last prices, the orders' totals,
// the order number dropdown and the enabled quality standards.
import { toWire } from '../../records.ts';
import type { Row } from '../../store.ts';
import { badRequest, MSG, r, status } from '../../wire.ts';
import { submit } from '../submit.ts';
import type { Call, Handler } from '../../call.ts';
import {
  bodyRow,
  cents,
  fieldText,
  filterRows,
  findVisible,
  required,
  resourceNamed,
  sortRows,
  visibleRows,
  visibleWhere,
  wireMoment,
} from '../common.ts';

/** The caller's record of `name` by the id in the query or body; not found is refused. */
function recordOf(c: Call, name: string): Row {
  const row = findVisible(c, resourceNamed(c, name).table, required(c, 'id'));
  if (!row) throw badRequest(MSG.notFound);
  return row;
}
/** A record's whole answer, as its resource writes it. */
const whole =
  (name: string): Handler =>
  (c) =>
    r(toWire(recordOf(c, name), resourceNamed(c, name).props));

const PLAN = 'eim-purchase/purchaseplanenquiryorder';
const INQUIRY = 'eim-purchase/purchaseinquirysheet';
const ORDER = 'eim-purchase/purchaseorderinfo';
const SUPPLIER_ORDER = 'eim-purchase/purchaseordersupplier';
const MATERIAL = 'eim-purchase/purchaseordermateriel';
const PUBLISHED = 20;

// make-send: the plan enquiry becomes an inquiry sheet under its number, published; once only
// (the sandbox marks the plan sent in a field of its own, never answered).
const makeSend: Handler = (c) => {
  const plan = findVisible(c, resourceNamed(c, PLAN).table, String(bodyRow(c).id ?? required(c, 'id')));
  if (!plan) throw badRequest(MSG.notFound);
  if (plan._sent) throw badRequest('该计划询价单已生成询价单并发送');
  const { enquiryNo, enquiryTitle, purchasePerson, supplierCount, deadlineTime, budgetAmount, remark } = plan;
  submit(
    {
      ...c,
      body: {
        inquiryNo: enquiryNo,
        inquiryTitle: enquiryTitle,
        purchasePerson,
        supplierCount,
        deadlineTime,
        budgetAmount,
        remark,
        status: PUBLISHED,
      },
    },
    resourceNamed(c, INQUIRY),
    false,
  );
  plan._sent = true;
  c.state.changed();
  return status(true);
};

// A supplementary order: a new order (its first state) under the number given.
const supplementaryOrder: Handler = (c) => {
  const body = bodyRow(c);
  if (!fieldText(body.purchaseNo).trim()) throw badRequest(`${MSG.missing}: purchaseNo`);
  const { id: _id, status: _status, ...fields } = body;
  submit({ ...c, body: fields }, resourceNamed(c, ORDER), false);
  return status(true);
};

// The materials of the supplier order's purchase order not wholly received yet.
const awaitingInspection: Handler = (c) => {
  const supplierOrder = recordOf(c, SUPPLIER_ORDER);
  const materials = resourceNamed(c, MATERIAL);
  const owed = visibleWhere(c, materials, 'purchaseOrderId', fieldText(supplierOrder.purchaseOrderId)).filter(
    (m) => Number(m.receivedQuantity ?? 0) < Number(m.quantity ?? 0),
  );
  return r(owed.map((m) => toWire(m, materials.props)));
};

// The process records of an order, of a supplier's orders and of a period (createTime), each optional.
const processStatistics: Handler = (c) => {
  const body = bodyRow(c);
  const process = resourceNamed(c, 'eim-purchase/purchaseorderprocessinfo');
  const [from, to] = [body.beginTime ? wireMoment(body.beginTime) : '', body.endTime ? wireMoment(body.endTime) : ''];
  if (from && to && to < from) throw badRequest('结束时间不能早于开始时间');
  const ordersOfSupplier = body.supplierId
    ? new Set(visibleWhere(c, resourceNamed(c, ORDER), 'supplierId', fieldText(body.supplierId)).map((o) => fieldText(o.id)))
    : undefined;
  const rows = visibleRows(c, process.table).filter(
    (p) =>
      (!body.purchaseOrderId || fieldText(p.purchaseOrderId) === fieldText(body.purchaseOrderId)) &&
      (!ordersOfSupplier || ordersOfSupplier.has(fieldText(p.purchaseOrderId))) &&
      (!from || wireMoment(p.createTime) >= from) &&
      (!to || wireMoment(p.createTime) <= to),
  );
  return r(rows.map((p) => toWire(p, process.props)));
};

// Each material's line of the latest order (order time, then creation) that bought it, of the
// supplier when one is named; only the materials asked for when materielIds names some.
const lastPrices: Handler = (c) => {
  const wanted = new Set(
    fieldText(c.query.materielIds)
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
  const supplier = fieldText(c.query.supplierId);
  const orders = visibleRows(c, resourceNamed(c, ORDER).table).filter((o) => !supplier || fieldText(o.supplierId) === supplier);
  const when = new Map(orders.map((o) => [fieldText(o.id), `${wireMoment(o.orderTime)}|${wireMoment(o.createTime)}`]));
  const materials = resourceNamed(c, MATERIAL);
  const latest = new Map<string, Row>();
  for (const line of visibleRows(c, materials.table)) {
    const [material, order] = [fieldText(line.materielId), fieldText(line.purchaseOrderId)];
    if (!when.has(order) || (wanted.size && !wanted.has(material))) continue;
    const held = latest.get(material);
    if (!held || when.get(order)! > when.get(fieldText(held.purchaseOrderId))!) latest.set(material, line);
  }
  return r([...latest.values()].map((line) => toWire(line, materials.props)));
};

// The orders of a supplier (every supplier when none is named) created in the period, summed.
const orderTotals: Handler = (c) => {
  const orders = resourceNamed(c, ORDER);
  const { supplierId = '', ...period } = c.query; // the period: createTime_dategt / createTime_datelt
  const ofSupplier = visibleRows(c, orders.table).filter((o) => !supplierId || fieldText(o.supplierId) === supplierId);
  const rows = filterRows(ofSupplier, period, orders.props);
  const sum = (field: string) => rows.reduce((total, o) => total + (Number(o[field]) || 0), 0);
  const [totalAmount, paidAmount] = [cents(sum('totalAmount')), cents(sum('paidAmount'))];
  return r({
    orderCount: rows.length,
    totalQuantity: sum('totalQuantity'),
    totalAmount,
    paidAmount,
    unpaidAmount: cents(totalAmount - paidAmount),
  });
};

// The caller's order numbers, newest order first, those starting with purchaseNo when it is given.
const purchaseNumbers: Handler = (c) => {
  const prefix = fieldText(c.query.purchaseNo).trim();
  // Reversed first, so orders of the same second stay newest (last saved) first through the stable sort.
  const numbers = sortRows([...visibleRows(c, resourceNamed(c, ORDER).table)].reverse(), { descs: 'createTime' })
    .map((o) => fieldText(o.purchaseNo))
    .filter((no) => no && no.startsWith(prefix));
  return r([...new Set(numbers)]);
};

// The standards a form may pick: the caller's enabled ones (isEnable 1).
const enabledStandards: Handler = (c) => {
  const standards = resourceNamed(c, 'eim-purchase/purchasequalitystandard');
  return r(
    visibleRows(c, standards.table)
      .filter((s) => fieldText(s.isEnable) === '1')
      .map((s) => toWire(s, standards.props)),
  );
};

export const purchaseLookupSpecials: Record<string, Handler> = {
  'GET /eim-purchase/purchaseorderinfo/last-price-list': lastPrices,
  'GET /eim-purchase/purchaseorderinfo/sum-statistics': orderTotals,
  'GET /eim-purchase/purchaseorderinfo/purchase-number-list': purchaseNumbers,
  'GET /eim-purchase/purchasequalitystandard/select': enabledStandards,
  'POST /eim-purchase/purchaseplanenquiryorder/make-send': makeSend,
  'POST /eim-purchase/purchaseorderinfo/getPurchaseDetail': whole(ORDER),
  'POST /eim-purchase/purchaseorderinfo/saveSupplementaryOrder': supplementaryOrder,
  'GET /eim-purchase/purchaseordersupplier/supplier-detail': whole(SUPPLIER_ORDER),
  'GET /eim-purchase/purchaseordersupplier/quality-materiels': awaitingInspection,
  'POST /eim-purchase/purchaseorderapi/staticPurcechaseOrderProcessInfoList': processStatistics,
};
