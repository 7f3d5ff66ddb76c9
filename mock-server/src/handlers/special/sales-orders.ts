// The sales area's operations beyond the standard pattern, on the caller's tenant's records only:
// a drawing order made for a sales order and sent to design (salesdraworder/make-send); a sales
// order's BOM lines added several at once, and a BOM line's materials (read, and added several at once).
import { toWire } from '../../records.ts';
import { badRequest, MSG, r, status } from '../../wire.ts';
import { createRows } from '../batch.ts';
import { submit } from '../submit.ts';
import type { Handler } from '../../call.ts';
import { bodyRow, fieldText, findVisible, nextNumber, resourceNamed, visibleRows, visibleWhere } from '../common.ts';

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
  const taken = new Set(visibleRows(c, draws.table).map((d) => fieldText(d.drawOrderNo)));
  let drawOrderNo = fieldText(body.drawOrderNo).trim();
  if (drawOrderNo && taken.has(drawOrderNo)) throw badRequest(`图纸单号 ${drawOrderNo} 已存在`);
  drawOrderNo ||= nextNumber('TZ', taken);
  const { id: _id, ...fields } = body;
  submit({ ...c, body: { ...fields, salesOrderId, salesOrderNo: order.salesOrderNo ?? '', drawOrderNo } }, draws, false);
  return status(true);
};

const BOM = 'eim-sales/salesorderbom';

/**
 * A list body of new records each naming a parent of the caller's (`parentField`) and a material of
 * the caller's, the material's `copied` fields taken from its record, never from what the body
 * claims; a row naming either of another tenant or none at all is refused (第 N 行: 数据不存在) and
 * none is saved.
 */
const materialRows =
  (childName: string, parentName: string, parentField: string, copied: string[]): Handler =>
  (c) => {
    const rows = Array.isArray(c.body) ? (c.body as Record<string, unknown>[]) : [];
    const [parents, materials] = [resourceNamed(c, parentName), resourceNamed(c, 'eim-product/materiel')];
    const named = rows.map((row, i) => {
      if (!row || typeof row !== 'object') return row;
      const parent = fieldText(row[parentField]);
      const material = fieldText(row.materielId) ? findVisible(c, materials.table, fieldText(row.materielId)) : undefined;
      if ((parent && !findVisible(c, parents.table, parent)) || (fieldText(row.materielId) && !material))
        throw badRequest(`第 ${i + 1} 行: ${MSG.notFound}`);
      return material ? { ...row, ...Object.fromEntries(copied.map((f) => [f, material[f] ?? row[f] ?? ''])) } : row;
    });
    return createRows(resourceNamed(c, childName))({ ...c, body: named });
  };

// bommateriel: the materials of one of the caller's BOM lines.
const bomMaterials: Handler = (c) => {
  const id = fieldText(c.query.salesOrderBomId).trim();
  if (!id) throw badRequest(`${MSG.missing}: salesOrderBomId`);
  if (!findVisible(c, resourceNamed(c, BOM).table, id)) throw badRequest(MSG.notFound);
  const materials = resourceNamed(c, 'eim-sales/salesorderbommateriel');
  return r(visibleWhere(c, materials, 'salesOrderBomId', id).map((m) => toWire(m, materials.props)));
};

export const salesOrderSpecials: Record<string, Handler> = {
  'POST /eim-sales/salesdraworder/make-send': makeDrawOrder,
  // A sales order's BOM lines, each named by its material (as the BOM's service reads it).
  'POST /eim-sales/salesorderbom/submit-batch': materialRows(BOM, 'eim-sales/salesorder', 'salesOrderId', ['materielName']),
  // A BOM line's materials: code, name, spec and unit from the material.
  'POST /eim-sales/salesorderbommateriel/submit-batch': materialRows('eim-sales/salesorderbommateriel', BOM, 'salesOrderBomId', [
    'materielCode',
    'materielName',
    'specModel',
    'unit',
  ]),
  'GET /eim-sales/salesorderbom/bommateriel': bomMaterials,
};
