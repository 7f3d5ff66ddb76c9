// The purchase screens' operations beyond the standard pattern, each on the caller's tenant's
// records only: a plan enquiry sent as an inquiry sheet (make-send), an order's whole record and a
// supplementary order, a supplier order's record and the materials it still owes, and the process
// statistics of an order, a supplier and a period.
import { toWire } from '../../records.ts';
import type { Row } from '../../store.ts';
import { badRequest, MSG, r, status } from '../../wire.ts';
import { submit } from '../standard.ts';
import { bodyRow, fieldText, findVisible, required, resourceNamed, visibleRows, visibleWhere, wireMoment, type Call, type Handler } from '../common.ts';

/** The caller's record of `name` by the id in the query or body; not found is refused. */
function recordOf(c: Call, name: string): Row {
  const row = findVisible(c, resourceNamed(c, name).table, required(c, 'id'));
  if (!row) throw badRequest(MSG.notFound);
  return row;
}
/** A record's whole answer, as its resource writes it. */
const whole = (name: string): Handler => (c) => r(toWire(recordOf(c, name), resourceNamed(c, name).props));

const PLAN = 'eim-purchase/purchaseplanenquiryorder';
const INQUIRY = 'eim-purchase/purchaseinquirysheet';
const ORDER = 'eim-purchase/purchaseorderinfo';
const SUPPLIER_ORDER = 'eim-purchase/purchaseordersupplier';
const PUBLISHED = 20;

// make-send: the plan enquiry becomes an inquiry sheet under its number, published; once only
// (the sandbox marks the plan sent in a field of its own, never answered).
const makeSend: Handler = (c) => {
  const plan = findVisible(c, resourceNamed(c, PLAN).table, String(bodyRow(c).id ?? required(c, 'id')));
  if (!plan) throw badRequest(MSG.notFound);
  if (plan._sent) throw badRequest('该计划询价单已生成询价单并发送');
  const { enquiryNo, enquiryTitle, purchasePerson, supplierCount, deadlineTime, budgetAmount, remark } = plan;
  submit({ ...c, body: { inquiryNo: enquiryNo, inquiryTitle: enquiryTitle, purchasePerson, supplierCount, deadlineTime, budgetAmount, remark, status: PUBLISHED } }, resourceNamed(c, INQUIRY), false);
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
  const materials = resourceNamed(c, 'eim-purchase/purchaseordermateriel');
  const owed = visibleWhere(c, materials, 'purchaseOrderId', fieldText(supplierOrder.purchaseOrderId))
    .filter((m) => Number(m.receivedQuantity ?? 0) < Number(m.quantity ?? 0));
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
  const rows = visibleRows(c, process.table).filter((p) =>
    (!body.purchaseOrderId || fieldText(p.purchaseOrderId) === fieldText(body.purchaseOrderId)) &&
    (!ordersOfSupplier || ordersOfSupplier.has(fieldText(p.purchaseOrderId))) &&
    (!from || wireMoment(p.createTime) >= from) && (!to || wireMoment(p.createTime) <= to));
  return r(rows.map((p) => toWire(p, process.props)));
};

export const purchaseLookupSpecials: Record<string, Handler> = {
  'POST /eim-purchase/purchaseplanenquiryorder/make-send': makeSend,
  'POST /eim-purchase/purchaseorderinfo/getPurchaseDetail': whole(ORDER),
  'POST /eim-purchase/purchaseorderinfo/saveSupplementaryOrder': supplementaryOrder,
  'GET /eim-purchase/purchaseordersupplier/supplier-detail': whole(SUPPLIER_ORDER),
  'GET /eim-purchase/purchaseordersupplier/quality-materiels': awaitingInspection,
  'POST /eim-purchase/purchaseorderapi/staticPurcechaseOrderProcessInfoList': processStatistics,
};
