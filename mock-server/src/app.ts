// Builds the sandbox: a Fastify app answering every operation of the bundled contract, bare and
// under /api, with the generic standard handler, the named special handlers, or the fallback.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { loadContract, type Operation } from './contract.ts';
import { checkClient, checkToken, tokenOf } from './auth/guard.ts';
import { checkPermission } from './auth/permissions.ts';
import { fallbackHandler, type Backing } from './handlers/fallback.ts';
import { standardHandler } from './handlers/standard.ts';
import { PUBLIC_PATHS, SPECIALS } from './handlers/special/index.ts';
import type { Call, Handler } from './call.ts';
import { registerAdmin } from './admin.ts';
import { RequestJournal, registerJournal } from './request-journal.ts';
import { answerCors } from './cors.ts';
import { applyFaults } from './fault-hook.ts';
import { SandboxState, type SandboxOptions } from './state.ts';
import { BladeError, errorBody, MSG, writeLongs } from './wire.ts';
import { readLongFields } from '@dasha/contract/resources';
import { registerBodyParsers, isSafeKey } from './input/body.ts';
import { errorHandler, frameworkErrors } from './input/errors.ts';
import { checkRequestLine, clientErrorHandler, LIMITS, NODE_MAX_HEADER_BYTES, type InputLimits } from './input/limits.ts';
import { checkInput } from './input/index.ts';
import { ensureBundleJson } from '../../scripts/lib/bundle.mjs';

export interface Sandbox {
  app: FastifyInstance;
  state: SandboxState;
  /** How each operation is served: standard, action, special, store (by schema) or example. */
  coverage: Record<string, Backing | 'standard' | 'action' | 'special'>;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export interface BuildOptions extends SandboxOptions {
  /** Overrides of the documented input limits (tests use small ones). */
  limits?: Partial<InputLimits>;
}

/** `/api/blade_user/...` is `/api/blade-user/...`: the other spelling of the user service. */
export function serviceAlias(url: string): string {
  return url.startsWith('/api/blade_user/') ? `/api/blade-user/${url.slice('/api/blade_user/'.length)}` : url;
}

export async function buildSandbox(options: BuildOptions = {}): Promise<Sandbox> {
  // A fresh clone has only the committed YAML bundle: write the JSON one the sandbox reads.
  const state = new SandboxState({ ...options, contract: options.contract ?? loadContract(ensureBundleJson()) });
  const limits: InputLimits = { ...LIMITS, ...options.limits };
  const app = Fastify({
    logger: false,
    bodyLimit: limits.bodyBytes,
    http: { maxHeaderSize: NODE_MAX_HEADER_BYTES },
    clientErrorHandler: clientErrorHandler(limits),
    routerOptions: { maxParamLength: 1000 },
    // The user service is also written blade_user (spec §6): both spellings reach the same routes.
    rewriteUrl: (req) => serviceAlias(req.url ?? '/'),
    // Malformed URLs and the like still answer in the R shape.
    frameworkErrors: frameworkErrors(limits),
  });
  await app.register(multipart, { limits: { fileSize: limits.uploadBytes } });
  registerBodyParsers(app, limits);
  app.setErrorHandler(errorHandler(limits));
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(errorBody(404, '请求地址不存在')));
  // CORS first, as the gateway's filter does: a preflight never meets a fault or a refusal.
  app.addHook('onRequest', answerCors);
  // Bad input is refused before faults are injected: a tester's faults never hide a 4xx.
  app.addHook('onRequest', checkRequestLine(limits));
  // Without faults set (the usual case) the hook costs no promise.
  app.addHook('onRequest', (req, reply, done) => {
    if (!state.faults.active) return done();
    applyFaults(state, req, reply).then(() => done(), done);
  });
  registerAdmin(app, state);
  registerJournal(app, new RequestJournal(), () => state.sessions);

  const coverage: Sandbox['coverage'] = {};
  // Answers with Longs BladeX writes as numbers (a tenant's packageId): those fields go out bare.
  const longs = readLongFields(state.contract.doc);
  const route = (method: string, path: string, op: Operation | undefined, handler: Handler, isPublic: boolean) => {
    const url = path.replace(/\{([^}]+)\}/g, ':$1');
    const h = wrap(state, op, handler, isPublic, new Set(op ? longs[op.key]?.answer : []));
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

function wrap(state: SandboxState, op: Operation | undefined, handler: Handler, isPublic: boolean, longKeys: ReadonlySet<string>) {
  const path = op?.path ?? '';
  return async (req: FastifyRequest, reply: FastifyReply) => {
    checkClient(req, path || req.url);
    const token = tokenOf(req);
    const session = isPublic ? (token ? state.sessions.check(token) : undefined) : checkToken(req, state.sessions);
    const query = flatQuery(req.query);
    if (op) checkRequired(op, query, req);
    const call: Call = { state, op, req, reply, session, query, body: req.body };
    checkPermission(call);
    checkInput(call);
    const out = await handler(call);
    if (reply.sent) return reply;
    if (longKeys.size && out && typeof out === 'object' && !Buffer.isBuffer(out))
      return reply.type('application/json; charset=utf-8').send(writeLongs(out, longKeys));
    return out;
  };
}

function flatQuery(q: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((q ?? {}) as Record<string, unknown>))
    if (isSafeKey(k)) out[k] = Array.isArray(v) ? v.join(',') : String(v ?? '');
  return out;
}

/** A missing required parameter or body is a 400 R, as BladeX's validation answers. */
function checkRequired(op: Operation, query: Record<string, string>, req: FastifyRequest): void {
  for (const p of op.params) {
    if (!p.required) continue;
    const v = p.in === 'query' ? query[p.name] : p.in === 'header' ? req.headers[p.name.toLowerCase()] : 'x';
    if (v === undefined || v === '') throw new BladeError(400, `${MSG.missing}: ${p.name}`);
  }
  if (op.body?.required && !op.body.media.startsWith('multipart/') && (req.body === undefined || req.body === null || req.body === ''))
    throw new BladeError(400, `${MSG.missing}: body`);
}
