import type { ColumnDef, Option } from './types';

/** A column in one line: col('paramName', '参数名称', 'Parameter name', { search: true }). */
export function col<F extends string>(prop: F, zh: string, en: string, opts: Omit<ColumnDef<F>, 'prop' | 'label'> = {}): ColumnDef<F> {
  return { prop, label: { zh, en }, ...opts };
}

/** Static options from "1:公司,2:部门" style pairs. */
export const opts = (pairs: Record<string, string>): Option[] => Object.entries(pairs).map(([value, label]) => ({ value, label }));

/** Columns shown only in the table and the view dialog (server-filled fields). */
export const readOnly = { display: { add: false, edit: false } } as const;

export const createTimeCol = <F extends string>(prop: F) => col(prop, '创建时间', 'Created', { width: 170, ...readOnly });

/** Status of configurations with enable/disable (1 启用, 2 停用). */
export const enableStates = opts({ '1': '启用', '2': '停用' });
