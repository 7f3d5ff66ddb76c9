// Bindings kept on a record's tabs (x-blade-sublist with operations: x-blade-resource `tab`):
// - a mall category's goods (a good's categoryId: the 已绑定商品 tab, mallcategory/product-list)
//   and device models (kept apart from the model, as BladeX keeps them in a relation: the
//   已绑定型号 tab, mallcategory/mode-list); a model or good is under one category at a time;
// - a device's market staff and persons in charge (saledevicemarket, saledeviceprincipal records,
//   the device's 市场人员 and 负责人 tabs): binding adds a record and sets the device's field,
//   unbinding deletes the records and clears the field where it named that person.
// Every record named is looked up in the caller's tenant only; an unknown one refuses the call.
import type { Row } from '../../store.ts';
import { badRequest, formatDate, MSG, r, status } from '../../wire.ts';
import { actionHandler } from '../actions.ts';
import { submit } from '../submit.ts';
import type { Call, Handler } from '../../call.ts';
import { bodyRow, fieldText, findVisible, findVisibleBy, required, resourceNamed, scopeOf, visibleRows } from '../common.ts';
import { toWire } from '../../records.ts';
import { MODE_CATEGORY } from '../../seed/mode-categories.ts';

const PRODUCTS = 'red-sale/saleproduct';
const MODES = 'red-sale/saledevicemode';
const CATEGORIES = 'red-sale/mallcategory';
const DEVICES = 'red-sale/saledevice';

/** The records of `resource` named by comma-separated ids, all of the caller's tenant, else refused. */
function rowsNamed(c: Call, resource: string, ids: string): Row[] {
  const table = resourceNamed(c, resource).table;
  const rows = ids
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id) => findVisible(c, table, id));
  if (!rows.length || rows.some((row) => !row)) throw badRequest(MSG.notFound);
  return rows as Row[];
}

/** Files goods (`bind-product`, `bind-all-product`) or models (`bind-mode`) under a category the contract's action finds. */
const fileUnder =
  (resource: string, idsField: string | 'all', field: string): Handler =>
  (c) => {
    const body = bodyRow(c);
    const chosen =
      idsField === 'all' ? visibleRows(c, resourceNamed(c, resource).table) : rowsNamed(c, resource, fieldText(body[idsField]));
    const answer = actionHandler(c.op!, resourceNamed(c, c.op!.xb!.resource))(c);
    for (const row of chosen) row[field] = String(body.categoryId);
    c.state.changed();
    return answer;
  };

/** Takes the named goods or models out of their category. */
const unfile =
  (resource: string, field: string): Handler =>
  (c) => {
    for (const row of rowsNamed(c, resource, required(c, 'ids'))) row[field] = '';
    c.state.changed();
    return status(true);
  };

/** The 已绑定型号 tab: the models bound to a category of the caller's tenant. */
const modesOfCategory: Handler = (c) => {
  const categoryId = required(c, 'categoryId');
  if (!findVisible(c, resourceNamed(c, CATEGORIES).table, categoryId)) throw badRequest(MSG.notFound);
  const modes = resourceNamed(c, MODES);
  return r(
    visibleRows(c, modes.table)
      .filter((m) => fieldText(m[MODE_CATEGORY]) === categoryId)
      .map((m) => toWire(m, modes.props)),
  );
};

/** A device's market staff bound: a saledevicemarket record (the user's name copied) and the device's marketUserId. */
const bindMarket: Handler = (c) => {
  const body = bodyRow(c);
  const device = findVisibleBy(c, resourceNamed(c, DEVICES), 'deviceCode', required(c, 'deviceCode'));
  const user = findVisible(c, '@User', required(c, 'marketUserId'));
  if (!device || !user) throw badRequest(MSG.notFound);
  const answer = submit(
    {
      ...c,
      body: {
        deviceCode: device.deviceCode,
        marketUserId: user.id,
        marketUserName: user.realName ?? user.name ?? '',
        bindTime: formatDate(),
        remark: body.remark ?? '',
      },
    },
    resourceNamed(c, c.op!.xb!.resource),
    false,
  );
  device.marketUserId = user.id;
  c.state.changed();
  return answer;
};

/** Deletes the named binding records of one kind and clears the device field that named their person. */
const unbindStaff =
  (userField: string): Handler =>
  (c) => {
    const res = resourceNamed(c, c.op!.xb!.resource);
    const rows = rowsNamed(c, res.name, required(c, 'ids'));
    const table = c.state.store.table(scopeOf(c), res.table);
    const devices = resourceNamed(c, DEVICES);
    for (const row of rows) {
      table.delete(String(row[res.key]));
      const device = findVisibleBy(c, devices, 'deviceCode', fieldText(row.deviceCode));
      if (device && fieldText(device[userField]) === fieldText(row[userField])) device[userField] = '';
    }
    c.state.changed();
    return status(true);
  };

export const saleBindingSpecials: Record<string, Handler> = {
  'POST /red-sale/mallcategory/bind-product': fileUnder(PRODUCTS, 'productIds', 'categoryId'),
  'POST /red-sale/mallcategory/bind-all-product': fileUnder(PRODUCTS, 'all', 'categoryId'),
  'POST /red-sale/mallcategory/unbind-product': unfile(PRODUCTS, 'categoryId'),
  'POST /red-sale/mallcategory/bind-mode': fileUnder(MODES, 'modeIds', MODE_CATEGORY),
  'POST /red-sale/mallcategory/unbind-mode': unfile(MODES, MODE_CATEGORY),
  'GET /red-sale/mallcategory/mode-list': modesOfCategory,
  'POST /red-sale/saledevicemarket/bind': bindMarket,
  'POST /red-sale/saledevicemarket/unbind': unbindStaff('marketUserId'),
  'POST /red-sale/saledeviceprincipal/unbind': unbindStaff('principalUserId'),
};
