import { col } from '@/resources/columns';
import type { ColumnDef, Row, ShownColumn } from '@/resources/types';
import { columnLabel, type TextKey, type Translate } from '@/resources/texts';
import type { DerivedColumn } from './derived-types';

const widths: Record<string, number> = { datetime: 170, number: 110, select: 110 };

/** A derived column without its texts (they are i18next's: features/business/texts.ts). */
export type DerivedField = Omit<DerivedColumn, 'label' | 'en'>;

/**
 * A derived column as a framework column (options' values as strings, as the selects hold them).
 * With `optionTexts` (business:<code>.options.<prop>, registered by texts.ts) its codes' labels are
 * i18next's, so they follow the UI language; without, the Chinese labels as given.
 */
export function columnOf(c: DerivedField, search = false, optionTexts?: string): ColumnDef {
  // Its label is business:<code>.fields.<prop> (features/business/texts.ts registers it).
  const values = c.options?.map(([value]) => String(value));
  const options =
    optionTexts && values ? { texts: optionTexts, values } : c.options?.map(([value, label]) => ({ value: String(value), label }));
  return col(c.prop, {
    ...(c.type ? { type: c.type } : {}),
    ...(options ? { options } : {}),
    width: widths[c.type ?? ''] ?? 150,
    ...(search ? { search } : {}),
    ...(c.hide || c.searchOnly ? { hide: true } : {}),
    ...(c.searchOnly ? { display: { add: false, edit: false, view: false } } : c.readOnly ? { display: { add: false, edit: false } } : {}),
    ...(c.default !== undefined ? { defaultValue: String(c.default) } : {}),
    ...(c.remote ? { remote: c.remote } : {}),
    ...(c.multiple ? { multiple: true } : {}),
  });
}

/**
 * A derived field as a form shows it: always on the form, labelled in the current language by its
 * texts (`label` when not `<texts>.fields.<prop>`), coded values by `optionTexts`.
 */
export function formField(c: DerivedField, t: Translate, texts: string, optionTexts?: string, label?: TextKey): ShownColumn {
  const column = { ...columnOf(c, false, optionTexts), ...(label ? { label } : {}), hide: false, display: undefined };
  return { ...column, text: columnLabel(t, texts, column) };
}

/** A new record of derived fields: each its default, else empty. */
export const blankOf = (fields: DerivedField[]): Row =>
  Object.fromEntries(fields.map((c) => [c.prop, c.default !== undefined ? String(c.default) : '']));

/** Form values back to the wire's types: enum numbers and booleans, no empty numbers. */
export function toWire(columns: DerivedField[], values: Row): Row {
  const out: Row = { ...values };
  for (const c of columns) {
    const v = out[c.prop];
    if (c.multiple && Array.isArray(v)) out[c.prop] = v.join(',');
    else if (v === '' && (c.type === 'number' || c.options)) delete out[c.prop];
    else if (typeof v === 'string' && c.options?.length) {
      const kind = typeof c.options[0]![0];
      if (kind === 'number' && v.trim() !== '' && Number.isFinite(Number(v))) out[c.prop] = Number(v);
      else if (kind === 'boolean') out[c.prop] = v === 'true';
    }
  }
  return out;
}
