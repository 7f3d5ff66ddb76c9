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
    // A picked record past the choices read (a material beyond the picker's first page) is named by the row's own label field.
    const named = ids.length === 1 ? namedBy(col, row) : undefined;
    return ids.map((i) => labels.get(i) ?? named ?? i).join(', ');
  }
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export const optionMap = (options: Option[]) => new Map(options.map((o) => [o.value, o.label]));

/**
 * The record field holding a picked record's label beside its id (a material's materielName beside
 * its materielId: the picker's `fills` copy the label there), where the column's picker has one.
 */
export function labelField(col: ColumnDef): string | undefined {
  const r = col.remote;
  return r?.labelKey ? Object.entries(r.fills ?? {}).find(([, from]) => from === r.labelKey)?.[0] : undefined;
}

/** The label a row gives its own picked record (labelField's value), if any. */
export function namedBy(col: ColumnDef, row: Row): string | undefined {
  const field = labelField(col);
  const label = field ? row[field] : undefined;
  return typeof label === 'string' && label.trim() ? label : undefined;
}

/** A picker column with the record's own pick as a known choice, where the record names it (namedBy): its form shows the label. */
export function withKnownPick<C extends ColumnDef>(col: C, row: Row): C {
  const value = row[col.prop];
  const label = namedBy(col, row);
  return label && value != null && value !== '' && !col.multiple ? { ...col, known: { value: String(value), label } } : col;
}
