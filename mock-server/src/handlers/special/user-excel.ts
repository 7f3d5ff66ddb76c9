// The stock user page's Excel calls: import-user (multipart `file`, `isCovered`), export-user and
// export-template (opened in a new window, so the token travels as the `blade-auth` query
// parameter, as BladeX reads it). Columns are BladeX's UserExcel, by their header texts.
import { storedPassword } from '../../auth/hash.ts';
import type { Row } from '../../store.ts';
import { BladeError, badRequest, formatDate, MSG, status } from '../../wire.ts';
import { writeSheet, XLSX_MIME } from '../../xlsx.ts';
import type { Call, Handler } from '../../call.ts';
import { filterRows } from '../common.ts';
import { uploadedSheet } from './uploaded-sheet.ts';

/** UserExcel: header text -> user field (names stand for ids on import). */
const COLUMNS: Array<[header: string, field: string]> = [
  ['租户编号', 'tenantId'],
  ['用户平台', 'userTypeName'],
  ['账户', 'account'],
  ['昵称', 'name'],
  ['姓名', 'realName'],
  ['邮箱', 'email'],
  ['手机', 'phone'],
  ['角色名称', 'roleName'],
  ['部门名称', 'deptName'],
  ['岗位名称', 'postName'],
  ['生日', 'birthday'],
];
/** The named reference fields: the name column, the id field and where the names live. */
const REFS: Array<[name: string, id: string, table: string, label: string, what: string]> = [
  ['roleName', 'roleId', '@Role', 'roleName', '角色'],
  ['deptName', 'deptId', '@Dept', 'deptName', '部门'],
  ['postName', 'postId', '@Post', 'postName', '岗位'],
];

/** The caller's session from the Blade-Auth header or the `blade-auth` query parameter. */
export function sessionOf(c: Call) {
  const raw = c.session ? '' : String(c.query['blade-auth'] ?? '');
  const session = c.session ?? (raw ? c.state.sessions.check(raw.replace(/^bearer\s+/i, '').trim()) : undefined);
  if (!session) throw new BladeError(401, MSG.unauthorized);
  c.session = session;
  return session;
}

const userTypes = (c: Call, tenantId: string) =>
  c.state.store.rows(tenantId, 'blade-system/dict').filter((d) => d.code === 'user_type' && d.parentId !== '0');

/** Sends rows as `<fileName>.xlsx`, one sheet named `sheetName` (BladeX's ExcelUtil.export). */
export function sendSheet(c: Call, fileName: string, rows: string[][], sheetName = '用户数据表'): unknown {
  const name = `${fileName}.xlsx`;
  return c.reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment;filename*=utf-8''${encodeURIComponent(name)}`)
    .send(writeSheet(sheetName, rows));
}

/** The export's row of a user: ids shown by their names. */
function exportRow(c: Call, tenantId: string, user: Row): string[] {
  const names = (ids: unknown, table: string, field: string) =>
    String(ids ?? '')
      .split(',')
      .map((id) => c.state.store.table(tenantId, table).get(id)?.[field])
      .filter(Boolean)
      .join(',');
  const view: Row = {
    ...user,
    userTypeName: userTypes(c, tenantId).find((d) => String(d.dictKey) === String(user.userType))?.dictValue ?? '',
  };
  for (const [name, id, table, label] of REFS) view[name] = names(user[id], table, label);
  return COLUMNS.map(([, f]) => String(view[f] ?? ''));
}

/** A user row from a sheet row: names turned into ids, unknown names refused with the row number. */
function importRow(c: Call, tenantId: string, values: Row, line: number): Row {
  if (!values.account) throw badRequest(`第${line}行: 账户不能为空`);
  const user: Row = {
    account: values.account,
    name: values.name || values.account,
    realName: values.realName || values.name || values.account,
    email: values.email ?? '',
    phone: values.phone ?? '',
    birthday: values.birthday ?? '',
  };
  const type = userTypes(c, tenantId).find((d) => d.dictValue === values.userTypeName);
  user.userType = type ? Number(type.dictKey) : 1;
  for (const [name, id, table, label, what] of REFS) {
    const wanted = String(values[name] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const rows = c.state.store.rows(tenantId, table);
    user[id] = wanted
      .map((n) => {
        const hit = rows.find((x) => x[label] === n);
        if (!hit) throw badRequest(`第${line}行: ${what} ${n} 不存在`);
        return String(hit.id);
      })
      .join(',');
  }
  return user;
}

export const userExcelSpecials: Record<string, Handler> = {
  'POST /blade-user/import-user': async (c) => {
    const { tenantId, userId } = sessionOf(c);
    const [header = [], ...lines] = await uploadedSheet(c);
    const fields = header.map((h) => COLUMNS.find(([t, f]) => t === h || f === h)?.[1]);
    if (!fields.includes('account')) throw badRequest('Excel 表头须包含 账户');
    const covered = c.query.isCovered === '1' || c.query.isCovered === 'true';
    const table = c.state.store.table(tenantId, '@User');
    const byAccount = new Map([...table.values()].map((u) => [String(u.account), u]));
    // Every row is checked before anything is saved.
    const users = lines.map((cells, i) => {
      const values = Object.fromEntries(fields.map((f, j) => [f, cells[j] ?? '']).filter(([f]) => f)) as Row;
      const user = importRow(c, tenantId, values, i + 2);
      if (!covered && byAccount.has(user.account)) throw badRequest(`当前用户 [${user.account}] 已存在!`);
      return user;
    });
    if (!users.length) throw badRequest('Excel 文件中没有用户数据');
    const now = formatDate();
    for (const user of users) {
      const existing = byAccount.get(user.account);
      if (existing) Object.assign(existing, user, { updateUser: userId, updateTime: now });
      else {
        const id = c.state.store.nextId();
        // BladeX gives imported users the initial password (param account.initPassword).
        table.set(id, {
          id,
          tenantId,
          code: '',
          avatar: '',
          sex: -1,
          status: 1,
          isDeleted: 0,
          createUser: userId,
          createDept: c.session!.deptId.split(',')[0],
          createTime: now,
          updateUser: userId,
          updateTime: now,
          ...user,
          _password: storedPassword('123456'),
          _oauth: [],
        });
      }
    }
    c.state.changed();
    return status(true);
  },
  'GET /blade-user/export-user': (c) => {
    const { tenantId } = sessionOf(c);
    const props = c.state.resources.get('blade-user/user')?.props ?? {};
    const users = filterRows(
      c.state.store.rows(tenantId, '@User'),
      { account: c.query.account ?? '', realName: c.query.realName ?? '' },
      props,
    );
    return sendSheet(c, `用户数据${formatDate().replace(/\D/g, '')}`, [
      COLUMNS.map(([h]) => h),
      ...users.map((u) => exportRow(c, tenantId, u)),
    ]);
  },
  'GET /blade-user/export-template': (c) => {
    sessionOf(c);
    return sendSheet(c, '用户数据模板', [COLUMNS.map(([h]) => h)]);
  },
};
