import { describe, expect, it } from 'vitest';
import { toCsv, toXlsx } from '@/resources/export';
import { parseListState, toUrlParams } from '@/resources/list-state';

describe('export', () => {
  it('CSV starts with a BOM, quotes commas and defuses formulas', () => {
    const csv = toCsv({ headers: ['参数名称', '参数键值'], rows: [['站点,名称', '=1+1']] });
    expect(csv.startsWith('\ufeff参数名称,参数键值')).toBe(true);
    expect(csv).toContain('"站点,名称"');
    expect(csv).toContain("'=1+1");
  });

  it('xlsx holds the workbook parts and escapes XML', () => {
    const text = new TextDecoder().decode(toXlsx({ headers: ['名称'], rows: [['<b>&</b>']] }, '参数'));
    for (const part of ['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/styles.xml'])
      expect(text).toContain(part);
    expect(text).toContain('&lt;b&gt;&amp;&lt;/b&gt;');
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
