import './print.css';
import { formatTime } from '@/lib/error-log';
import { cellText } from './format';
import type { Translate } from './texts';
import type { Row, ShownColumn } from './types';

/** What 打印 puts on paper: a title, lines saying what it holds, and a table or a record's fields. */
export type PrintSheet = {
  title: string;
  lines: string[];
  /** A list: its columns' headers and, per row, each column's text. */
  table?: { headers: string[]; rows: string[][] };
  /** A record: each field's label and text, as its view shows them. */
  fields?: [label: string, text: string][];
};

const SHEET_CLASS = 'print-sheet';

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text; // text only: server values are never read as HTML
  if (className) node.className = className;
  return node;
};

function tableOf(head: string[] | undefined, body: string[][], className?: string) {
  const table = el('table', undefined, className);
  if (head) {
    const tr = table.createTHead().insertRow();
    for (const h of head) tr.append(el('th', h));
  }
  const tbody = table.createTBody();
  for (const cells of body) {
    const tr = tbody.insertRow();
    cells.forEach((c, i) => tr.append(el(className === 'print-form' && i === 0 ? 'th' : 'td', c)));
  }
  return table;
}

/** The sheet as page elements: the only thing print.css lets onto paper. */
export function sheetElement(sheet: PrintSheet): HTMLElement {
  const root = el('section', undefined, SHEET_CLASS);
  root.append(el('h1', sheet.title), ...sheet.lines.map((l) => el('p', l)));
  if (sheet.table) root.append(tableOf(sheet.table.headers, sheet.table.rows));
  if (sheet.fields) root.append(tableOf(undefined, sheet.fields, 'print-form'));
  return root;
}

/**
 * Opens the browser's print of the sheet. The sheet stays in the page, hidden on screen, until
 * the next print replaces it (a print preview may read the page after print() returns).
 */
export function printSheet(sheet: PrintSheet) {
  for (const old of document.querySelectorAll(`body > .${SHEET_CLASS}`)) old.remove();
  document.body.append(sheetElement(sheet));
  window.print();
}

/** Now as BladeX writes times, to the minute (yyyy-MM-dd HH:mm), for the sheet's 打印时间. */
export const printedAt = (now = new Date()) => formatTime(now).slice(0, 16);

type ListSource = {
  title: string;
  /** The columns shown, in their order. */
  columns: ShownColumn[];
  rows: Row[];
  /** The search that produced the rows (a field's typed or picked value). */
  search: Record<string, string>;
  labels: Record<string, Map<string, string>>;
  t: Translate;
};

/** A list's page (or selection) as the table shows it, under its title, its search and the time. */
export function listSheet(src: ListSource): PrintSheet {
  const searched = Object.entries(src.search)
    .filter(([, v]) => v !== '' && v != null)
    .map(([prop, v]) => {
      const col = src.columns.find((c) => c.prop === prop);
      return col ? `${col.text}: ${cellText(col, { [prop]: v }, src.t, src.labels[prop]) || v}` : `${prop}: ${v}`;
    });
  return {
    title: src.title,
    lines: [
      ...(searched.length ? [src.t('resources:print.search', { search: searched.join('; ') })] : []),
      src.t('resources:print.printed', { time: printedAt(), count: src.rows.length }),
    ],
    table: {
      headers: src.columns.map((c) => c.text),
      rows: src.rows.map((r) => src.columns.map((c) => cellText(c, r, src.t, src.labels[c.prop]))),
    },
  };
}
