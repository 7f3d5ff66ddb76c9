// Purchase orders. A deliver-date change (updatePurchaseOrderDeliverDate) is the named operation
// of the contract (the states it is allowed from, the new date stored on the order) and, as
// BladeX does, writes its history: a deliver-date record with the old and new dates, the reason
// and who changed it, which the order's 交期变更记录 tab lists. A unit price change
// (updatePurchaseOrderProductPrice) prices one of the order's material lines again, and the
// order's amount with it. A draft's save stamps its time.
import type { Row } from '../../store.ts';
import { badRequest, formatDate, MSG, status } from '../../wire.ts';
import { actionHandler } from '../actions.ts';
import { submit } from '../submit.ts';
import type { Handler } from '../../call.ts';
import {
  bodyRow,
  cents,
  fieldText,
  findVisible,
  nextNumber,
  required,
  resourceNamed,
  scopeOf,
  visibleRows,
  visibleWhere,
  writeAnswer,
} from '../common.ts';
import { columnsByTitle, uploadedSheet } from './uploaded-sheet.ts';

const ORDER = 'eim-purchase/purchaseorderinfo';
const HISTORY = 'eim-purchase/purchaseorderdeliverdaterecord';
const LINES = 'eim-purchase/purchaseordermateriel';

const changeDeliverDate: Handler = (c) => {
  const order = c.state.resources.get(ORDER)!;
  const history = c.state.resources.get(HISTORY)!;
  const body = (c.body && typeof c.body === 'object' ? c.body : {}) as Row;
  const before = body.id !== undefined ? findVisible(c, order.table, String(body.id)) : undefined;
  if (!before) throw badRequest(body.id === undefined ? `${MSG.missing}: id` : MSG.notFound);
  const oldDeliverDate = before.deliverDate ?? '';
  const answer = actionHandler(c.op!, order)(c); // refuses a state the change is not allowed from
  const user = c.state.store.table(scopeOf(c), '@User').get(c.session?.userId ?? '');
  // Saved as any new record is (its id, tenant, creator and times: standard.ts submit).
  const record: Row = {
    purchaseOrderId: String(before.id),
    purchaseNo: before.purchaseNo ?? '',
    oldDeliverDate,
    newDeliverDate: before.deliverDate ?? '',
    reason: String(body.reason ?? ''),
    operatePerson: String(user?.realName || user?.account || c.session?.account || ''),
  };
  submit({ ...c, body: record }, history, false);
  return answer;
};

// The new unit price of one material of the order (a material it has no line of is refused):
// each line of that material is priced again (amount = quantity x price), and the order's amount
// becomes the sum of its lines'. Allowed in the states the contract names (actionHandler).
const changeUnitPrice: Handler = (c) => {
  const id = required(c, 'id');
  const materielId = required(c, 'materielId');
  const price = Number(required(c, 'unitPrice'));
  if (!Number.isFinite(price) || price < 0) throw badRequest(`参数错误: unitPrice`);
  const order = resourceNamed(c, ORDER);
  const row = findVisible(c, order.table, id);
  if (!row) throw badRequest(MSG.notFound);
  actionHandler(c.op!, order)(c); // refuses a state the change is not allowed from (it changes nothing)
  const lines = visibleWhere(c, resourceNamed(c, LINES), 'purchaseOrderId', id);
  const priced = lines.filter((line) => fieldText(line.materielId) === materielId);
  if (!priced.length) throw badRequest(MSG.notFound);
  for (const line of priced) Object.assign(line, { unitPrice: price, amount: cents(Number(line.quantity ?? 0) * price) });
  row.totalAmount = cents(lines.reduce((sum, line) => sum + Number(line.amount ?? 0), 0));
  c.state.changed();
  return writeAnswer(c, row, order); // the order as it is now, its new amount included
};

// 导入采购订单 (uploadPurchaseOrder): a workbook's first sheet, one order a row under a header of the
// order's field titles as the contract gives them (采购单号, 供应商名称...). Every row is checked
// before any is saved; each is then saved as a new order is (its first state, the caller's tenant).
const importOrders: Handler = async (c) => {
  const orders = c.state.resources.get(ORDER)!;
  const [header = [], ...lines] = await uploadedSheet(c);
  const fields = columnsByTitle(header, orders);
  if (!fields.includes('purchaseNo')) throw badRequest('Excel 表头须包含 采购单号');
  const rows = lines
    .filter((cells) => cells.some((v) => String(v ?? '').trim() !== ''))
    .map((cells, i) => {
      const row = Object.fromEntries(
        fields.map((f, j) => [f, cells[j] ?? '']).filter(([f, v]) => f && f !== 'status' && f !== 'id' && v !== ''),
      ) as Row;
      if (!row.purchaseNo) throw badRequest(`第 ${i + 2} 行缺少采购单号`);
      return row;
    });
  if (!rows.length) throw badRequest('Excel 文件中没有采购订单');
  for (const row of rows) submit({ ...c, body: row }, orders, false);
  return status(true);
};

// A purchase order draft's save: stamped with the moment it was saved; a new one without a number
// gets the next CGCG<date><seq> of the caller's tenant (a draft is kept, never removed).
const saveDraft: Handler = (c) => {
  const drafts = resourceNamed(c, 'eim-purchase/purchaseorderdraft');
  const body = bodyRow(c);
  let draftNo = fieldText(body.draftNo).trim();
  if (!draftNo && !body.id) draftNo = nextNumber('CGCG', new Set(visibleRows(c, drafts.table).map((d) => fieldText(d.draftNo))));
  return submit({ ...c, body: { ...body, ...(draftNo ? { draftNo } : {}), saveTime: formatDate() } }, drafts, false);
};

export const purchaseSpecials: Record<string, Handler> = {
  'POST /eim-purchase/purchaseorderdraft/save': saveDraft,
  'POST /eim-purchase/purchaseorderinfo/uploadPurchaseOrder': importOrders,
  'POST /eim-purchase/purchaseorderinfo/updatePurchaseOrderDeliverDate': changeDeliverDate,
  'POST /eim-purchase/purchaseorderinfo/updatePurchaseOrderProductPrice': changeUnitPrice,
};
