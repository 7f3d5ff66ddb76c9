// @dasha/sdk/export: list records to CSV, JSON lines or a one-sheet xlsx (zipped by fflate), with the
// contract's titles and labels as a clerk reads them. No Node import, so it runs in browsers too.
export { columnsOf, textOf, guardFormula, isFormulaLike, parseBladeDate, type ExportRecord } from './cells';
export { csvField, csvLine, toCsv } from './csv';
export { jsonLine, toJsonLines } from './jsonl';
export { toXlsx, xlsxStream, columnName, type XlsxOptions, type XlsxStream } from './xlsx';
export {
  exportFields,
  rawFields,
  exportHeader,
  exportRow,
  dictionaryLabels,
  type ExportField,
  type DictionarySource,
  type FieldLabels,
  type ReadCall,
} from './columns';
