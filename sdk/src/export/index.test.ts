// The export writers: CSV (BOM, RFC 4180 quoting, formula guard), JSON lines, and an xlsx opened
// back with node:zlib (its CRCs checked) to check each cell's type and value; the contract's columns.
import { describe, expect, it, vi } from 'vitest';
import {
  columnsOf,
  dictionaryLabels,
  exportFields,
  exportHeader,
  exportRow,
  guardFormula,
  parseBladeDate,
  toCsv,
  toJsonLines,
  toXlsx,
  xlsxStream,
} from './index';
import { sheetCells, unzip } from '../testing/unzip';

const records = [
  { id: '1123598821738675201', name: '参数, "一"', amount: -12.5, note: '=HYPERLINK("http://x")', when: '2024-03-05 14:30:00', ok: true },
  { id: '2', name: '多行\n文本', amount: 3, note: '-1+2', day: '2024-02-30', extra: { a: 1 } },
  { id: '3', name: '+86 138', amount: null, note: '@SUM(A1)', when: '2024-03-05', tab: '\t=1' },
];

describe('columnsOf', () => {
  it('lists every key of every record in order of first appearance', () => {
    expect(columnsOf(records)).toEqual(['id', 'name', 'amount', 'note', 'when', 'ok', 'day', 'extra', 'tab']);
  });
});

describe('formula guard', () => {
  it("prefixes text starting with = + - @ tab or CR with ', and leaves negative decimals and plain text", () => {
    expect(['=1', '+1', '-1+2', '@A', '\t=1', '\r=1', '-12.5', '-3', 'a=b', ''].map(guardFormula)).toEqual([
      "'=1",
      "'+1",
      "'-1+2",
      "'@A",
      "'\t=1",
      "'\r=1",
      '-12.5',
      '-3',
      'a=b',
      '',
    ]);
  });
});

describe('toCsv', () => {
  const csv = toCsv(columnsOf(records), records);
  it('starts with a UTF-8 BOM and ends every line with CRLF', () => {
    expect(csv.startsWith('\ufeffid,name,amount,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
  it('quotes commas, quotes and line breaks (RFC 4180) and guards formulas', () => {
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(`1123598821738675201,"参数, ""一""",-12.5,"'=HYPERLINK(""http://x"")",2024-03-05 14:30:00,true,,,`);
    expect(lines[2]).toBe(`2,"多行\n文本",3,'-1+2,,,2024-02-30,"{""a"":1}",`);
    expect(lines[3]).toBe(`3,'+86 138,,'@SUM(A1),2024-03-05,,,,'\t=1`);
  });
});

describe('toJsonLines', () => {
  it('writes one JSON record a line, unchanged', () => {
    const lines = toJsonLines(records).trimEnd().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(records);
  });
});

describe('toXlsx', () => {
  for (const [label, level] of [
    ['deflated', undefined],
    ['stored', 0],
  ] as const) {
    it(`opens as a zip (${label}) with typed cells`, () => {
      const bytes = toXlsx(columnsOf(records), records, { level, sheetName: '参数' });
      const files = unzip(bytes);
      expect([...files.keys()]).toContain('xl/worksheets/sheet1.xml');
      expect(files.get('xl/workbook.xml')).toContain('name="参数"');
      const cells = sheetCells(files);
      expect(cells.get('A1')).toEqual({ t: 'inlineStr', s: '1', v: 'id' });
      // An id stays text (19 digits would lose precision as a number).
      expect(cells.get('A2')).toEqual({ t: 'inlineStr', v: '1123598821738675201' });
      expect(cells.get('B2')).toEqual({ t: 'inlineStr', v: '参数, "一"' });
      expect(cells.get('C2')).toEqual({ t: 'n', v: '-12.5' });
      expect(cells.get('C3')).toEqual({ t: 'n', v: '3' });
      expect(cells.has('C4')).toBe(false); // null: no cell
      // Formula-like text is a text cell as it is: never a formula, no ' added.
      expect(cells.get('D2')).toEqual({ t: 'inlineStr', v: '=HYPERLINK("http://x")' });
      expect(files.get('xl/worksheets/sheet1.xml')).not.toContain('<f>');
      // 2024-03-05 14:30:00 is serial 45356 + 14.5/24, in the date-time style; a bare date in the date style.
      expect(cells.get('E2')!.s).toBe('2');
      expect(Number(cells.get('E2')!.v)).toBeCloseTo(45356 + 14.5 / 24, 9);
      expect(cells.get('E4')).toEqual({ t: 'n', s: '3', v: '45356' });
      expect(cells.get('F2')).toEqual({ t: 'b', v: '1' });
      // Not a real date: kept as text.
      expect(cells.get('G3')).toEqual({ t: 'inlineStr', v: '2024-02-30' });
      expect(cells.get('H3')).toEqual({ t: 'inlineStr', v: '{"a":1}' });
    });
  }

  it('compresses by default (fflate), stores at level 0, and writes strings inline (no shared strings)', () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ id: String(i), status: i % 2 ? '启用' : '停用' }));
    const stored = toXlsx(['id', 'status'], many, { level: 0 });
    const deflated = toXlsx(['id', 'status'], many);
    expect(deflated.length).toBeLessThan(stored.length / 4);
    const files = unzip(deflated);
    expect(files.has('xl/sharedStrings.xml')).toBe(false);
    expect(sheetCells(files).get('B3')).toEqual({ t: 'inlineStr', v: '启用' });
  });
});

describe('xlsxStream', () => {
  it('writes the same cells as toXlsx, page by page, as the bytes are made', () => {
    const chunks: Uint8Array[] = [];
    let done = false;
    const columns = columnsOf(records);
    const book = xlsxStream(columns, (bytes, last) => (chunks.push(bytes), (done = last)), { sheetName: '参数' });
    book.rows(records.slice(0, 2).map((r) => columns.map((c) => (r as Record<string, unknown>)[c])));
    const before = chunks.length;
    book.rows(records.slice(2).map((r) => columns.map((c) => (r as Record<string, unknown>)[c])));
    book.end();
    expect(done).toBe(true);
    expect(before).toBeGreaterThan(0); // the parts before the sheet are out before the last page
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    chunks.reduce((at, c) => (bytes.set(c, at), at + c.length), 0);
    const streamed = unzip(bytes);
    expect(streamed.get('xl/workbook.xml')).toContain('name="参数"');
    expect([...sheetCells(streamed)]).toEqual([...sheetCells(unzip(toXlsx(columns, records)))]);
  });
});

describe('xlsxStream, opened back', () => {
  /** The workbook's files after writing `pages` of rows, one rows() call a page. */
  const written = (header: string[], pages: unknown[][][]) => {
    const chunks: Uint8Array[] = [];
    const book = xlsxStream(header, (bytes) => chunks.push(bytes));
    for (const page of pages) book.rows(page);
    book.end();
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    chunks.reduce((at, c) => (bytes.set(c, at), at + c.length), 0);
    return unzip(bytes);
  };

  it('escapes markup, drops the control characters XML forbids and keeps numbers as numbers', () => {
    const files = written(
      ['名称', '金额', '备注'],
      [
        [
          ['<b>&"一"</b>', 42, 'a\u0001b\u000bc\td\ne'],
          ['x < y', -0.5, ''],
        ],
      ],
    );
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('&lt;b&gt;&amp;&quot;一&quot;&lt;/b&gt;');
    expect([...sheet].filter((c) => c < ' ' && !'\t\n\r'.includes(c))).toEqual([]);
    const cells = sheetCells(files);
    expect(cells.get('A1')).toEqual({ t: 'inlineStr', s: '1', v: '名称' });
    expect(cells.get('A2')).toEqual({ t: 'inlineStr', v: '<b>&"一"</b>' });
    expect(cells.get('B2')).toEqual({ t: 'n', v: '42' });
    expect(cells.get('C2')).toEqual({ t: 'inlineStr', v: 'abc\td\ne' });
    expect(cells.get('B3')).toEqual({ t: 'n', v: '-0.5' });
    expect(cells.has('C3')).toBe(false);
  });

  it('keeps every character of text longer than the pieces it is written in, and every row of many pages', () => {
    const long = '大鲨智造🦈'.repeat(60000); // 1.2 MB of UTF-8, 3- and 4-byte characters across piece boundaries
    const pages = Array.from({ length: 30 }, (_, p) => Array.from({ length: 100 }, (_, i) => [`行${p * 100 + i}`, p * 100 + i]));
    const cells = sheetCells(written(['名称', '序号'], [[[long, 0]], ...pages]));
    expect(cells.get('A2')!.v).toBe(long);
    expect(cells.get('A3')).toEqual({ t: 'inlineStr', v: '行0' });
    expect(cells.get('B3002')).toEqual({ t: 'n', v: '2999' });
    expect(cells.size).toBe(2 + 2 + 3000 * 2);
  });
});

describe('export columns of the contract', () => {
  const fields = exportFields('/eim-repair/repairorder')!;
  it('heads each column with the field title and puts the state after the number, createTime last', () => {
    expect(exportHeader(fields).slice(0, 3)).toEqual(['维修单号', '状态', '报修人']);
    expect(exportHeader(fields).at(-1)).toBe('创建时间');
    expect(fields.map((f) => f.key)).not.toContain('id');
  });

  it('writes a state as its label, a number field decimal as a number, a date as the list gives it', () => {
    const row = exportRow(fields, {
      repairNo: 'WX1',
      status: 1,
      repairFee: '12.50',
      createTime: '2026-11-20 08:00:00',
      tenantId: '000000',
    });
    const at = (title: string) => row[exportHeader(fields).indexOf(title)];
    expect([at('维修单号'), at('状态'), at('维修费用'), at('创建时间'), at('报修人')]).toEqual([
      'WX1',
      '待派单',
      12.5,
      '2026-11-20 08:00:00',
      '',
    ]);
    expect(exportRow(fields, { status: 9 })[1]).toBe(9); // a code the contract does not know: as it is
  });

  it('numbers a repeated title and reads each dictionary once, its words labelling the codes', async () => {
    const dept = exportFields('/blade-system/dept')!;
    expect(exportHeader(dept).filter((h) => h.startsWith('上级部门'))).toEqual(['上级部门', '上级部门 (2)']);
    const read = vi.fn(async () => [{ dictKey: '9', dictValue: '分公司' }]);
    const fields = [
      { key: 'a', dict: { code: 'org_category' } },
      { key: 'b', dict: { code: 'org_category' } },
    ];
    const labels = await dictionaryLabels(fields, read);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith('/blade-system/dict/dictionary', { code: 'org_category' });
    expect(exportRow(fields, { a: 9, b: '7' }, labels)).toEqual(['分公司', '7']);
  });
});

describe('parseBladeDate', () => {
  it('reads yyyy-MM-dd HH:mm:ss and yyyy-MM-dd as wall-clock UTC, and refuses impossible dates', () => {
    expect(parseBladeDate('2024-03-05 14:30:00')).toEqual([Date.UTC(2024, 2, 5, 14, 30), true]);
    expect(parseBladeDate('2024-03-05')).toEqual([Date.UTC(2024, 2, 5), false]);
    expect(parseBladeDate('2024-13-01')).toBeUndefined();
    expect(parseBladeDate('2024-03-05 25:00:00')).toBeUndefined();
    expect(parseBladeDate('2024-03-05T14:30:00')).toBeUndefined();
  });
});
