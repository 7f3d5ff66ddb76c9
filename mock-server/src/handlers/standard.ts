// The one generic handler of the standard resource pattern (spec §7): list/page, detail,
// submit and update, remove, tree and lazy tree, for every resource the contract names.
import type { Operation } from '../contract.ts';
import { storedPassword } from '../auth/hash.ts';
import { coerceRow, toWire, withDeclaredFields, type Resource } from '../records.ts';
import { GLOBAL, type Row } from '../store.ts';
import { badRequest, formatDate, MSG, r, status } from '../wire.ts';
import { actionHandler } from './actions.ts';
import { filterRows, findVisible, listAnswer, scopeOf, sortRows, visibleRows, writeAnswer, type Call, type Handler } from './common.ts';

export function standardHandler(op: Operation, res: Resource): Handler | undefined {
  switch (op.xb?.role) {
    case 'list':
      return (c) => listAnswer(c, sortRows(filterRows(visibleRows(c, res.table), c.query, res.props), c.query), res.props);
    case 'detail':
      return (c) => detail(c, res, op.xb?.param ?? res.key);
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
      return actionHandler(op, res);
    default:
      return undefined;
  }
}

function detail(c: Call, res: Resource, param: string): unknown {
  const value = c.query[param] ?? c.query[res.key] ?? (c.body && typeof c.body === 'object' ? c.body[param] ?? c.body[res.key] : undefined);
  if (value === undefined || value === '') throw badRequest(`${MSG.missing}: ${param}`);
  const row = param === res.key ? findVisible(c, res.table, value) : visibleRows(c, res.table).find((x) => String(x[param]) === String(value)) ?? findVisible(c, res.table, value);
  return r(row ? toWire(row, res.props) : {});
}

/** submit/save: no key creates, a known key updates; update requires a known key. */
export function submit(c: Call, res: Resource, mustExist: boolean): unknown {
  if (!c.body || typeof c.body !== 'object' || Array.isArray(c.body)) throw badRequest(MSG.missing);
  const { password, ...fields } = c.body as Row;
  const input = coerceRow(fields, res.props);
  const keyValue = input[res.key];
  const table = c.state.store.table(scopeOf(c), res.table);
  const existing = keyValue !== undefined && keyValue !== null && keyValue !== '' ? findVisible(c, res.table, String(keyValue)) : undefined;
  const now = formatDate();
  const who = c.session?.userId ?? '';
  let row: Row;
  if (existing) {
    for (const k of ['id', 'tenantId', 'createUser', 'createTime', 'createDept']) delete input[k];
    row = Object.assign(existing, input, 'updateTime' in res.props ? { updateUser: who, updateTime: now } : {});
  } else {
    if (mustExist) throw badRequest(keyValue ? MSG.notFound : `${MSG.missing}: ${res.key}`);
    row = withDeclaredFields(input, res.props);
    if (res.key === 'id') row.id = keyValue ? String(keyValue) : c.state.store.nextId();
    else if (!keyValue) throw badRequest(`${MSG.missing}: ${res.key}`);
    if ('tenantId' in res.props) row.tenantId = res.table === '@Tenant' ? input.tenantId || newTenantId(c, res) : scopeOf(c);
    if ('createTime' in res.props) Object.assign(row, { createUser: who, createDept: c.session?.deptId.split(',')[0] ?? '', createTime: now, updateUser: who, updateTime: now });
    if ('status' in res.props && (row.status === null || row.status === undefined)) row.status = 1;
    if ('isDeleted' in res.props) row.isDeleted = 0;
    if (res.table === '@User') row._password = storedPassword(password ? String(password) : '123456');
    table.set(String(row[res.key]), row);
  }
  if (existing && res.table === '@User' && password) row._password = storedPassword(String(password));
  c.state.changed();
  return writeAnswer(c, row, res);
}

function newTenantId(c: Call, res: Resource): string {
  const taken = new Set(c.state.store.rows(GLOBAL, res.table).map((t) => t.tenantId));
  let n = 100003;
  while (taken.has(String(n))) n++;
  return String(n);
}

function remove(c: Call, res: Resource): unknown {
  const raw = c.query.ids ?? c.query.id ?? c.query[res.key] ?? (c.body && typeof c.body === 'object' ? c.body.ids ?? c.body.id ?? c.body[res.key] : undefined);
  if (raw === undefined || raw === null || String(raw) === '') throw badRequest(`${MSG.missing}: ids`);
  const table = c.state.store.table(scopeOf(c), res.table);
  // Unknown ids are skipped, as MyBatis-Plus deleteBatchIds does: the answer is still success.
  for (const key of String(raw).split(',').map((s) => s.trim())) if (findVisible(c, res.table, key)) table.delete(key);
  c.state.changed();
  return status(true);
}

const parentField = (res: Resource) => ('parentCode' in res.props && !('parentId' in res.props) ? 'parentCode' : 'parentId');
const rootOf = (res: Resource) => (parentField(res) === 'parentCode' ? '00' : '0');
const labelField = (res: Resource) =>
  ['title', 'name', 'deptName', 'roleName', 'dictValue', 'menuName'].find((k) => k in res.props) ?? Object.keys(res.props).find((k) => /name$/i.test(k)) ?? res.key;

/** A forest (parent undefined) or one level of children with hasChildren (lazy). */
function tree(c: Call, res: Resource, parent: string | undefined): Row[] {
  const pf = parentField(res);
  const rows = filterRows(visibleRows(c, res.table), c.query, res.props, ['tenantId', 'parentId', 'parentCode']);
  const itemProps = c.state.contract.schemas.propertiesOf(c.state.contract.schemas.itemsOf(c.op?.ok.data));
  const asNode = 'title' in itemProps && 'key' in itemProps && !('title' in res.props);
  const label = labelField(res);
  const kids = new Map<string, Row[]>();
  for (const row of rows) {
    const p = String(row[pf] ?? rootOf(res));
    (kids.get(p) ?? kids.set(p, []).get(p)!).push(row);
  }
  const keys = new Set(rows.map((row) => String(row[res.key])));
  const shape = (row: Row): Row => {
    const id = String(row[res.key]);
    return asNode ? { id, parentId: String(row[pf] ?? ''), title: String(row[label] ?? ''), key: id, value: id } : toWire(row, res.props);
  };
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

