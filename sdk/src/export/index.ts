// @dasha/sdk/export: list records to CSV, JSON lines or a one-sheet xlsx. No dependency and no
// Node import, so it runs in browsers too (pass zlib.deflateRawSync in Node to compress an xlsx).
export { columnsOf, textOf, guardFormula, isFormulaLike, parseBladeDate, type ExportRecord } from './cells';
export { csvField, csvLine, toCsv } from './csv';
export { jsonLine, toJsonLines } from './jsonl';
export { toXlsx, columnName, type XlsxOptions } from './xlsx';
export { zip, crc32, type Deflate, type ZipEntry } from './zip';
