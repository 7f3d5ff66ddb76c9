// Who a user is once signed in: the department and role chosen (Dept-Id/Role-Id), the role
// aliases that drive menus, and the plain token object BladeX answers.
import type { Row, Store } from '../store.ts';
import type { Session } from './sessions.ts';

export const LICENSE = 'powered by bladex';
/** BladeX's StringPool.MINUS_ONE: the role, department and post of a registered guest no one has approved. */
export const GUEST_ID = '-1';

/** The session for a user; `dept`/`role` pick one of several (the switch dialog). */
export function sessionFor(store: Store, tenantId: string, user: Row, dept?: string, role?: string): Session {
  const deptIds = String(user.deptId ?? '')
    .split(',')
    .filter(Boolean);
  const roleIds = String(user.roleId ?? '')
    .split(',')
    .filter(Boolean);
  const deptId = dept && deptIds.includes(dept) ? dept : deptIds.join(',');
  const roleId = role && roleIds.includes(role) ? role : roleIds.join(',');
  const roles = store.rows(tenantId, '@Role');
  const roleAliases = roleId
    .split(',')
    .map((id) => roles.find((r) => r.id === id)?.roleAlias)
    .filter((a): a is string => Boolean(a));
  return {
    tenantId,
    userId: String(user.id),
    account: String(user.account),
    deptId,
    roleId,
    roleAliases,
    isAdmin: roleAliases.some((a) => a === 'administrator' || a === 'admin'),
  };
}

export function tokenBody(
  user: Row,
  session: Session,
  tokens: { access_token: string; refresh_token: string; expires_in: number },
  oauthId = '',
): Row {
  return {
    tenant_id: session.tenantId,
    user_id: session.userId,
    dept_id: session.deptId,
    post_id: String(user.postId ?? ''),
    role_id: session.roleId,
    oauth_id: oauthId,
    account: String(user.account ?? ''),
    user_name: String(user.account ?? ''),
    nick_name: String(user.name ?? ''),
    real_name: String(user.realName ?? ''),
    role_name: session.roleAliases.join(','),
    avatar: String(user.avatar ?? ''),
    ...tokens,
    token_type: 'bearer',
    license: LICENSE,
  };
}

/** The tenant row, from the global tenant table. */
export const tenantRow = (store: Store, tenantId: string) => store.rows('*', '@Tenant').find((t) => t.tenantId === tenantId);
