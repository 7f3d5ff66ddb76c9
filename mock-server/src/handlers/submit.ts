// The write of one record of a standard resource (submit and update): a new record gets its key,
// tenant, audit fields and first state; a known one is updated in place. The standard handler
// (standard.ts), the batch creates (batch.ts) and the named operations that save a record reuse it.
import { storedPassword } from '../auth/hash.ts';
import { refuseForeignKeys } from '../auth/tenancy.ts';
import type { Call } from '../call.ts';
import { coerceRow, withDeclaredFields, type Resource } from '../records.ts';
import { GLOBAL, type Row } from '../store.ts';
import { assertStorableRow } from '../tables/storable.ts';
import { badRequest, formatDate, MSG } from '../wire.ts';
import { creationFields, findVisible, findVisibleBy, scopeOf, writeAnswer } from './common.ts';

const OWN_PARENT = '父节点不可选择自身!';

/** submit/save: no key creates, a known key updates; update requires a known key. */
export function submit(c: Call, res: Resource, mustExist: boolean): unknown {
  if (!c.body || typeof c.body !== 'object' || Array.isArray(c.body)) throw badRequest(MSG.missing);
  const { password, ...fields } = c.body as Row;
  const input = coerceRow(fields, res.props);
  // Refused whole before any field is applied: an update never stops half way through.
  assertStorableRow(input);
  refuseHiddenParent(c, res, input);
  const keyValue = input[res.key];
  const table = c.state.store.table(scopeOf(c), res.table);
  const existing = keyValue !== undefined && keyValue !== null && keyValue !== '' ? findVisible(c, res.table, String(keyValue)) : undefined;
  // A key another tenant holds is neither overwritten nor created a second time.
  if (!existing && keyValue) refuseForeignKeys(c, res.table, [String(keyValue)]);
  // BladeX's tree saves (menu, dept) refuse a record filed under itself.
  if (existing && 'parentId' in res.props && input.parentId != null && String(input.parentId) === String(existing[res.key]))
    throw badRequest(OWN_PARENT);
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
    if ('createTime' in res.props) Object.assign(row, creationFields(c, now));
    // a new record starts in its first declared state (10 for ordering steps), else 1
    if ('status' in res.props && (row.status === null || row.status === undefined)) row.status = res.props.status?.enum?.[0] ?? 1;
    if ('isDeleted' in res.props) row.isDeleted = 0;
    if (res.table === '@User') row._password = storedPassword(password ? String(password) : '123456');
    table.set(String(row[res.key]), row);
  }
  if (existing && res.table === '@User' && password) row._password = storedPassword(String(password));
  if (res.table === '@Dept') fileDept(c, row);
  c.state.changed();
  return writeAnswer(c, row, res);
}

/**
 * A record kept on a record's tab (x-blade-sublist `offers`: a production order's materials) names
 * a parent the caller can see: a line is never hung under another tenant's order, nor a made-up one.
 */
export function refuseHiddenParent(c: Call, res: Resource, input: Row): void {
  for (const link of c.state.sublists.values()) {
    if (!link.offers?.length || link.child.table !== res.table) continue;
    const value = input[link.field];
    if (value === undefined || value === null || value === '') continue;
    if (!findVisibleBy(c, link.parent, link.by ?? link.parent.key, String(value))) throw badRequest(`${MSG.notFound}: ${link.field}`);
  }
}

/**
 * BladeX's DeptServiceImpl.submit: a department without a parent goes to the top ('0'), one under a
 * parent gets the parent's ancestors and the parent, which is how the departments below one are found.
 */
function fileDept(c: Call, dept: Row): void {
  const parentId = String(dept.parentId ?? '');
  if (!parentId || parentId === '0') {
    Object.assign(dept, { parentId: '0', ancestors: '0' });
    return;
  }
  const parent = findVisible(c, '@Dept', parentId);
  if (parent) dept.ancestors = `${String(parent.ancestors || '0')},${parentId}`;
}

function newTenantId(c: Call, res: Resource): string {
  const taken = new Set(c.state.store.rows(GLOBAL, res.table).map((t) => t.tenantId));
  let n = 100003;
  while (taken.has(String(n))) n++;
  return String(n);
}
