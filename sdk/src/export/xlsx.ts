// A one-sheet .xlsx (Office Open XML) with typed cells: numbers as numbers, booleans as booleans,
// BladeX dates (`yyyy-MM-dd HH:mm:ss`) and Date objects as dates, every other value as a shared
// string. A text cell is never evaluated, so formula-like text is safe as it is (no ' added).
import { parseBladeDate, textOf, type ExportRecord } from './cells';
import { zip, type Deflate } from './zip';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006';
// Styles by index: 0 plain, 1 bold header, 2 date-time, 3 date.
const STYLES = `${XML}<styleSheet xmlns="${NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;

/** Text escaped for XML; the control characters XML 1.0 forbids are dropped. */
export const xmlText = (v: string) =>
  v
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** The column letters of a 0-based index: 0 -> A, 26 -> AA. */
export function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Days since 1899-12-30 (Excel's serial date) of a wall-clock time given as UTC ms. */
const serial = (ms: number) => ms / 86400000 + 25569;

/** Options of toXlsx. */
export interface XlsxOptions {
  /** Sheet name (at most 31 characters), default Sheet1. */
  sheetName?: string;
  /** Raw DEFLATE for the zip (Node: `zlib.deflateRawSync`); stored uncompressed without it. */
  deflate?: Deflate;
}

/** A workbook of one sheet: a bold header row of the columns, then a row per record. */
export function toXlsx(columns: readonly string[], records: Iterable<ExportRecord>, options: XlsxOptions = {}): Uint8Array {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const shared = (text: string) => {
    let i = index.get(text);
    if (i === undefined) index.set(text, (i = strings.push(text) - 1));
    return i;
  };
  const cell = (ref: string, value: unknown, header = false): string => {
    if (value == null || value === '') return '';
    if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
    if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
    if (value instanceof Date && !Number.isNaN(value.getTime()))
      return `<c r="${ref}" s="2"><v>${serial(value.getTime() - value.getTimezoneOffset() * 60000)}</v></c>`;
    const text = textOf(value);
    const date = header ? undefined : parseBladeDate(text);
    if (date) return `<c r="${ref}" s="${date[1] ? 2 : 3}"><v>${serial(date[0])}</v></c>`;
    return `<c r="${ref}" t="s"${header ? ' s="1"' : ''}><v>${shared(text)}</v></c>`;
  };
  const rows: string[] = [`<row r="1">${columns.map((c, i) => cell(`${columnName(i)}1`, c, true)).join('')}</row>`];
  const letters = columns.map((_, i) => columnName(i));
  let r = 1;
  for (const record of records) {
    r++;
    rows.push(`<row r="${r}">${columns.map((c, i) => cell(`${letters[i]}${r}`, record[c])).join('')}</row>`);
  }
  const cols = columns.length ? `<cols><col min="1" max="${columns.length}" width="18" customWidth="1"/></cols>` : '';
  const sheet = `${XML}<worksheet xmlns="${NS}">${cols}<sheetData>${rows.join('')}</sheetData></worksheet>`;
  const sst = `${XML}<sst xmlns="${NS}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t xml:space="preserve">${xmlText(s)}</t></si>`).join('')}</sst>`;
  const name = xmlText((options.sheetName ?? 'Sheet1').slice(0, 31));
  const part = (p: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${p}+xml`;
  return zip(
    [
      {
        name: '[Content_Types].xml',
        data: `${XML}<Types xmlns="${PKG}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${part('sheet.main')}"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${part('worksheet')}"/><Override PartName="/xl/styles.xml" ContentType="${part('styles')}"/><Override PartName="/xl/sharedStrings.xml" ContentType="${part('sharedStrings')}"/></Types>`,
      },
      {
        name: '_rels/.rels',
        data: `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      },
      {
        name: 'xl/workbook.xml',
        data: `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      },
      { name: 'xl/styles.xml', data: STYLES },
      { name: 'xl/sharedStrings.xml', data: sst },
      { name: 'xl/worksheets/sheet1.xml', data: sheet },
    ],
    { deflate: options.deflate },
  );
}
