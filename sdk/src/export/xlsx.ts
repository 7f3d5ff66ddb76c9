// A one-sheet .xlsx (Office Open XML) with typed cells: numbers as numbers, booleans as booleans,
// BladeX dates (`yyyy-MM-dd HH:mm:ss`) and Date objects as dates, every other value as an inline
// string (no shared-strings table: a row is final once written, so a sheet can stream page by page).
// A text cell is never evaluated, so formula-like text is safe as it is (no ' added). The zip is
// fflate's: zipSync for a workbook in memory (the console's export), its streaming Zip for one
// written as rows arrive (the CLI), the sheet reaching it in small pieces as rows are made.
import { strToU8, Zip, ZipDeflate, zipSync, type Zippable } from 'fflate';
import { parseBladeDate, textOf, type ExportRecord } from './cells';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006';
// Styles by index: 0 plain, 1 bold header, 2 date-time, 3 date.
const STYLES = `${XML}<styleSheet xmlns="${NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;
// eslint-disable-next-line no-control-regex
const XML_SPECIAL = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Text escaped for XML; the control characters XML 1.0 forbids are dropped. */
export const xmlText = (v: string) =>
  // Most cells need neither: one test instead of two replaces.
  !XML_SPECIAL.test(v) ? v : v.replace(/[&<>"]/g, (c) => ESCAPES[c]!).replace(XML_FORBIDDEN, '');

/** The column letters of a 0-based index: 0 -> A, 26 -> AA. */
export function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Days since 1899-12-30 (Excel's serial date) of a wall-clock time given as UTC ms. */
const serial = (ms: number) => ms / 86400000 + 25569;

/** Options of toXlsx and xlsxStream. */
export interface XlsxOptions {
  /** Sheet name (at most 31 characters), default Sheet1. */
  sheetName?: string;
  /** DEFLATE level of the parts, 0 (stored) to 9; default 6. */
  level?: number;
}

type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
const levelOf = (options: XlsxOptions) => Math.min(9, Math.max(0, Math.round(options.level ?? 6))) as Level;

/** One cell's XML at `ref`; empty for null, undefined and ''. */
function cellXml(ref: string, value: unknown, header = false): string {
  if (value == null || value === '') return '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return `<c r="${ref}" s="2"><v>${serial(value.getTime() - value.getTimezoneOffset() * 60000)}</v></c>`;
  const text = textOf(value);
  const date = header ? undefined : parseBladeDate(text);
  if (date) return `<c r="${ref}" s="${date[1] ? 2 : 3}"><v>${serial(date[0])}</v></c>`;
  return `<c r="${ref}" t="inlineStr"${header ? ' s="1"' : ''}><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

/** Writes rows of a sheet: each call takes the next rows' cells (row 1 is the header). */
function rowWriter(width: number) {
  const letters = Array.from({ length: width }, (_, i) => columnName(i));
  let r = 0;
  return (values: readonly unknown[], header = false) => {
    r++;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < letters.length; i++) xml += cellXml(`${letters[i]}${r}`, values[i], header);
    return `${xml}</row>`;
  };
}

/** The sheet's XML before its rows and after them. */
function sheetFrame(width: number): [string, string] {
  const cols = width ? `<cols><col min="1" max="${width}" width="18" customWidth="1"/></cols>` : '';
  return [`${XML}<worksheet xmlns="${NS}">${cols}<sheetData>`, '</sheetData></worksheet>'];
}

/** The workbook's parts but the sheet, in the order a reader expects them. */
function fixedParts(sheetName: string): Array<[string, string]> {
  const name = xmlText(sheetName.slice(0, 31));
  const part = (p: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${p}+xml`;
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="${PKG}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${part('sheet.main')}"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${part('worksheet')}"/><Override PartName="/xl/styles.xml" ContentType="${part('styles')}"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', STYLES],
  ];
}

/** A workbook of one sheet: a bold header row of the columns, then a row per record (of its values under the columns). */
export function toXlsx(columns: readonly string[], records: Iterable<ExportRecord>, options: XlsxOptions = {}): Uint8Array {
  // Whole, with each part's sizes in its local header (a streamed zip puts them after the data):
  // the simplest readers, and a browser's workbook, need no more than this.
  const row = rowWriter(columns.length);
  const [open, close] = sheetFrame(columns.length);
  const rows = [row(columns, true)];
  for (const record of records) rows.push(row(columns.map((c) => record[c])));
  const files: Zippable = Object.fromEntries(fixedParts(options.sheetName ?? 'Sheet1').map(([n, text]) => [n, strToU8(text)]));
  files['xl/worksheets/sheet1.xml'] = strToU8(open + rows.join('') + close);
  return zipSync(files, { level: levelOf(options) });
}

/** A workbook written as its rows arrive: `rows` adds rows of cell values, `end` closes it. */
export interface XlsxStream {
  rows(rows: Iterable<readonly unknown[]>): void;
  end(): void;
}

/**
 * A one-sheet workbook whose bytes go to `write` as they are made (fflate's streaming Zip), so a
 * writer of any number of rows holds only the rows of one call. `done` is true with the last bytes.
 */
export function xlsxStream(
  header: readonly string[],
  write: (bytes: Uint8Array, done: boolean) => void,
  options: XlsxOptions = {},
): XlsxStream {
  const level = levelOf(options);
  const zip = new Zip((error, bytes, done) => {
    if (error) throw error;
    write(bytes, done);
  });
  const encoder = new TextEncoder();
  for (const [name, text] of fixedParts(options.sheetName ?? 'Sheet1')) {
    const file = new ZipDeflate(name, { level });
    zip.add(file);
    file.push(encoder.encode(text), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level });
  zip.add(sheet);
  const out = utf8Pieces((bytes, final) => sheet.push(bytes, final));
  const row = rowWriter(header.length);
  const [open, close] = sheetFrame(header.length);
  out.write(open + row(header, true));
  return {
    rows(rows) {
      for (const values of rows) out.write(row(values));
    },
    end() {
      out.end(close);
      zip.end();
    },
  };
}

// fflate compresses as soon as 8 KB are waiting, and each compression allocates a ~100 KB symbol
// table and an output buffer the size of its window: 256 KB pieces spread that over enough text,
// while its window (grown to fit one piece) stays small.
const PIECE = 256 * 1024;

/**
 * Text encoded as UTF-8 into one reused buffer and handed on a full buffer at a time, so neither a
 * page's XML string nor its bytes are ever built whole. `push` must copy what it is given.
 */
function utf8Pieces(push: (bytes: Uint8Array, final: boolean) => void) {
  const encoder = new TextEncoder();
  const buffer = new Uint8Array(PIECE);
  let used = 0;
  const write = (text: string) => {
    for (let rest = text; rest;) {
      const { read, written } = encoder.encodeInto(rest, buffer.subarray(used));
      used += written;
      rest = rest.slice(read);
      // The buffer is full (or its last bytes cannot take the next character): hand it on.
      if (rest) {
        push(buffer.subarray(0, used), false);
        used = 0;
      }
    }
  };
  return {
    write,
    end(text: string) {
      write(text);
      push(buffer.subarray(0, used), true);
    },
  };
}
