// The sales area's operations beyond the standard pattern, on the caller's tenant's records only:
// a drawing order made for a sales order and sent to design (salesdraworder/make-send); a sales
// order's BOM lines added several at once, and a BOM line's materials (read, and added several at once).
import { toWire } from '../../records.ts';
import { badRequest, formatDate, MSG, r, status } from '../../wire.ts';
import { createRows } from '../batch.ts';
import { submit } from '../standard.ts';
import { bodyRow, fieldText, findVisible, resourceNamed, visibleRows, visibleWhere, type Handler } from '../common.ts';

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

const BOM = 'eim-sales/salesorderbom';

// submit-batch: the generic list-body create, each line naming its material by the material
// record's name (as the BOM's service reads it), never by what the body claims; a line of a sales
// order or a material the tenant does not have is refused (第 N 行: 数据不存在) and none is saved.
const addBomLines: Handler = (c) => {
  const lines = Array.isArray(c.body) ? (c.body as Record<string, unknown>[]) : [];
  const [orders, materials] = [resourceNamed(c, 'eim-sales/salesorder'), resourceNamed(c, 'eim-product/materiel')];
  const named = lines.map((line, i) => {
    if (!line || typeof line !== 'object') return line;
    const order = fieldText(line.salesOrderId);
    const material = fieldText(line.materielId) ? findVisible(c, materials.table, fieldText(line.materielId)) : undefined;
    if ((order && !findVisible(c, orders.table, order)) || (fieldText(line.materielId) && !material)) throw badRequest(`第 ${i + 1} 行: ${MSG.notFound}`);
    return material ? { ...line, materielName: material.materielName ?? '' } : line;
  });
  return createRows(resourceNamed(c, BOM))({ ...c, body: named });
};

// salesorderbommateriel/submit-batch: materials of BOM lines, each naming one of the caller's lines
// and materials (its code, name, spec and unit copied from the material record); one refused
// (第 N 行: 数据不存在) saves none.
const addLineMaterials: Handler = (c) => {
  const rows = Array.isArray(c.body) ? (c.body as Record<string, unknown>[]) : [];
  const [lines, materials] = [resourceNamed(c, BOM), resourceNamed(c, 'eim-product/materiel')];
  const named = rows.map((row, i) => {
    if (!row || typeof row !== 'object') return row;
    const line = fieldText(row.salesOrderBomId);
    const material = fieldText(row.materielId) ? findVisible(c, materials.table, fieldText(row.materielId)) : undefined;
    if ((line && !findVisible(c, lines.table, line)) || (fieldText(row.materielId) && !material)) throw badRequest(`第 ${i + 1} 行: ${MSG.notFound}`);
    if (!material) return row;
    const { materielCode, materielName, specModel, unit } = material;
    return { ...row, materielCode: materielCode ?? '', materielName: materielName ?? '', specModel: specModel ?? '', unit: unit ?? row.unit ?? '' };
  });
  return createRows(resourceNamed(c, 'eim-sales/salesorderbommateriel'))({ ...c, body: named });
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
  'POST /eim-sales/salesorderbom/submit-batch': addBomLines,
  'POST /eim-sales/salesorderbommateriel/submit-batch': addLineMaterials,
  'GET /eim-sales/salesorderbom/bommateriel': bomMaterials,
};
