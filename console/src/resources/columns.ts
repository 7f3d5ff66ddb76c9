import type { ColumnDef, Option } from './types';
import { choices } from './texts';

/**
 * A column in one line: col('paramName', { search: true }). Its label is its screen's
 * `fields.paramName` text (or the framework's shared `fields`), unless `label` names another key.
 */
export function col<F extends string>(prop: F, opts: Omit<ColumnDef<F>, 'prop'> = {}): ColumnDef<F> {
  return { prop, ...opts };
}

/** Static options whose labels are names rather than words (WEB, APP, MinIO): shown as they are. */
export const opts = (pairs: Record<string, string>): Option[] => Object.entries(pairs).map(([value, label]) => ({ value, label }));

/** Columns shown only in the table and the view dialog (server-filled fields). */
export const readOnly = { display: { add: false, edit: false } } as const;

/** Status of configurations with enable/disable (1 启用, 2 停用). */
export const enableStates = choices('resources:options.enable', ['1', '2']);
