// The sales area's operations beyond the standard pattern, on the caller's tenant's records only:
// a drawing order made for a sales order and sent to design (salesdraworder/make-send).
import { badRequest, formatDate, MSG, status } from '../../wire.ts';
import { submit } from '../standard.ts';
import { bodyRow, fieldText, findVisible, resourceNamed, visibleRows, type Handler } from '../common.ts';

const DRAW = 'eim-sales/salesdraworder';

// make-send: the drawing order carries its sales order's number (copied, not trusted from the
// body); without a number of its own it gets the next TZ<date><seq> of the caller's tenant.
const makeDrawOrder: Handler = (c) => {
  const body = bodyRow(c);
  const salesOrderId = fieldText(body.salesOrderId).trim();
  if (!salesOrderId) throw badRequest(`${MSG.missing}: salesOrderId`);
  const order = findVisible(c, resourceNamed(c, 'eim-sales/salesorder').table, salesOrderId);
  if (!order) throw badRequest(MSG.notFound);
  const draws = resourceNamed(c, DRAW);
  const day = formatDate().slice(0, 10).replace(/-/g, '');
  const taken = new Set(visibleRows(c, draws.table).map((d) => fieldText(d.drawOrderNo)));
  let drawOrderNo = fieldText(body.drawOrderNo).trim();
  if (drawOrderNo && taken.has(drawOrderNo)) throw badRequest(`图纸单号 ${drawOrderNo} 已存在`);
  for (let seq = taken.size + 1; !drawOrderNo || taken.has(drawOrderNo); seq++) drawOrderNo = `TZ${day}${String(seq).padStart(4, '0')}`;
  const { id: _id, ...fields } = body;
  submit({ ...c, body: { ...fields, salesOrderId, salesOrderNo: order.salesOrderNo ?? '', drawOrderNo } }, draws, false);
  return status(true);
};

export const salesOrderSpecials: Record<string, Handler> = {
  'POST /eim-sales/salesdraworder/make-send': makeDrawOrder,
};
