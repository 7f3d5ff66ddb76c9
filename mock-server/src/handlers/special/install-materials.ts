// Install materials (blade-system/dict-biz selectInstallMaterialList, insertInstallMaterial): the
// entries of the caller's business dictionary install_material, the materials a service order's
// install content (red-sale/saleserverorderinstallcontent) picks from. A new one is an entry of
// that dictionary, saved as the dictionary screen saves one (a key once per dictionary).
import { toWire } from '../../records.ts';
import type { Row } from '../../store.ts';
import { badRequest, MSG, r, status } from '../../wire.ts';
import type { Call, Handler } from '../../call.ts';
import { bodyRow, fieldText, resourceNamed, visibleRows, visibleWhere } from '../common.ts';
import { entriesOf, isParent, submitEntry } from './dict.ts';

const DICT = 'blade-system/dict-biz';
const CODE = 'install_material';
const INSTALL_CONTENT = 'red-sale/saleserverorderinstallcontent';

/** The entries, narrowed to those a service order's install content names and to the keys listed. */
function list(c: Call, filters: Row): unknown {
  let rows = entriesOf(c, DICT, fieldText(filters.code) || CODE);
  const order = fieldText(filters.serverOrderId);
  if (order) {
    const used = new Set(
      visibleWhere(c, resourceNamed(c, INSTALL_CONTENT), 'serverOrderId', order).map((row) => fieldText(row.installMaterialId)),
    );
    rows = rows.filter((d) => used.has(String(d.id)));
  }
  const keys = fieldText(filters.dictKeys)
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (keys.length) rows = rows.filter((d) => keys.includes(fieldText(d.dictKey)));
  const props = resourceNamed(c, DICT).props;
  return r(rows.map((d) => toWire(d, props)));
}

/** A new entry of install_material, under the dictionary's parent row (made when the tenant has none). */
const insert: Handler = (c) => {
  const body = bodyRow(c);
  for (const field of ['dictKey', 'dictValue']) if (!fieldText(body[field]).trim()) throw badRequest(`${MSG.missing}: ${field}`);
  let parent = visibleRows(c, DICT).find((d) => d.code === CODE && isParent(d));
  if (!parent) {
    submitEntry(
      { ...c, body: { parentId: '0', code: CODE, dictKey: '-1', dictValue: '安装材料', sort: 99, isSealed: 0, remark: '' } },
      DICT,
    );
    parent = visibleRows(c, DICT).find((d) => d.code === CODE && isParent(d))!;
  }
  const { dictKey, dictValue, sort, remark } = body;
  submitEntry(
    {
      ...c,
      body: {
        parentId: String(parent.id),
        code: CODE,
        dictKey: fieldText(dictKey).trim(),
        dictValue,
        sort: sort ?? 0,
        remark: remark ?? '',
        isSealed: 0,
      },
    },
    DICT,
  );
  return status(true);
};

export const installMaterialSpecials: Record<string, Handler> = {
  'GET /blade-system/dict-biz/selectInstallMaterialList': (c) => list(c, c.query),
  'POST /blade-system/dict-biz/selectInstallMaterialList': (c) => list(c, bodyRow(c)),
  'POST /blade-system/dict-biz/insertInstallMaterial': insert,
};
