// The one generic handler of the standard resource pattern (spec §7): list/page, detail,
// submit and update (the write itself: submit.ts), remove, tree and lazy tree, for every resource
// the contract names.
import type { Operation } from '../contract.ts';
import { toWire, type Resource } from '../records.ts';
import { isGlobal, type Row } from '../store.ts';
import { childrenOf, hasChildren } from '../tables/query.ts';
import { badRequest, MSG, r, status } from '../wire.ts';
import { actionHandler } from './actions.ts';
import { createRows, createsRows } from './batch.ts';
import type { Call, Handler } from '../call.ts';
import { conditionsOf, filterRows, findVisible, findVisibleBy, labelled, scopeOf, sortRows, visibleRows } from './common.ts';
import { standardList } from './kept-lists.ts';
import { submit } from './submit.ts';

export function standardHandler(op: Operation, res: Resource): Handler | undefined {
  switch (op.xb?.role) {
    case 'list':
      return (c) => standardList(c, res, op.xb?.match);
    case 'detail':
      return op.xb.by ? (c) => detailBy(c, res, op.xb!.by!) : (c) => detail(c, res, op.xb?.param ?? res.key);
    case 'submit':
      return (c) => submit(c, res, false);
    case 'update':
      return (c) => submit(c, res, true);
    case 'remove':
      return (c) => remove(c, res);
    case 'tree':
      return (c) => r(tree(c, res, undefined));
    case 'lazyTree':
      return (c) => r(tree(c, res, c.query[parentField(res)] || c.query.parentId || rootOf(res)));
    case 'action':
      return createsRows(op) ? createRows(res) : actionHandler(op, res);
    default:
      return undefined;
  }
}

function detail(c: Call, res: Resource, param: string): unknown {
  const value =
    c.query[param] ?? c.query[res.key] ?? (c.body && typeof c.body === 'object' ? (c.body[param] ?? c.body[res.key]) : undefined);
  if (value === undefined || value === '') throw badRequest(`${MSG.missing}: ${param}`);
  // by the field the contract names (a device's deviceCode), else by the key
  const row = findVisibleBy(c, res, param, String(value)) ?? findVisible(c, res.table, String(value));
  return r(row ? labelled(c, row, res.props) : {});
}

/**
 * A detail read by several fields (a settlement setting by brandId and settlementCycle): the first
 * of the caller's records matching every one given; the first parameter is required.
 */
function detailBy(c: Call, res: Resource, by: Record<string, string>): unknown {
  const [first] = Object.keys(by);
  if (!c.query[first!]) throw badRequest(`${MSG.missing}: ${first}`);
  const given = Object.entries(by).filter(([param]) => c.query[param] !== undefined && c.query[param] !== '');
  const row = visibleRows(c, res.table).find((candidate) =>
    given.every(([param, field]) => String(candidate[field] ?? '') === c.query[param]),
  );
  return r(row ? labelled(c, row, res.props) : {});
}

function remove(c: Call, res: Resource): unknown {
  const raw =
    c.query.ids ??
    c.query.id ??
    c.query[res.key] ??
    (c.body && typeof c.body === 'object' ? (c.body.ids ?? c.body.id ?? c.body[res.key]) : undefined);
  if (raw === undefined || raw === null || String(raw) === '') throw badRequest(`${MSG.missing}: ids`);
  const table = c.state.store.table(scopeOf(c), res.table);
  // Unknown ids are skipped, as MyBatis-Plus deleteBatchIds does: the answer is still success.
  for (const key of String(raw)
    .split(',')
    .map((s) => s.trim()))
    if (findVisible(c, res.table, key)) table.delete(key);
  c.state.changed();
  return status(true);
}

export const parentField = (res: Resource) => ('parentCode' in res.props && !('parentId' in res.props) ? 'parentCode' : 'parentId');
export const rootOf = (res: Resource) => (parentField(res) === 'parentCode' ? '00' : '0');
const labelField = (res: Resource) =>
  ['title', 'name', 'deptName', 'roleName', 'dictValue', 'menuName', 'nodeName'].find((k) => k in res.props) ??
  Object.keys(res.props).find((k) => /name$/i.test(k)) ??
  res.key;
const bySort = (a: Row, b: Row) => (Number(a.sort) || 0) - (Number(b.sort) || 0);
/** Query keys a tree's search ignores (the parent is the level asked for, not a filter). */
const TREE_SKIP = ['tenantId', 'parentId', 'parentCode'];

/** Rows by parent key, each parent's rows in `sort` order. */
function childrenByParent(rows: Row[], res: Resource): Map<string, Row[]> {
  const pf = parentField(res);
  const kids = new Map<string, Row[]>();
  for (const row of rows) {
    const p = String(row[pf] ?? rootOf(res));
    (kids.get(p) ?? kids.set(p, []).get(p)!).push(row);
  }
  for (const list of kids.values()) list.sort(bySort);
  return kids;
}

/**
 * A forest (parent undefined) or one level of children with hasChildren (lazy). Nodes take the
 * shape the operation declares: select-tree nodes `{id, parentId, title, key, value}` when its
 * items are TreeNode, else the records. A resource keyed by something other than an id (region,
 * keyed by code) has nothing but the node to show in its table, so its nodes carry the record's
 * fields too (TreeNode allows them): the console's level, sort and remark columns read them.
 */
export function tree(c: Call, res: Resource, parent: string | undefined): Row[] {
  const pf = parentField(res);
  const itemProps = c.state.contract.schemas.propertiesOf(c.state.contract.schemas.itemsOf(c.op?.ok.data));
  const asNode = 'title' in itemProps && 'key' in itemProps && !('title' in res.props);
  const withRecord = asNode && res.key !== 'id';
  const label = labelField(res);
  const shape = (row: Row): Row => {
    const id = String(row[res.key]);
    if (!asNode) return labelled(c, row, res.props);
    const node = { id, parentId: String(row[pf] ?? ''), title: String(row[label] ?? ''), key: id, value: id };
    return withRecord ? { ...toWire(row, res.props), ...node } : node;
  };
  // One level with no search condition: read from the table's index of parents.
  if (parent !== undefined && !isGlobal(res.table) && !conditionsOf(c.query, res.props, TREE_SKIP).length) {
    const table = c.state.store.table(scopeOf(c), res.table);
    return childrenOf(table, pf, parent, rootOf(res))
      .sort(bySort)
      .map((row) => {
        const node = shape(row);
        if (hasChildren(table, pf, String(row[res.key]), rootOf(res))) node.hasChildren = true;
        return node;
      });
  }
  const rows = filterRows(visibleRows(c, res.table), c.query, res.props, TREE_SKIP);
  const kids = childrenByParent(rows, res);
  const keys = new Set(rows.map((row) => String(row[res.key])));
  const build = (p: string, depth: number): Row[] =>
    (kids.get(p) ?? []).map((row) => {
      const node = shape(row);
      const children = depth < 8 ? build(String(row[res.key]), depth + 1) : [];
      if (children.length) node.children = children;
      return node;
    });
  if (parent !== undefined) {
    return (kids.get(parent) ?? []).map((row) => {
      const node = shape(row);
      if (kids.get(String(row[res.key]))?.length) node.hasChildren = true;
      return node;
    });
  }
  const roots = rows.filter((row) => !keys.has(String(row[pf] ?? '')));
  const rootParents = new Set(roots.map((row) => String(row[pf] ?? rootOf(res))));
  return [...rootParents].flatMap((p) => build(p, 0));
}

/**
 * A lazy list of records (BladeX's dept/lazy-list, menu/lazy-list): the children of `parentId`
 * (the top rows for "0"), each with hasChildren when it has children and parentName when the
 * entity declares it. Without a parentId, search conditions look through every level (BladeX
 * drops the parent condition then); with neither, the top rows answer. `keep` narrows the rows
 * first (menu/lazy-menu-list: menus only, so hasChildren counts menus only).
 */
export function lazyList(c: Call, res: Resource, keep: (row: Row) => boolean = () => true): Row[] {
  const pf = parentField(res);
  const asked = c.query[pf] ?? c.query.parentId ?? '';
  const searching = Object.entries(c.query).some(
    ([k, v]) => k !== pf && k !== 'parentId' && v !== '' && (k in res.props || /_(?:like|equal|dategt|datelt)$/.test(k)),
  );
  const parent = asked !== '' ? asked : searching ? undefined : rootOf(res);
  if (parent !== undefined && !isGlobal(res.table) && c.state.keyOf(res.table) === res.key) return lazyLevel(c, res, parent, keep);
  const all = visibleRows(c, res.table).filter(keep);
  const kids = childrenByParent(all, res);
  const candidates = parent === undefined ? [...all].sort(bySort) : (kids.get(parent) ?? []);
  const matched = filterRows(candidates, c.query, res.props, TREE_SKIP);
  const names = new Map(all.map((row) => [String(row[res.key]), row[labelField(res)]]));
  return sortRows(matched, c.query).map((row) => {
    const out = labelled(c, row, res.props);
    delete out.children;
    delete out.hasChildren;
    if ('parentName' in res.props) out.parentName = String(names.get(String(row[pf])) ?? '');
    if (kids.get(String(row[res.key]))?.length) out.hasChildren = true;
    return out;
  });
}

/** lazyList's one level, read from the table's index of parents rather than every row. */
function lazyLevel(c: Call, res: Resource, parent: string, keep: (row: Row) => boolean): Row[] {
  const pf = parentField(res);
  const root = rootOf(res);
  const table = c.state.store.table(scopeOf(c), res.table);
  const candidates = childrenOf(table, pf, parent, root).filter(keep).sort(bySort);
  const matched = filterRows(candidates, c.query, res.props, TREE_SKIP);
  return sortRows(matched, c.query).map((row) => {
    const out = labelled(c, row, res.props);
    delete out.children;
    delete out.hasChildren;
    if ('parentName' in res.props) {
      const up = table.read(String(row[pf]));
      out.parentName = up && keep(up) ? String(up[labelField(res)] ?? '') : '';
    }
    if (childrenOf(table, pf, String(row[res.key]), root).some(keep)) out.hasChildren = true;
    return out;
  });
}
