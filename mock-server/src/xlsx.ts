// The .xlsx the stock import and export dialogs exchange: read the first worksheet of an upload
// (a zip of XML parts; cells are shared strings, inline strings or plain values) and write a
// one-sheet workbook of text cells. Enough for the import templates and exports, not a general
// spreadsheet library.
import { readZip, writeZip } from './zip.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : ENTITIES[e.toLowerCase()],
  );
/** The text of an element holding <t> runs (a shared string, an inline string). */
const textOf = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescape(m[1])).join('');
/** "C12" -> 2 (zero-based column). */
const columnOf = (ref: string) => [...ref.replace(/\d+$/, '')].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

/** The rows of the workbook's first sheet as text (empty cells ""); throws when it is not an .xlsx. */
export function readFirstSheet(data: Buffer): string[][] {
  const parts = new Map(readZip(data).map((e) => [e.name, e.data.toString('utf8')]));
  const sheetName = [...parts.keys()]
    .filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))
    .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))[0];
  if (!sheetName) throw new Error('no worksheet');
  const shared = [...(parts.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]));
  const rows: string[][] = [];
  for (const row of parts.get(sheetName)!.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: string[] = [];
    for (const c of row[1].matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1];
      const body = c[2] ?? '';
      const ref = /\sr="([A-Z]+\d+)"/.exec(attrs)?.[1];
      const type = /\st="(\w+)"/.exec(attrs)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '';
      const text = type === 's' ? (shared[Number(value)] ?? '') : type === 'inlineStr' ? textOf(body) : unescape(value);
      cells[ref ? columnOf(ref) : cells.length] = text.trim();
    }
    rows.push(Array.from(cells, (v) => v ?? ''));
  }
  return rows.filter((r) => r.some((v) => v !== ''));
}

const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const columnName = (i: number): string => (i >= 26 ? columnName(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));

/** A workbook of one sheet of text cells (inline strings), the first row its header. */
export function writeSheet(sheetName: string, rows: string[][]): Buffer {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const cells = rows
    .map(
      (cols, r) =>
        `<row r="${r + 1}">${cols.map((v, i) => `<c r="${columnName(i)}${r + 1}" t="inlineStr"><is><t>${escape(v)}</t></is></c>`).join('')}</row>`,
    )
    .join('');
  return writeZip([
    [
      '[Content_Types].xml',
      `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${xml}<workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="${escape(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
    ['xl/worksheets/sheet1.xml', `${xml}<worksheet xmlns="${ns}"><sheetData>${cells}</sheetData></worksheet>`],
  ]);
}
