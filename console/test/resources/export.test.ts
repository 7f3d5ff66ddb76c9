import { inflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWriters, toCsv, toXlsx } from '@/resources/export';
import { parseListState, toUrlParams } from '@/resources/list-state';

/** One part of a zip written in one go (its sizes in the local header), inflated. */
function zipPart(zip: Uint8Array, name: string): string {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; view.getUint32(at, true) === 0x04034b50;) {
    const [method, size] = [view.getUint16(at + 8, true), view.getUint32(at + 18, true)];
    const [nameLength, extraLength] = [view.getUint16(at + 26, true), view.getUint16(at + 28, true)];
    const start = at + 30 + nameLength + extraLength;
    const data = zip.subarray(start, start + size);
    if (new TextDecoder().decode(zip.subarray(at + 30, at + 30 + nameLength)) === name)
      return new TextDecoder().decode(method === 8 ? inflateRawSync(data) : data);
    at = start + size;
  }
  throw new Error(`${name} is not in the zip`);
}

describe('export', () => {
  beforeAll(loadWriters);

  it('CSV starts with a BOM, quotes commas and defuses formulas', () => {
    const csv = toCsv({ headers: ['参数名称', '参数键值'], rows: [['站点,名称', '=1+1']] });
    expect(csv.startsWith('\ufeff参数名称,参数键值')).toBe(true);
    expect(csv).toContain('"站点,名称"');
    expect(csv).toContain("'=1+1");
  });

  it('xlsx holds the workbook parts and escapes XML', () => {
    const zip = toXlsx({ headers: ['名称'], rows: [['<b>&</b>']] }, '参数');
    for (const part of ['[Content_Types].xml', 'xl/workbook.xml', 'xl/styles.xml']) expect(zipPart(zip, part)).toMatch(/^<\?xml/);
    expect(zipPart(zip, 'xl/worksheets/sheet1.xml')).toContain('&lt;b&gt;&amp;&lt;/b&gt;');
  });
});

describe('list state in the address', () => {
  it('reads page, size and search; falls back to 10 for an unknown size', () => {
    const s = parseListState(new URLSearchParams('page=3&size=50&s.paramName=站点'), undefined);
    expect(s).toMatchObject({ page: 3, size: 50, search: { paramName: '站点' } });
    expect(parseListState(new URLSearchParams('size=77'), undefined).size).toBe(10);
  });

  it('writes only what differs from the defaults and keeps foreign params', () => {
    const p = toUrlParams({ page: 2, size: 10, search: { paramKey: 'a' } }, new URLSearchParams('menu=1&page=9'));
    expect(p.toString()).toBe('menu=1&page=2&s.paramKey=a');
  });
});
