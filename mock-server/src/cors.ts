// Cross-origin requests, answered as BladeX's gateway filter does (credentials allowed, a named list
// of request headers, a preflight ends there with 200), with one difference: the stock filter
// answers `Access-Control-Allow-Origin: *`, which browsers refuse for the console's requests, since
// they carry credentials (spec §7). A gateway serving a console from another origin (config.json
// `apiBase` set to its URL) must name that origin instead; this sandbox names whichever asks.
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The stock gateway's allowed headers, then those the console also sends (captcha, department and
 * role switching, brand): a real gateway must add these five to serve a console from another
 * origin (deploy/README.md, "A gateway on another origin"); behind the console's own nginx no CORS is involved.
 */
export const CORS_ALLOWED_HEADERS = [
  'X-Requested-With',
  'Tenant-Id',
  'Blade-Auth',
  'Content-Type',
  'Authorization',
  'credential',
  'X-XSRF-TOKEN',
  'token',
  'username',
  'client',
  'request-origion',
  'Captcha-Key',
  'Captcha-Code',
  'Dept-Id',
  'Role-Id',
  'brandId',
].join(', ');

/**
 * CORS headers on any request with an Origin; true when it answered the request (a preflight ends
 * here). Tokens travel in headers, never cookies, so naming any origin grants no ambient authority.
 */
export function answerCors(req: FastifyRequest, reply: FastifyReply): boolean {
  if (!req.headers.origin) return false;
  reply.headers({
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS,HEAD',
    'Access-Control-Allow-Origin': req.headers.origin,
    Vary: 'Origin',
    'Access-Control-Expose-Headers': '*',
    'Access-Control-Max-Age': '18000',
    'Access-Control-Allow-Credentials': 'true',
  });
  if (req.method !== 'OPTIONS') return false;
  void reply.code(200).send();
  return true;
}
