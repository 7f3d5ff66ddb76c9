// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSheet, printSheet, printedAt, sheetElement } from './print';
import type { ShownColumn } from './types';
import type { Translate } from './texts';

const t: Translate = (key, vars) => `${String(key)}${vars ? JSON.stringify(vars) : ''}`;
const columns: ShownColumn[] = [
  { prop: 'paramName', text: '参数名称' },
  { prop: 'status', text: '状态', type: 'select', dict: { code: 'status' } },
];
const labels = { status: new Map([['1', '启用']]) };

describe('listSheet', () => {
  it('holds the shown columns as the table shows them, the search by its labels, and the count', () => {
    const sheet = listSheet({
      title: '参数管理',
      columns,
      rows: [{ paramName: '主题', status: 1 }],
      search: { status: '1', paramName: '' },
      labels,
      t,
    });
    expect(sheet.table).toEqual({ headers: ['参数名称', '状态'], rows: [['主题', '启用']] });
    expect(sheet.lines[0]).toBe('resources:print.search{"search":"状态: 启用"}');
    expect(sheet.lines[1]).toMatch(/^resources:print.printed\{"time":"\d{4}-\d\d-\d\d \d\d:\d\d","count":1\}$/);
  });

  it('says nothing of a search that is empty', () => {
    expect(listSheet({ title: 'x', columns, rows: [], search: {}, labels, t }).lines).toHaveLength(1);
  });
});

describe('sheetElement', () => {
  it('writes server values as text, never as HTML', () => {
    const el = sheetElement({ title: '<b>t</b>', lines: [], table: { headers: ['h'], rows: [['<img src=x onerror=alert(1)>']] } });
    expect(el.querySelector('img, b')).toBeNull();
    expect(el.querySelector('td')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it("lays a record's fields out as label and text", () => {
    const el = sheetElement({ title: '查看', lines: ['打印时间'], fields: [['参数名称', '主题']] });
    expect([...el.querySelectorAll('.print-form tr')].map((tr) => [...tr.children].map((c) => `${c.tagName}:${c.textContent}`))).toEqual([
      ['TH:参数名称', 'TD:主题'],
    ]);
  });
});

describe('printSheet', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces the last sheet and opens the print', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    printSheet({ title: 'a', lines: [] });
    printSheet({ title: 'b', lines: [] });
    expect(print).toHaveBeenCalledTimes(2);
    expect([...document.querySelectorAll('body > .print-sheet h1')].map((h) => h.textContent)).toEqual(['b']);
  });

  it('dates a sheet as BladeX writes times', () => {
    expect(printedAt(new Date(2026, 10, 28, 9, 5))).toBe('2026-11-28 09:05');
  });
});
