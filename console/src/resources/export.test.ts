import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exportValue, sheetOf, toCompressedXlsx, toCsv, toXlsx } from './export';
import type { Translate } from './texts';
import type { ShownColumn } from './types';

// Node's CompressionStream is the browser's; the reader below is a test's own minimal unzip.

/** The parts of a zip: name -> text, inflating DEFLATE parts; also each part's method. */
function unzip(bytes: Uint8Array): Map<string, { text: string; method: number }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Map<string, { text: string; method: number }>();
  let at = 0;
  while (view.getUint32(at, true) === 0x04034b50) {
    const method = view.getUint16(at + 8, true);
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extra = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 30, at + 30 + nameLength));
    const start = at + 30 + nameLength + extra;
    const data = bytes.subarray(start, start + size);
    out.set(name, { text: new TextDecoder().decode(method === 8 ? inflateRawSync(data) : data), method });
    at = start + size;
  }
  return out;
}

const t: Translate = (key) => (key === 'resources:yes' ? '是' : key === 'resources:no' ? '否' : String(key));
const columns: ShownColumn[] = [
  { prop: 'name', text: '名称' },
  { prop: 'amount', text: '金额', type: 'number' },
  { prop: 'price', text: '单价', type: 'number' },
  { prop: 'payType', text: '收款方式', type: 'select' },
  { prop: 'createTime', text: '创建时间' },
];
const labels = { payType: new Map([['1', '银行转账']]) };
const rows = [
  { name: '=cmd|calc', amount: -12.5, price: '3.20', payType: 1, createTime: '2024-03-05 08:30:00' },
  { name: '-x', amount: 7, price: '', payType: 1, createTime: '2024-03-06' },
];

/** The cells of sheet1: ref -> [type attribute, style, value]. */
function cells(xml: string): Map<string, { t?: string; s?: string; v: string }> {
  const out = new Map<string, { t?: string; s?: string; v: string }>();
  for (const m of xml.matchAll(/<c r="([A-Z]+\d+)"((?: [ts]="[^"]*")*)><v>([^<]*)<\/v><\/c>/g)) {
    const attrs = Object.fromEntries([...m[2]!.matchAll(/ ([ts])="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    out.set(m[1]!, { ...attrs, v: m[3]! });
  }
  return out;
}

describe('export of a list', () => {
  it('keeps numbers as numbers and shows labels where the table does', () => {
    expect(exportValue(columns[1]!, rows[0]!, t)).toBe(-12.5);
    expect(exportValue(columns[2]!, rows[0]!, t)).toBe(3.2);
    expect(exportValue(columns[3]!, rows[0]!, t, labels.payType)).toBe('银行转账');
    expect(exportValue(columns[0]!, rows[0]!, t)).toBe('=cmd|calc');
  });

  it('writes a compressed xlsx whose cells are typed: numbers, date serials with a date format, text', async () => {
    const bytes = await toCompressedXlsx(sheetOf(columns, rows, t, labels), '收款单');
    const parts = unzip(bytes);
    const sheet = parts.get('xl/worksheets/sheet1.xml')!;
    expect(sheet.method).toBe(8);
    const c = cells(sheet.text);
    expect(c.get('B2')).toEqual({ v: '-12.5' }); // a number cell: no t attribute
    expect(c.get('C2')).toEqual({ v: '3.2' });
    // 2024-03-05 08:30 is day 45356 plus 8.5 hours, in the date-time style
    expect(c.get('E2')?.s).toBe('2');
    expect(Number(c.get('E2')?.v)).toBeCloseTo(45356 + 8.5 / 24, 6);
    expect(c.get('E3')).toEqual({ s: '3', v: '45357' });
    expect(c.get('A2')?.t).toBe('s');
    expect(parts.get('xl/styles.xml')!.text).toContain('formatCode="yyyy-mm-dd hh:mm:ss"');
    const strings = parts.get('xl/sharedStrings.xml')?.text ?? '';
    expect(strings).toContain('银行转账');
    expect(strings).toContain('=cmd|calc'); // a text cell is never run: no guard needed inside xlsx
  });

  it('the compressed file is smaller than the stored one', async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ ...rows[0]!, name: `物料${i}` }));
    const sheet = sheetOf(columns, many, t, labels);
    expect((await toCompressedXlsx(sheet)).length).toBeLessThan(toXlsx(sheet).length / 3);
  });

  it('CSV guards formula-like text but leaves negative numbers alone', () => {
    const csv = toCsv(sheetOf(columns, rows, t, labels));
    const [head, first, second] = csv.replace('\ufeff', '').split('\r\n');
    expect(head).toBe('名称,金额,单价,收款方式,创建时间');
    expect(first).toBe("'=cmd|calc,-12.5,3.2,银行转账,2024-03-05 08:30:00");
    expect(second!.startsWith("'-x,7,,")).toBe(true);
    expect(toCsv({ headers: ['a'], rows: [['@x'], ['+1'], ['-12.5']] })).toBe("\ufeffa\r\n'@x\r\n'+1\r\n-12.5\r\n");
  });

  it('keeps both columns when two headers are the same text', () => {
    expect(toCsv({ headers: ['名称', '名称'], rows: [['a', 'b']] })).toBe('\ufeff名称,名称 (2)\r\na,b\r\n');
  });
});
