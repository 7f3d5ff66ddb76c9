// region/import-region: the stock region page's Excel import (multipart `file`, `isCovered`
// 1 overwrites regions that exist, 0 refuses them). The header row names the columns by the
// Region fields' titles (区划编号, 父区划编号, 区划名称, 层级...: BladeX's RegionExcel) or by the
// field names; what a row leaves out (ancestors, level, the province/city... columns) is
// worked out from its parent, so a minimal sheet of 区划编号/父区划编号/区划名称 imports.
import type { Row } from '../../store.ts';
import { badRequest, status } from '../../wire.ts';
import type { Handler } from '../../call.ts';
import { scopeOf, visibleRows } from '../common.ts';
import { columnsByTitle, uploadedSheet } from './uploaded-sheet.ts';

const LEVELS = ['province', 'city', 'district', 'town', 'village'];

/** A region row from a sheet row, completed from its parent. */
function regionOf(values: Row, parent: Row | undefined, line: number): Row {
  const code = String(values.code ?? '');
  const name = String(values.name ?? '');
  const parentCode = String(values.parentCode || parent?.code || '');
  if (!code || !name || !parentCode) throw badRequest(`第${line}行: 区划编号、父区划编号与区划名称不能为空`);
  if (!parent && parentCode !== '00') throw badRequest(`第${line}行: 父区划编号 ${parentCode} 不存在`);
  const level =
    values.regionLevel === undefined || values.regionLevel === '' ? Number(parent?.regionLevel ?? 0) + 1 : Number(values.regionLevel);
  if (!Number.isInteger(level) || level < 0 || level > 5) throw badRequest(`第${line}行: 层级须为 0 到 5`);
  const row: Row = {
    code,
    parentCode,
    name,
    regionLevel: level,
    ancestors: parent ? `${parent.ancestors},${parentCode}` : parentCode,
    sort: Number(values.sort) || 1,
    remark: String(values.remark ?? ''),
  };
  for (const l of LEVELS) {
    row[`${l}Code`] = String(values[`${l}Code`] || parent?.[`${l}Code`] || '');
    row[`${l}Name`] = String(values[`${l}Name`] || parent?.[`${l}Name`] || '');
  }
  if (level >= 1) Object.assign(row, { [`${LEVELS[level - 1]}Code`]: code, [`${LEVELS[level - 1]}Name`]: name });
  for (const [k, v] of Object.entries(values)) if (!(k in row) && v !== '') row[k] = v;
  return row;
}

export const regionImport: Handler = async (c) => {
  const res = c.state.resources.get('blade-system/region')!;
  const covered = c.query.isCovered === '1' || c.query.isCovered === 'true';
  const [header = [], ...lines] = await uploadedSheet(c);
  const columns = columnsByTitle(header, res);
  if (!columns.includes('code') || !columns.includes('name')) throw badRequest('Excel 表头须包含 区划编号 与 区划名称');
  const known = new Map(visibleRows(c, res.table).map((r) => [String(r.code), r]));
  const imported = new Map<string, Row>();
  // Parents before children, whatever the order of the sheet.
  const parsed = lines.map((cells, i) => ({
    line: i + 2,
    values: Object.fromEntries(columns.map((k, j) => [k, cells[j] ?? '']).filter(([k]) => k)) as Row,
  }));
  parsed.sort((a, b) => String(a.values.code ?? '').length - String(b.values.code ?? '').length);
  for (const { line, values } of parsed) {
    const code = String(values.code ?? '');
    if (!covered && known.has(code)) throw badRequest(`第${line}行: 区划编号 ${code} 已存在 (覆盖导入请选择"是")`);
    const parentCode = String(values.parentCode ?? '');
    imported.set(code, regionOf(values, imported.get(parentCode) ?? known.get(parentCode), line));
  }
  if (!imported.size) throw badRequest('Excel 文件中没有区划数据');
  const table = c.state.store.table(scopeOf(c), res.table);
  for (const [code, row] of imported) table.set(code, { ...table.get(code), ...row });
  c.state.changed();
  return status(true);
};
