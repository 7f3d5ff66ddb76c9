import type { ColumnDef, Option, Row } from './types';
import type { Translate } from './texts';
import { toIdList } from './options';

/** A column's display text for a row: format, dictionary/options/tree labels, switch yes/no. */
export function cellText(col: ColumnDef, row: Row, t: Translate, labels?: Map<string, string>): string {
  const v = row[col.prop];
  if (col.format) return col.format(v, row, t);
  // The wire writes a null number as -1; a string '-1' is a real value (a parameter, a dictKey).
  if (v == null || (v === -1 && col.type !== 'select')) return '';
  if (col.type === 'switch' && !col.options && !col.dict) return String(v) === '1' ? t('resources:yes') : t('resources:no');
  if (labels && (col.type === 'select' || col.type === 'radio' || col.type === 'tree' || col.type === 'switch')) {
    const ids = toIdList(v);
    return ids.map((i) => labels.get(i) ?? i).join(', ');
  }
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export const optionMap = (options: Option[]) => new Map(options.map((o) => [o.value, o.label]));
