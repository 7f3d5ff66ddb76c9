// POST /blade-auth/oauth/token: password, captcha, refresh_token and social grants, everything
// in the query string. Every refusal is Spring Security OAuth2's: HTTP 400 with {error,
// error_description}, never R (BladeX's granters throw InvalidGrantException or
// UserDeniedAuthorizationException).
import type { Handler, Call } from '../call.ts';
import { BladeError, formatDate } from '../wire.ts';
import { sessionFor, tenantRow, tokenBody } from './accounts.ts';
import { sha1 } from './hash.ts';
import type { Row } from '../store.ts';

/** The configured demo social source: code "bound" signs in the user linked to it. */
export const SOCIAL_SOURCE = 'gitee';

const header = (c: Call, name: string) => {
  const v = c.req.headers[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v) || undefined;
};
/** A refused grant as Spring OAuth2 answers it: invalid_grant (bad credentials, token) or access_denied. */
const refused = (description: string, error: 'invalid_grant' | 'access_denied' | 'unsupported_grant_type' = 'access_denied') =>
  new BladeError(400, description, { error, error_description: description });
/**
 * BladeUserDetailsServiceImpl's refusal of a user whose roles name no role, as a registered guest's
 * -1 does until an administrator gives it one (password and refresh grants; the social grant signs it in).
 */
export const NO_ROLE = '未获得用户的角色信息';
const roleless = (c: Call, tenantId: string, user: Row) => !sessionFor(c.state.store, tenantId, user).roleAliases.length;

export const tokenHandler: Handler = (c) => {
  const grant = c.query.grant_type || 'password';
  const tenantId = c.query.tenantId || header(c, 'Tenant-Id') || '000000';
  if (grant === 'refresh_token') return refresh(c, c.query.refresh_token);
  if (grant === 'social') return social(c, tenantId);
  if (grant !== 'password' && grant !== 'captcha') throw refused('不支持的授权类型', 'unsupported_grant_type');
  if (grant === 'captcha' && !c.state.captchas.verify(header(c, 'Captcha-Key'), header(c, 'Captcha-Code'))) throw refused('验证码不正确');
  const tenant = checkTenant(c, tenantId);
  if (!tenant) throw refused('租户ID未找到');
  const account = c.query.username ?? '';
  if (c.state.lockout.isLocked(tenantId, account)) throw refused('登录错误次数过多,请稍后再试');
  const user = c.state.store.rows(tenantId, '@User').find((u) => u.account === account);
  if (!user || !user._password || user._password !== sha1(String(c.query.password ?? ''))) {
    c.state.lockout.fail(tenantId, account);
    throw refused('用户名或密码不正确', 'invalid_grant');
  }
  // Checked after the password so a wrong guess learns nothing.
  if (roleless(c, tenantId, user)) throw refused(NO_ROLE);
  c.state.lockout.clear(tenantId, account);
  const session = sessionFor(c.state.store, tenantId, user, header(c, 'Dept-Id'), header(c, 'Role-Id'));
  return tokenBody(user, session, c.state.sessions.issue(session));
};

/** Refresh: a new token pair for the same user, with a new department/role choice if sent. */
export const refresh = (c: Call, token: string | undefined) => {
  const old = token ? c.state.sessions.redeem(token) : undefined;
  const user = old && c.state.store.rows(old.tenantId, '@User').find((u) => u.id === old.userId);
  // Spring's DefaultTokenServices: an unknown refresh token is an invalid grant.
  if (!old || !user) throw refused('令牌已失效,请重新登录', 'invalid_grant');
  if (roleless(c, old.tenantId, user)) throw refused(NO_ROLE);
  checkTenant(c, old.tenantId);
  const dept = header(c, 'Dept-Id') ?? c.query.deptId;
  const role = header(c, 'Role-Id') ?? c.query.roleId;
  const session = sessionFor(
    c.state.store,
    old.tenantId,
    user,
    dept ?? (old.deptId.includes(',') ? undefined : old.deptId),
    role ?? (old.roleId.includes(',') ? undefined : old.roleId),
  );
  return tokenBody(user, session, c.state.sessions.issue(session));
};

function social(c: Call, tenantId: string) {
  if (c.query.source !== SOCIAL_SOURCE) throw refused('不支持的第三方登录来源', 'invalid_grant');
  if (!c.query.code) throw refused('第三方授权码不能为空', 'invalid_grant');
  checkTenant(c, tenantId);
  const oauthId = `${SOCIAL_SOURCE}:${c.query.code}`;
  const user = c.state.store.rows(tenantId, '@User').find((u) => (u._oauth ?? []).includes(oauthId));
  if (user)
    return tokenBody(
      user,
      sessionFor(c.state.store, tenantId, user),
      c.state.sessions.issue(sessionFor(c.state.store, tenantId, user)),
      oauthId,
    );
  // Not bound yet: BladeX answers a token for user -1 so the console opens its registration dialog.
  const guest = { id: '-1', account: '', name: c.query.code, realName: '', avatar: '', deptId: '', roleId: '' };
  const session = sessionFor(c.state.store, tenantId, guest);
  return tokenBody(guest, session, c.state.sessions.issue(session), oauthId);
}

/** Refuses an expired tenant; answers the tenant row (or undefined when unknown). */
function checkTenant(c: Call, tenantId: string) {
  const tenant = tenantRow(c.state.store, tenantId);
  if (tenant?.expireTime && tenant.expireTime < formatDate()) throw refused('租户授权已过期,请联系管理员');
  return tenant;
}
