// A purchase order's deliver-date change (updatePurchaseOrderDeliverDate) is the named operation
// of the contract (the states it is allowed from, the new date stored on the order) and, as
// BladeX does, writes its history: a deliver-date record with the old and new dates, the reason
// and who changed it, which the order's 交期变更记录 tab lists.
import type { Row } from '../../store.ts';
import { badRequest, formatDate, MSG } from '../../wire.ts';
import { actionHandler } from '../actions.ts';
import { findVisible, scopeOf, type Handler } from '../common.ts';

const ORDER = 'eim-purchase/purchaseorderinfo';
const HISTORY = 'eim-purchase/purchaseorderdeliverdaterecord';

const changeDeliverDate: Handler = (c) => {
  const order = c.state.resources.get(ORDER)!;
  const history = c.state.resources.get(HISTORY)!;
  const body = (c.body && typeof c.body === 'object' ? c.body : {}) as Row;
  const before = body.id !== undefined ? findVisible(c, order.table, String(body.id)) : undefined;
  if (!before) throw badRequest(body.id === undefined ? `${MSG.missing}: id` : MSG.notFound);
  const oldDeliverDate = before.deliverDate ?? '';
  const answer = actionHandler(c.op!, order)(c); // refuses a state the change is not allowed from
  const user = c.state.store.table(scopeOf(c), '@User').get(c.session?.userId ?? '');
  const now = formatDate();
  const record: Row = {
    id: c.state.store.nextId(),
    tenantId: scopeOf(c),
    purchaseOrderId: String(before.id),
    purchaseNo: before.purchaseNo ?? '',
    oldDeliverDate,
    newDeliverDate: before.deliverDate ?? '',
    reason: String(body.reason ?? ''),
    operatePerson: String(user?.realName || user?.account || c.session?.account || ''),
    status: 1,
    isDeleted: 0,
    createUser: c.session?.userId ?? '',
    createDept: c.session?.deptId.split(',')[0] ?? '',
    createTime: now,
    updateUser: c.session?.userId ?? '',
    updateTime: now,
  };
  c.state.store.insert(scopeOf(c), history.table, Object.fromEntries(Object.entries(record).filter(([k]) => k in history.props || k === 'id')));
  c.state.changed();
  return answer;
};

export const purchaseSpecials: Record<string, Handler> = {
  'POST /eim-purchase/purchaseorderinfo/updatePurchaseOrderDeliverDate': changeDeliverDate,
};
