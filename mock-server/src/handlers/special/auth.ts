// blade-auth beside the token grant: captcha, logout, clear-cache, user-info.
import { refresh, tokenHandler } from '../../auth/grants.ts';
import { tokenOf } from '../../auth/guard.ts';
import { r } from '../../wire.ts';
import type { Handler } from '../common.ts';
import { currentUser, userInfo } from './user.ts';

const authResult = { success: 'true', msg: 'success' };

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
};
