// Builds the sandbox: a Fastify app answering every operation of the bundled contract, bare and
// under /api, with the generic standard handler, the named special handlers, or the fallback.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Operation } from './contract.ts';
import { checkClient, checkToken, tokenOf } from './auth/guard.ts';
import { fallbackHandler, type Backing } from './handlers/fallback.ts';
import { standardHandler } from './handlers/standard.ts';
import { PUBLIC_PATHS, SPECIALS } from './handlers/special/index.ts';
import type { Call, Handler } from './handlers/common.ts';
import { registerAdmin } from './admin.ts';
import { applyFaults } from './fault-hook.ts';
import { SandboxState, type SandboxOptions } from './state.ts';
import { BladeError, errorBody, MSG } from './wire.ts';

export interface Sandbox {
  app: FastifyInstance;
  state: SandboxState;
  /** How each operation is served: standard, action, special, store (by schema) or example. */
  coverage: Record<string, Backing | 'standard' | 'action' | 'special'>;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export async function buildSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const state = new SandboxState(options);
  const app = Fastify({
    logger: false,
    bodyLimit: 50 * 1024 * 1024,
    routerOptions: { maxParamLength: 1000 },
    // Malformed URLs and the like still answer in the R shape.
    frameworkErrors: (_err, _req, reply) => void (reply as FastifyReply).code(400).send(errorBody(400, '请求参数错误')),
  });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024 } });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new BladeError(400, '请求体不是合法的JSON'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.setErrorHandler((err: any, _req, reply) => {
    if (err instanceof BladeError) return reply.code(err.status).send(err.body ?? errorBody(err.status, err.message));
    if (err.statusCode && err.statusCode < 500) return reply.code(400).send(errorBody(400, '请求参数错误'));
    return reply.code(500).send(errorBody(500, MSG.server));
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(errorBody(404, '请求地址不存在')));
  app.addHook('onRequest', (req, reply) => applyFaults(state, req, reply));
  registerAdmin(app, state);

  const coverage: Sandbox['coverage'] = {};
  const route = (method: string, path: string, op: Operation | undefined, handler: Handler, isPublic: boolean) => {
    const url = path.replace(/\{([^}]+)\}/g, ':$1');
    const h = wrap(state, op, handler, isPublic);
    app.route({ method, url, handler: h });
    app.route({ method, url: `/api${url}`, handler: h });
  };
  for (const op of state.contract.operations) {
    const special = SPECIALS[op.key] as Handler | undefined;
    const res = op.xb ? state.resources.get(op.xb.resource) : undefined;
    const standard = !special && res ? standardHandler(op, res) : undefined;
    let handler = special ?? standard;
    if (special) coverage[op.key] = 'special';
    else if (standard) coverage[op.key] = op.xb?.role === 'action' ? 'action' : 'standard';
    else {
      const fb = fallbackHandler(state, op);
      handler = fb.handler;
      coverage[op.key] = fb.backing;
    }
    route(op.method, op.path, op, handler!, op.isPublic || PUBLIC_PATHS.has(op.path));
  }
  for (const [key, handler] of Object.entries(SPECIALS)) {
    if (state.contract.byKey.has(key)) continue;
    const [method, path] = key.split(' ');
    route(method, path, undefined, handler, PUBLIC_PATHS.has(path));
  }

  return {
    app,
    state,
    coverage,
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const addr = app.server.address();
      return `http://${host}:${typeof addr === 'object' && addr ? addr.port : port}`;
    },
    async close() {
      await app.close();
      state.close();
    },
  };
}

function wrap(state: SandboxState, op: Operation | undefined, handler: Handler, isPublic: boolean) {
  const path = op?.path ?? '';
  return async (req: FastifyRequest, reply: FastifyReply) => {
    checkClient(req, path || req.url);
    const token = tokenOf(req);
    const session = isPublic ? (token ? state.sessions.check(token) : undefined) : checkToken(req, state.sessions);
    const query = flatQuery(req.query);
    if (op) checkRequired(op, query, req);
    const call: Call = { state, op, req, reply, session, query, body: req.body };
    const out = await handler(call);
    if (reply.sent) return reply;
    return out;
  };
}

function flatQuery(q: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((q ?? {}) as Record<string, unknown>)) out[k] = Array.isArray(v) ? v.join(',') : String(v ?? '');
  return out;
}

/** A missing required parameter or body is a 400 R, as BladeX's validation answers. */
function checkRequired(op: Operation, query: Record<string, string>, req: FastifyRequest): void {
  for (const p of op.params) {
    if (!p.required) continue;
    const v = p.in === 'query' ? query[p.name] : p.in === 'header' ? req.headers[p.name.toLowerCase()] : 'x';
    if (v === undefined || v === '') throw new BladeError(400, `${MSG.missing}: ${p.name}`);
  }
  if (op.body?.required && !op.body.media.startsWith('multipart/') && (req.body === undefined || req.body === null || req.body === '')) throw new BladeError(400, `${MSG.missing}: body`);
}
