// region/export-region and export-template: the stock region page's export (region_export) and
// its import dialog's template, opened in a new window like the user exports (the token is the
// `blade-auth` query parameter). Columns are BladeX's RegionExcel, by their header texts.
import { formatDate } from '../../wire.ts';
import type { Handler } from '../../call.ts';
import { filterRows, visibleRows } from '../common.ts';
import { sendSheet, sessionOf } from './user-excel.ts';

/** RegionExcel: header text -> region field. */
const COLUMNS: Array<[header: string, field: string]> = [
  ['区划编号', 'code'],
  ['父区划编号', 'parentCode'],
  ['祖区划编号', 'ancestors'],
  ['区划名称', 'name'],
  ['省级区划编号', 'provinceCode'],
  ['省级名称', 'provinceName'],
  ['市级区划编号', 'cityCode'],
  ['市级名称', 'cityName'],
  ['区级区划编号', 'districtCode'],
  ['区级名称', 'districtName'],
  ['镇级区划编号', 'townCode'],
  ['镇级名称', 'townName'],
  ['村级区划编号', 'villageCode'],
  ['村级名称', 'villageName'],
  ['层级', 'regionLevel'],
  ['排序', 'sort'],
  ['备注', 'remark'],
];
const HEADER = COLUMNS.map(([h]) => h);
/** The query keys the export filters on: the token is not one. */
const FILTERS = ['code', 'name', 'parentCode', 'regionLevel'];

export const regionExportSpecials: Record<string, Handler> = {
  // exportRegion binds a Map: a bare key matches as LIKE.
  'GET /blade-system/region/export-region': (c) => {
    sessionOf(c);
    const res = c.state.resources.get('blade-system/region')!;
    const query = Object.fromEntries(FILTERS.map((k) => [k, c.query[k] ?? '']));
    const regions = filterRows(visibleRows(c, res.table), query, res.props, [], 'like').sort((a, b) =>
      String(a.code).localeCompare(String(b.code)),
    );
    const rows = regions.map((r) => COLUMNS.map(([, f]) => (r[f] == null ? '' : String(r[f]))));
    return sendSheet(c, `行政区划数据${formatDate().replace(/\D/g, '')}`, [HEADER, ...rows], '行政区划数据表');
  },
  'GET /blade-system/region/export-template': (c) => {
    sessionOf(c);
    return sendSheet(c, '行政区划模板', [HEADER], '行政区划表');
  },
};
