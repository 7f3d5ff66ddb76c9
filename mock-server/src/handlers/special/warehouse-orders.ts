// A warehouse order edited with its goods in one call (red-sale warehouseorder/edit): the order's
// fields as given, its goods lines (its 商品记录) replaced by the body's `products`, its 商品数量
// and 订单金额 summed from them. Only an order still 待出库, of the caller's tenant; every line
// names a good of the caller's. Refused whole before anything is written.
import { badRequest, MSG, status } from '../../wire.ts';
import { newRows } from '../batch.ts';
import { submit } from '../submit.ts';
import type { Call, Handler } from '../../call.ts';
import { bodyRow, cents, fieldText, findVisible, resourceNamed, scopeOf, visibleWhere } from '../common.ts';

const ORDERS = 'red-sale/warehouseorder';
const LINES = 'red-sale/warehouseorderproductrecord';
const GOODS = 'red-sale/saleproduct';
/** The order's fields the edit may change (its number, type and state are kept). */
const EDITABLE = ['warehouseName', 'customerName', 'orderTime', 'remark'];
const WAITING = 1; // 待出库

const editWithGoods: Handler = (c: Call) => {
  const body = bodyRow(c);
  const [orders, lines] = [resourceNamed(c, ORDERS), resourceNamed(c, LINES)];
  const order = findVisible(c, orders.table, fieldText(body.id));
  if (!order) throw badRequest(MSG.notFound);
  if (Number(order.status) !== WAITING) throw badRequest(MSG.badState);
  // Every line checked before any is written: a good of the caller's, the line's own fields storable.
  const goods = resourceNamed(c, GOODS).table;
  const rows = newRows(c, lines, body.products, (line) => {
    if (!findVisible(c, goods, fieldText(line.productId))) throw badRequest(MSG.notFound);
    return { ...line, warehouseOrderId: String(order.id) };
  });
  const table = c.state.store.table(scopeOf(c), lines.table);
  for (const old of visibleWhere(c, lines, 'warehouseOrderId', String(order.id))) table.delete(String(old.id));
  for (const row of rows) submit({ ...c, body: row }, lines, false);
  const quantity = rows.reduce((n, r) => n + (Number(r.quantity) || 0), 0);
  const amount = cents(rows.reduce((n, r) => n + (Number(r.quantity) || 0) * (Number(r.unitPrice) || 0), 0));
  const fields = Object.fromEntries(EDITABLE.filter((k) => k in body).map((k) => [k, body[k]]));
  submit({ ...c, body: { ...fields, id: order.id, productCount: quantity, totalAmount: amount } }, orders, true);
  return status(true);
};

export const warehouseOrderSpecials: Record<string, Handler> = {
  'POST /red-sale/warehouseorder/edit': editWithGoods,
};
