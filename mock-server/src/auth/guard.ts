// Who may call what: the OAuth client (Basic saber/saber_secret) on the auth endpoints and
// wherever it is sent, and a live Blade-Auth token on every endpoint but the public ones.
import type { FastifyRequest } from 'fastify';
import type { Session, Sessions } from './sessions.ts';
import { BladeError, MSG } from '../wire.ts';

export const CLIENT_ID = 'saber';
export const CLIENT_SECRET = 'saber_secret';
const BASIC = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

/** The gateway's answer to a request without a token: `message`, not `msg`. */
export const MISSING_TOKEN = { code: 401, message: '缺失令牌,鉴权失败', data: null };

export function checkClient(req: FastifyRequest, path: string): void {
  const auth = req.headers.authorization;
  // Third-party sign-in is reached by the browser's navigation, which sends no client header.
  const needed = path.startsWith('/blade-auth/') && !/^\/blade-auth\/oauth\/(render|callback)\//.test(path);
  if (!auth && !needed) return;
  if (auth !== BASIC) throw new BladeError(401, '客户端认证失败', { code: 401, success: false, msg: '客户端认证失败' });
}

// The last header read and its token: a request reads its token up to three times (the route, the
// token check, the journal) and a client sends the same header on every call. Handing back the same
// string also lets the session lookup reuse the hash the string keeps once computed.
let lastHeader: string | undefined;
let lastToken: string | undefined;

export function tokenOf(req: FastifyRequest): string | undefined {
  const raw = req.headers['blade-auth'];
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (!v) return undefined;
  if (v !== lastHeader) {
    lastToken = v.replace(/^bearer\s+/i, '').trim() || undefined;
    lastHeader = v;
  }
  return lastToken;
}

export function checkToken(req: FastifyRequest, sessions: Sessions): Session {
  const token = tokenOf(req);
  if (!token) throw new BladeError(401, MISSING_TOKEN.message, MISSING_TOKEN);
  const session = sessions.check(token);
  if (!session) throw new BladeError(401, MSG.unauthorized);
  return session;
}
