import { col, enableStates } from '@/resources/columns';
import type { SortState } from '@/resources/list-state';
import type { TreeNode } from '@/resources/queries';
import type { KeysUnder } from '@/i18n';
import type { Translate } from '@/resources/texts';
import type { ColumnDef, Row } from '@/resources/types';

// The gallery's own sample data: a static list for the table and a small organisation for the
// trees. Names are texts (gallery:table.people, gallery:tree.nodes) so they follow the language;
// nothing here is sent to the server.

/** The table's columns: gender is translated by the `sex` dictionary (read through the SDK), status by the framework's 启用/停用. */
export const tableColumns: ColumnDef[] = [
  col('realName', { width: 120 }),
  col('sex', { type: 'select', dict: { code: 'sex' }, width: 90 }),
  col('deptName', { width: 120 }),
  col('amount', { type: 'number', width: 130, format: (v) => Number(v).toFixed(2) }),
  col('status', { type: 'select', options: enableStates, width: 100 }),
  col('createTime', { type: 'datetime', width: 180 }),
];

type Person = KeysUnder<'gallery:table.people'>;
type Dept = KeysUnder<'gallery:table.depts'>;
const people: [Person, sex: string, Dept, amount: number][] = [
  ['p1', '1', 'd1', 12800],
  ['p2', '2', 'd2', 5600.5],
  ['p3', '2', 'd3', 23999],
  ['p4', '1', 'd4', 880],
  ['p5', '2', 'd1', 15000],
  ['p6', '1', 'd2', 3200.75],
  ['p7', '1', 'd3', 9999],
  ['p8', '2', 'd4', 45210],
];

/** The eight sample rows in the current language (every fourth one 停用). */
export function sampleRows(t: Translate): Row[] {
  return people.map(([p, sex, dept, amount], i) => ({
    id: p,
    realName: t(`gallery:table.people.${p}`),
    sex,
    deptName: t(`gallery:table.depts.${dept}`),
    amount,
    status: i % 4 === 3 ? '2' : '1',
    createTime: `2026-03-${String(i + 1).padStart(2, '0')} 09:${String(i * 7).padStart(2, '0')}:00`,
  }));
}

/** A header click's sort, done here (the generic list asks the server to sort). */
export function sortRows(rows: Row[], sort: SortState | undefined): Row[] {
  if (!sort) return rows;
  const sign = sort.dir === 'asc' ? 1 : -1;
  const compare = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''), 'zh-CN');
  return [...rows].sort((a, b) => sign * compare(a[sort.prop], b[sort.prop]));
}

type NodeId = KeysUnder<'gallery:tree.nodes'>;
type Shape = [NodeId, Shape[]?];
const organisation: Shape = ['root', [['rd', [['web'], ['server']]], ['hr'], ['finance'], ['sales', [['east'], ['north']]]]];

/** The sample organisation as tree nodes (the checkbox tree's and the tree picker's shape alike). */
export function sampleTree(t: Translate): TreeNode[] {
  const node = ([id, children]: Shape): TreeNode => ({
    id,
    value: id,
    title: t(`gallery:tree.nodes.${id}`),
    children: children?.map(node),
  });
  return [node(organisation)];
}
