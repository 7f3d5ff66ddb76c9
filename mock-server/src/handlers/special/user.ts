// blade-user calls about the signed-in user: info, profile, password, and the admin's
// reset-password, unlock and guest registration.
import { md5, sha1, storedPassword } from '../../auth/hash.ts';
import { toWire } from '../../records.ts';
import type { Row } from '../../store.ts';
import { badRequest, formatDate, MSG, r, status } from '../../wire.ts';
import { required, scopeOf, type Call, type Handler } from '../common.ts';

export function currentUser(c: Call): Row {
  const s = c.session!;
  return c.state.store.table(s.tenantId, '@User').get(s.userId) ?? { id: s.userId, account: s.account, name: '', realName: '', avatar: '' };
}

const userProps = (c: Call) => [...c.state.resources.values()].find((x) => x.table === '@User')?.props ?? {};

/** The user row plus the snake_case names the console's user info reads. */
export function userInfo(c: Call, user: Row): Row {
  const s = c.session!;
  const roles = c.state.store.rows(s.tenantId, '@Role');
  const depts = c.state.store.rows(s.tenantId, '@Dept');
  const names = (ids: string, rows: Row[], field: string) => ids.split(',').map((id) => rows.find((x) => x.id === id)?.[field]).filter(Boolean).join(',');
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

const param = (c: Call, name: string) => c.query[name] ?? (c.body && typeof c.body === 'object' ? c.body[name] : undefined);

export const userSpecials: Record<string, Handler> = {
  'GET /blade-user/info': (c) => r(userInfo(c, currentUser(c))),
  'POST /blade-user/update-info': (c) => {
    const user = currentUser(c);
    for (const k of ['name', 'realName', 'phone', 'email', 'avatar', 'birthday', 'sex']) if (param(c, k) !== undefined) user[k] = param(c, k);
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
  'POST /blade-user/reset-password': (c) => {
    for (const id of required(c, 'userIds').split(',')) {
      const user = c.state.store.table(scopeOf(c), '@User').get(id);
      if (user) user._password = storedPassword('123456');
    }
    c.state.changed();
    return status(true);
  },
  'POST /blade-user/unlock': (c) => {
    for (const id of required(c, 'userIds').split(',')) {
      const user = c.state.store.table(scopeOf(c), '@User').get(id);
      if (user) c.state.lockout.clear(scopeOf(c), user.account);
    }
    return status(true);
  },
  'POST /blade-user/register-guest': (c) => {
    const tenantId = required(c, 'tenantId');
    const account = required(c, 'account');
    const users = c.state.store.table(tenantId, '@User');
    if (![...users.values()].length) throw badRequest('租户ID未找到');
    if ([...users.values()].some((u) => u.account === account)) throw badRequest(`当前用户 [${account}] 已存在!`);
    const id = c.state.store.nextId();
    const password = String(param(c, 'password') ?? '');
    // Registration waits for an administrator's approval: status 0 until someone enables it.
    users.set(id, { id, tenantId, account, name: param(c, 'name') ?? account, realName: param(c, 'name') ?? account, userType: 1, status: 0, isDeleted: 0, createTime: formatDate(), roleId: '', deptId: '', postId: '', _password: password ? sha1(md5(password)) : '', _oauth: param(c, 'oauthId') ? [String(param(c, 'oauthId'))] : [] });
    c.state.changed();
    return r(true, MSG.ok);
  },
};
