import { inflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvLine, exportFields, exportHeader, exportRow } from '@dasha/sdk/export';
import { exportValue, loadWriters, sheetOf, toCsv, toXlsx } from './export';
import type { Translate } from './texts';
import type { AnyResource, ShownColumn } from './types';

// The reader below is a test's own minimal unzip, walking the local headers as a browser test's does.

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

beforeAll(loadWriters);

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
  for (const m of xml.matchAll(/<c r="([A-Z]+\d+)"((?: [ts]="[^"]*")*)>(?:<v>([^<]*)<\/v>|<is><t[^>]*>([^<]*)<\/t><\/is>)<\/c>/g)) {
    const attrs = Object.fromEntries([...m[2]!.matchAll(/ ([ts])="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    out.set(m[1]!, { ...attrs, v: m[3] ?? m[4]! });
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

  it('writes a compressed xlsx whose cells are typed: numbers, date serials with a date format, text', () => {
    const bytes = toXlsx(sheetOf(columns, rows, t, labels), '收款单');
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
    expect(c.get('A2')).toEqual({ t: 'inlineStr', v: '=cmd|calc' }); // a text cell is never run: no guard needed inside xlsx
    expect(c.get('D2')).toEqual({ t: 'inlineStr', v: '银行转账' });
    expect(parts.get('xl/styles.xml')!.text).toContain('formatCode="yyyy-mm-dd hh:mm:ss"');
  });

  it('the file is much smaller than its sheet: every part is compressed', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ ...rows[0]!, name: `物料${i}` }));
    const bytes = toXlsx(sheetOf(columns, many, t, labels));
    const parts = unzip(bytes);
    expect([...parts.values()].every((p) => p.method === 8)).toBe(true);
    expect(bytes.length).toBeLessThan(parts.get('xl/worksheets/sheet1.xml')!.text.length / 3);
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

describe('export of a screen derived from the contract', () => {
  const def = { path: '/eim-repair/repairorder', texts: 'business:repairorder' } as AnyResource;
  // The screen's columns as derived: the contract's titles, the state's options as its select shows them.
  const shown: ShownColumn[] = [
    { prop: 'repairNo', text: '维修单号' },
    { prop: 'status', text: '状态', type: 'select' },
    { prop: 'customerName', text: '报修人' },
    { prop: 'repairFee', text: '维修费用', type: 'number' },
    { prop: 'createTime', text: '创建时间' },
  ];
  const states = {
    status: new Map([
      ['1', '待派单'],
      ['2', '已派单'],
    ]),
  };
  const orders = [
    { id: '1', repairNo: 'WX1', status: 1, customerName: '张三', repairFee: '80.50', createTime: '2026-11-20 08:00:00' },
    { id: '2', repairNo: '=WX2', status: 2, customerName: null, repairFee: 0, finishTime: '2026-11-21' },
  ];

  it('writes the same header row and cells as the SDK writes for `dasha export`, a state as 待派单 in both', () => {
    const fields = exportFields(def.path)!;
    const console = sheetOf(shown, orders, t, states, def);
    const cli = { headers: exportHeader(fields), rows: orders.map((r) => exportRow(fields, r)) };
    expect(console).toEqual(cli);
    expect(console.headers.slice(0, 3)).toEqual(['维修单号', '状态', '报修人']);
    expect(console.rows[0]![1]).toBe('待派单');
    expect(cli.rows[0]![1]).toBe('待派单');
    // The files agree too: the console's CSV is the CLI's lines (csvLine per row after the BOM).
    expect(toCsv(console)).toBe('\ufeff' + [cli.headers, ...cli.rows].map(csvLine).join(''));
  });

  it("keeps its own columns where the screen is hand-defined or its texts are not the contract's (English)", () => {
    const own = sheetOf(shown, orders, t, states, { ...def, texts: 'system:param' } as AnyResource);
    expect(own.headers).toEqual(['维修单号', '状态', '报修人', '维修费用', '创建时间']);
    const english = shown.map((c) => ({ ...c, text: c.prop }));
    expect(sheetOf(english, orders, t, states, def).headers).toEqual(english.map((c) => c.prop));
  });
});
