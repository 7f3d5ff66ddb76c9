// blade-user calls about the signed-in user: info, profile, password; the user screen's
// reset-password, unlock, grant, update-platform and brand grants; guest registration (pending
// until approved).
// The user list and details are the standard ones with the view's names filled in.
import { GUEST_ID } from '../../auth/accounts.ts';
import { md5, sha1, storedPassword } from '../../auth/hash.ts';
import { refuseForeignKeys } from '../../auth/tenancy.ts';
import { toWire } from '../../records.ts';
import { brandTable } from '../../seed/index.ts';
import type { Row } from '../../store.ts';
import { badRequest, formatDate, MSG, r, status } from '../../wire.ts';
import type { Call, Handler } from '../../call.ts';
import { filterRows, findVisible, listAnswer, required, scopeOf, sortRows, visibleRows, type Match } from '../common.ts';

export function currentUser(c: Call): Row {
  const s = c.session!;
  return c.state.store.table(s.tenantId, '@User').get(s.userId) ?? { id: s.userId, account: s.account, name: '', realName: '', avatar: '' };
}

const userProps = (c: Call) => [...c.state.resources.values()].find((x) => x.table === '@User')?.props ?? {};

/** The user row plus the token's snake_case names (blade-auth/oauth/user-info). */
export function userInfo(c: Call, user: Row): Row {
  const s = c.session!;
  const roles = c.state.store.rows(s.tenantId, '@Role');
  const depts = c.state.store.rows(s.tenantId, '@Dept');
  const names = (ids: string, rows: Row[], field: string) =>
    ids
      .split(',')
      .map((id) => rows.find((x) => x.id === id)?.[field])
      .filter(Boolean)
      .join(',');
  return {
    ...toWire(user, userProps(c)),
    user_id: String(user.id),
    userName: String(user.realName || user.name || user.account || ''),
    role_name: s.roleAliases.join(','),
    avatar: String(user.avatar ?? ''),
    tenantId: s.tenantId,
    roleName: names(s.roleId, roles, 'roleName'),
    deptName: names(s.deptId, depts, 'deptName'),
  };
}

/** UserVO's names (roleName, deptName, postName, tenantName, sexName, userTypeName), worked out on
 *  read so a grant or an edit of roleId/deptId shows at once in the list. */
function userView(c: Call, user: Row): Row {
  const scope = scopeOf(c);
  const names = (ids: unknown, table: string, field: string) => {
    const rows = c.state.store.table(scope, table);
    return String(ids ?? '')
      .split(',')
      .map((id) => rows.get(id.trim())?.[field])
      .filter(Boolean)
      .join(',');
  };
  const dict = (code: string, key: unknown) =>
    c.state.store.rows(scope, 'blade-system/dict').find((d) => d.code === code && String(d.dictKey) === String(key))?.dictValue ?? '';
  const tenant = c.state.store.rows('*', '@Tenant').find((t) => t.tenantId === (user.tenantId || scope));
  return {
    ...user,
    roleName: names(user.roleId, '@Role', 'roleName'),
    deptName: names(user.deptId, '@Dept', 'deptName'),
    postName: names(user.postId, '@Post', 'postName'),
    tenantName: tenant?.tenantName ?? '',
    sexName: dict('sex', user.sex),
    userTypeName: dict('user_type', user.userType),
  };
}

/** The named users of the caller's tenant, each changed by `change` and stamped as updated. */
function updateUsers(c: Call, ids: string, change: (user: Row) => void): unknown {
  const now = formatDate();
  const keys = ids
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Another tenant's account is not the caller's to reset, unlock or grant.
  refuseForeignKeys(c, '@User', keys);
  for (const id of keys) {
    const user = findVisible(c, '@User', id);
    if (!user) continue; // as BladeX: unknown ids are skipped
    change(user);
    Object.assign(user, { updateUser: c.session?.userId ?? '', updateTime: now });
  }
  c.state.changed();
  return status(true);
}

function userDetail(c: Call): unknown {
  const row = findVisible(c, '@User', required(c, 'id'));
  return r(row ? toWire(userView(c, row), userProps(c)) : {});
}

/** The 平台配置 dialog's read: the user with the userExt kept for its platform ("" when none was saved). */
function platformDetail(c: Call): unknown {
  const row = findVisible(c, '@User', required(c, 'id'));
  if (!row) throw badRequest(MSG.notFound);
  return r({ ...toWire(userView(c, row), userProps(c)), userExt: String(row._userExt ?? '') });
}

const idList = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The brands granted to a user (batchSaveUserBrandRecord), kept hidden on the user row. */
export const grantedBrands = (user: Row | undefined): string[] =>
  Array.isArray(user?._brandIds) ? (user._brandIds as unknown[]).map(String) : [];

/**
 * batchSaveUserBrandRecord: a user-brand record for every pair (BladeX saves records, so a grant
 * adds to the user's brands and repeats nothing). Brands of the caller's tenant only: an unknown
 * brand is 数据不存在, another tenant's 数据不存在或无权访问, and nothing is saved.
 */
function grantBrands(c: Call): unknown {
  const brandIds = idList(required(c, 'brandIds'));
  const table = brandTable(c.state.resources);
  refuseForeignKeys(c, table, brandIds);
  if (brandIds.some((id) => !findVisible(c, table, id))) throw badRequest(MSG.notFound);
  return updateUsers(c, required(c, 'userIds'), (u) => (u._brandIds = [...new Set([...grantedBrands(u), ...brandIds])]));
}

/**
 * The user pages: page binds a User (account, realName, userType equal) and takes deptId as the
 * department and every one below it (BladeX's selectUserPage over blade_user_dept); list binds a Map.
 */
function userPage(c: Call, match: Match): unknown {
  const props = userProps(c);
  const { deptId = '', ...rest } = c.query;
  let rows = visibleRows(c, '@User');
  if (match === 'exact' && deptId) {
    const under = deptsUnder(c, deptId);
    rows = rows.filter((u) => idList(u.deptId).some((id) => under.has(id)));
  }
  const query = match === 'exact' ? rest : c.query;
  // Both narrowed by the data scopes of the user resource.
  return listAnswer(
    c,
    sortRows(filterRows(rows, query, props, [], match), c.query).map((u) => userView(c, u)),
    props,
    'blade-user/user',
  );
}

/** A department's id and the ids of every department below it (their ancestors name it). */
function deptsUnder(c: Call, deptId: string): Set<string> {
  const depts = c.state.store.rows(scopeOf(c), '@Dept');
  return new Set([deptId, ...depts.filter((d) => idList(d.ancestors).includes(deptId)).map((d) => String(d.id))]);
}

const param = (c: Call, name: string) => c.query[name] ?? (c.body && typeof c.body === 'object' ? c.body[name] : undefined);

export const userSpecials: Record<string, Handler> = {
  // BladeX's UserController.info: the user's UserVO, not the token's user_id/userName/role_name.
  'GET /blade-user/info': (c) =>
    r(toWire({ ...userView(c, currentUser(c)), userExt: String(currentUser(c)._userExt ?? '') }, userProps(c))),
  'POST /blade-user/update-info': (c) => {
    const user = currentUser(c);
    for (const k of ['name', 'realName', 'phone', 'email', 'avatar', 'birthday', 'sex'])
      if (param(c, k) !== undefined) user[k] = param(c, k);
    user.updateTime = formatDate();
    c.state.changed();
    return status(true);
  },
  'POST /blade-user/update-password': (c) => {
    const [oldPassword, newPassword, newPassword1] = ['oldPassword', 'newPassword', 'newPassword1'].map((k) => required(c, k));
    const user = currentUser(c);
    if (user._password !== sha1(oldPassword)) throw badRequest('原密码不正确');
    if (newPassword !== newPassword1) throw badRequest('请输入正确的确认密码');
    user._password = sha1(newPassword);
    c.state.changed();
    return status(true);
  },
  'GET /blade-user/page': (c) => userPage(c, 'exact'),
  // BladeX's list binds a Map (a bare key LIKE, suffixes honoured) and has no department tree.
  'GET /blade-user/list': (c) => userPage(c, 'like'),
  'GET /blade-user/detail': userDetail,
  'GET /blade-user/detail-info': userDetail,
  // BladeX resets to the param account.initPassword (123456 by default).
  'POST /blade-user/reset-password': (c) => updateUsers(c, required(c, 'userIds'), (u) => (u._password = storedPassword('123456'))),
  'POST /blade-user/unlock': (c) => updateUsers(c, required(c, 'userIds'), (u) => c.state.lockout.clear(scopeOf(c), u.account)),
  // grant replaces the users' roles; the list's roleName follows (userView).
  'POST /blade-user/grant': (c) => {
    const roleIds = required(c, 'roleIds');
    return updateUsers(c, required(c, 'userIds'), (u) => (u.roleId = roleIds));
  },
  // The platform (userType) shows in the list; userExt (JSON) is kept hidden, it has no field.
  'POST /blade-user/update-platform': (c) => {
    const userType = Number(required(c, 'userType'));
    if (![1, 2, 3].includes(userType)) throw badRequest('参数错误: userType');
    return updateUsers(c, required(c, 'userId'), (u) => Object.assign(u, { userType, _userExt: String(param(c, 'userExt') ?? '') }));
  },
  'GET /blade-user/platform-detail': platformDetail,
  'POST /blade-user/batchSaveUserBrandRecord': grantBrands,
  'POST /blade-user/register-guest': (c) => {
    const tenantId = required(c, 'tenantId');
    const account = required(c, 'account');
    const users = c.state.store.table(tenantId, '@User');
    if (![...users.values()].length) throw badRequest('租户ID未找到');
    if ([...users.values()].some((u) => u.account === account)) throw badRequest(`当前用户 [${account}] 已存在!`);
    const id = c.state.store.nextId();
    const password = String(param(c, 'password') ?? '');
    // BladeX's UserServiceImpl.registerGuest: a normal user (status 1) with role, department and
    // post -1, so the password grant refuses it (未获得用户的角色信息) until an administrator gives it
    // a role (blade-user/update, or POST /__sandbox/approve); home counts these as registrations to review.
    const name = param(c, 'name') ?? account;
    users.set(id, {
      id,
      tenantId,
      account,
      name,
      realName: name,
      userType: 1,
      status: 1,
      isDeleted: 0,
      createTime: formatDate(),
      roleId: GUEST_ID,
      deptId: GUEST_ID,
      postId: GUEST_ID,
      _password: password ? sha1(md5(password)) : '',
      _oauth: param(c, 'oauthId') ? [String(param(c, 'oauthId'))] : [],
    });
    c.state.changed();
    return status(true);
  },
};
