// blade-auth beside the token grant: captcha, logout, clear-cache, user-info, and third-party
// sign-in's render and callback. The sandbox's one configured source is its own provider, which
// consents at once: render sends the browser straight back to the console with the code of the
// account bound to that source, as social.domain's /oauth/redirect/{source} would receive it.
import { randomBytes } from 'node:crypto';
import { refresh, SOCIAL_SOURCE, tokenHandler } from '../../auth/grants.ts';
import { tokenOf } from '../../auth/guard.ts';
import { badRequest, r } from '../../wire.ts';
import type { Call, Handler } from '../../call.ts';
import { currentUser, userInfo } from './user.ts';

const authResult = { success: 'true', msg: 'success' };
/** SocialUtil's refusal of a source the deployment did not configure. */
const NO_CONFIG = '未获取到有效的Auth配置';
/** The code the sandbox's provider hands out: the account seeded as bound to its source. */
const PROVIDER_CODE = 'bound';

function sourceOf(c: Call): string {
  const source = (c.req.params as { source?: string }).source ?? '';
  if (source !== SOCIAL_SOURCE) throw badRequest(NO_CONFIG);
  return source;
}

/** Where the console is: the page that sent the browser here, else this host (the console proxies /api). */
function consoleOrigin(c: Call): string {
  const referer = String(c.req.headers.referer ?? '');
  if (/^https?:\/\//i.test(referer)) return new URL(referer).origin;
  return `${c.req.protocol}://${c.req.headers.host ?? 'localhost'}`;
}

/** The provider's answer for a code (JustAuth's AuthResponse): 2000 with its user, or an error code. */
function providerUser(c: Call): unknown {
  const source = sourceOf(c);
  if (!c.query.code) return { code: 5008, msg: 'Illegal code', data: null };
  return {
    code: 2000,
    msg: null,
    data: { uuid: c.query.code, username: `${source}-${c.query.code}`, nickname: c.query.code, avatar: '', source: source.toUpperCase() },
  };
}

export const authSpecials: Record<string, Handler> = {
  'POST /blade-auth/oauth/token': tokenHandler,
  'POST /blade-auth/oauth/token/refresh': (c) => refresh(c, c.query.refreshToken ?? c.query.refresh_token),
  'GET /blade-auth/oauth/captcha': (c) => c.state.captchas.issue(),
  'GET /blade-auth/oauth/logout': (c) => {
    const token = tokenOf(c.req);
    if (token) c.state.sessions.revoke(token);
    return authResult;
  },
  'GET /blade-auth/oauth/clear-cache': () => authResult,
  'GET /blade-auth/oauth/user-info': (c) => r(userInfo(c, currentUser(c))),
  'GET /blade-auth/oauth/render/{source}': (c) => {
    const source = sourceOf(c);
    const back = new URL('/login', consoleOrigin(c));
    for (const [k, v] of Object.entries({ source, code: PROVIDER_CODE, state: randomBytes(16).toString('hex') }))
      back.searchParams.set(k, v);
    return c.reply.redirect(back.toString(), 302);
  },
  'GET /blade-auth/oauth/callback/{source}': providerUser,
};
