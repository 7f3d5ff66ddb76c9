// region/import-region, the stock region page's Excel import:
// a real .xlsx (deflated zip of the sheet XML) built here, imported, then read back through the
// region select and lazy tree (the reads through Prism).
import { writeZip } from '../src/zip.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, isViolation, startStack, type Answer, type Stack } from './helpers.ts';

let stack: Stack;
let admin: Client;

/** An .xlsx (deflated, as Excel writes it) whose first sheet holds `rows`: header texts as shared strings, the rest inline. */
function xlsx(rows: string[][]): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const col = (i: number) => String.fromCharCode(65 + i);
  const shared = rows[0];
  const sheetRows = rows.map(
    (cells, r) =>
      `<row r="${r + 1}">${cells.map((v, i) => (r === 0 ? `<c r="${col(i)}${r + 1}" t="s"><v>${i}</v></c>` : `<c r="${col(i)}${r + 1}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`)).join('')}</row>`,
  );
  return writeZip(
    Object.entries({
      '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      'xl/workbook.xml': '<?xml version="1.0"?><workbook><sheets><sheet name="区划" sheetId="1"/></sheets></workbook>',
      'xl/sharedStrings.xml': `<?xml version="1.0"?><sst>${shared.map((s) => `<si><t>${esc(s)}</t></si>`).join('')}</sst>`,
      'xl/worksheets/sheet1.xml': `<?xml version="1.0"?><worksheet><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
    }),
    { deflate: true },
  );
}

/**
 * Prism's proxy passes a multipart body on as text, so a binary .xlsx reaches the sandbox
 * corrupted: those uploads go to the sandbox directly; a text upload goes through Prism.
 */
async function importRegions(file: Buffer, isCovered: number, name = 'region.xlsx', via: 'prism' | 'direct' = 'direct'): Promise<Answer> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([file], { type: name.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv' }),
    name,
  );
  const c = via === 'prism' ? admin : Object.assign(new Client(stack.direct), { token: admin.token });
  const a = await c.call('POST', '/blade-system/region/import-region', { query: { isCovered }, raw: form });
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  return a;
}
const data = async (p: Promise<Answer>) => {
  const a = await p;
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  return a.body.data;
};

beforeAll(async () => {
  stack = await startStack({ prism: true });
  admin = new Client(stack.url);
  await admin.signIn('000000', 'admin', 'admin');
}, 120000);
beforeEach(async () => {
  await fetch(`${stack.direct}/__sandbox/reset`, { method: 'POST' });
  await admin.signIn('000000', 'admin', 'admin');
});
afterAll(() => stack?.stop());

describe('region/import-region', () => {
  it('imports a sheet (children before parents too), completing each row from its parent', async () => {
    const sheet = xlsx([
      ['区划编号', '父区划编号', '区划名称', '排序', '备注'],
      ['440306001', '440306', '新安街道', '1', ''],
      ['440306', '4403', '宝安区', '3', '深圳西部'],
    ]);
    const a = await importRegions(sheet, 0);
    expect(a.status, a.text).toBe(200);
    expect(a.body).toMatchObject({ code: 200, success: true, data: {} });
    const districts = await data(admin.get('/blade-system/region/select', { code: '4403' }));
    expect(districts.find((r: { code: string }) => r.code === '440306')).toMatchObject({
      name: '宝安区',
      parentCode: '4403',
      ancestors: '00,44,4403',
      regionLevel: 3,
      sort: 3,
      remark: '深圳西部',
      provinceName: '广东省',
      cityCode: '4403',
      cityName: '深圳市',
      districtCode: '440306',
      districtName: '宝安区',
    });
    const towns = await data(admin.get('/blade-system/region/select', { code: '440306' }));
    expect(towns).toMatchObject([
      { code: '440306001', name: '新安街道', regionLevel: 4, ancestors: '00,44,4403,440306', townName: '新安街道', districtName: '宝安区' },
    ]);
    const lazy = await data(admin.get('/blade-system/region/lazy-tree', { parentCode: '4403' }));
    expect(lazy.find((n: { id: string }) => n.id === '440306')).toMatchObject({ title: '宝安区', hasChildren: true });
  });

  it('isCovered 1 overwrites an existing region; 0 refuses it and saves nothing of the sheet', async () => {
    const sheet = xlsx([
      ['区划编号', '父区划编号', '区划名称'],
      ['440307', '4403', '龙岗区'],
      ['440305', '4403', '南山区(新)'],
    ]);
    const refused = await importRegions(sheet, 0);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('第3行: 区划编号 440305 已存在 (覆盖导入请选择"是")');
    expect((await data(admin.get('/blade-system/region/select', { code: '4403' }))).map((r: { code: string }) => r.code)).not.toContain(
      '440307',
    );

    expect((await importRegions(sheet, 1)).status).toBe(200);
    const cities = await data(admin.get('/blade-system/region/select', { code: '4403' }));
    expect(cities.find((r: { code: string }) => r.code === '440305').name).toBe('南山区(新)');
    expect(cities.map((r: { code: string }) => r.code)).toContain('440307');
    // the overwritten district keeps its streets
    expect((await data(admin.get('/blade-system/region/select', { code: '440305' }))).length).toBeGreaterThan(0);
  });

  it('refuses what is not an .xlsx, a sheet without the code and name columns, and an unknown parent', async () => {
    const notExcel = await importRegions(Buffer.from('code,name\n1,x\n'), 1, 'region.csv', 'prism');
    expect(notExcel.status).toBe(400);
    expect(notExcel.body.msg).toBe('无法读取 Excel 文件: region.csv (请上传 .xlsx 文件)');
    const noColumns = await importRegions(xlsx([['名称'], ['宝安区']]), 1);
    expect(noColumns.body.msg).toBe('Excel 表头须包含 区划编号 与 区划名称');
    const orphan = await importRegions(
      xlsx([
        ['区划编号', '父区划编号', '区划名称'],
        ['990101', '9901', '无名区'],
      ]),
      1,
    );
    expect(orphan.status).toBe(400);
    expect(orphan.body.msg).toBe('第2行: 父区划编号 9901 不存在');
  });
});
