// The export writers: CSV (BOM, RFC 4180 quoting, formula guard), JSON lines, and an xlsx opened
// back with node:zlib to check each cell's type and value.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { columnsOf, crc32, guardFormula, parseBladeDate, toCsv, toJsonLines, toXlsx, zip } from '../src/export/index';
import { sheetCells, unzip } from './unzip';

const records = [
  { id: '1123598821738675201', name: '参数, "一"', amount: -12.5, note: '=HYPERLINK("http://x")', when: '2024-03-05 14:30:00', ok: true },
  { id: '2', name: '多行\n文本', amount: 3, note: '-1+2', day: '2024-02-30', extra: { a: 1 } },
  { id: '3', name: '+86 138', amount: null, note: '@SUM(A1)', when: '2024-03-05', tab: '\t=1' },
];

describe('zip', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('stores entries by default, with UTF-8 names and contents found by their local headers', () => {
    const bytes = zip([{ name: 'a.txt', data: '你好' }]);
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(unzip(bytes).get('a.txt')).toBe('你好');
  });
});

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
  for (const [label, deflate] of [
    ['deflated', (b: Uint8Array) => new Uint8Array(deflateRawSync(b))],
    ['stored', undefined],
  ] as const) {
    it(`opens as a zip (${label}) with typed cells`, () => {
      const bytes = toXlsx(columnsOf(records), records, { deflate, sheetName: '参数' });
      const files = unzip(bytes);
      expect([...files.keys()]).toContain('xl/worksheets/sheet1.xml');
      expect(files.get('xl/workbook.xml')).toContain('name="参数"');
      const cells = sheetCells(files);
      expect(cells.get('A1')).toEqual({ t: 's', s: '1', v: 'id' });
      // An id stays text (19 digits would lose precision as a number).
      expect(cells.get('A2')).toEqual({ t: 's', v: '1123598821738675201' });
      expect(cells.get('B2')).toEqual({ t: 's', v: '参数, "一"' });
      expect(cells.get('C2')).toEqual({ t: 'n', v: '-12.5' });
      expect(cells.get('C3')).toEqual({ t: 'n', v: '3' });
      expect(cells.has('C4')).toBe(false); // null: no cell
      // Formula-like text is a text cell as it is: never a formula, no ' added.
      expect(cells.get('D2')).toEqual({ t: 's', v: '=HYPERLINK("http://x")' });
      expect(files.get('xl/worksheets/sheet1.xml')).not.toContain('<f>');
      // 2024-03-05 14:30:00 is serial 45356 + 14.5/24, in the date-time style; a bare date in the date style.
      expect(cells.get('E2')!.s).toBe('2');
      expect(Number(cells.get('E2')!.v)).toBeCloseTo(45356 + 14.5 / 24, 9);
      expect(cells.get('E4')).toEqual({ t: 'n', s: '3', v: '45356' });
      expect(cells.get('F2')).toEqual({ t: 'b', v: '1' });
      // Not a real date: kept as text.
      expect(cells.get('G3')).toEqual({ t: 's', v: '2024-02-30' });
      expect(cells.get('H3')).toEqual({ t: 's', v: '{"a":1}' });
    });
  }

  it('compresses with the given deflate and shares repeated strings', () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ id: String(i), status: i % 2 ? '启用' : '停用' }));
    const stored = toXlsx(['id', 'status'], many);
    const deflated = toXlsx(['id', 'status'], many, { deflate: (b) => new Uint8Array(deflateRawSync(b)) });
    expect(deflated.length).toBeLessThan(stored.length / 4);
    expect(unzip(deflated).get('xl/sharedStrings.xml')).toContain('uniqueCount="2004"');
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
