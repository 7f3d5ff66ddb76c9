// Builds the sandbox: a Fastify app answering every operation of the bundled contract, bare and
// under /api, with the generic standard handler, the named special handlers, or the fallback.
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { loadContract, type Operation } from './contract.ts';
import { fallbackHandler, type Backing } from './handlers/fallback.ts';
import { standardHandler } from './handlers/standard.ts';
import { PUBLIC_PATHS, SPECIALS } from './handlers/special/index.ts';
import type { Handler } from './call.ts';
import { routeHandler } from './route.ts';
import { registerAdmin } from './admin.ts';
import { RequestJournal, registerJournal } from './request-journal.ts';
import { answerCors } from './cors.ts';
import { applyFaults } from './fault-hook.ts';
import { SandboxState, type SandboxOptions } from './state.ts';
import { errorBody } from './wire.ts';
import { readLongFields } from '@dasha/contract/resources';
import { registerBodyParsers } from './input/body.ts';
import { errorHandler, frameworkErrors } from './input/errors.ts';
import { checkRequestLine, clientErrorHandler, LIMITS, NODE_MAX_HEADER_BYTES, type InputLimits } from './input/limits.ts';
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
  registerBodyParsers(app, limits);
  app.setErrorHandler(errorHandler(limits));
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(errorBody(404, '请求地址不存在')));
  // One callback hook for what comes before routing's handlers, so every request passes one hook,
  // not three. CORS first, as the gateway's filter does: a preflight never meets a fault or a
  // refusal. Bad input is refused before faults are injected: a tester's faults never hide a 4xx.
  // A request answered here is not continued (Fastify's way for callback hooks); without faults
  // set (the usual case) no promise is made.
  const refusesLine = checkRequestLine(limits);
  app.addHook('onRequest', (req, reply, done) => {
    if (answerCors(req, reply) || refusesLine(req, reply)) return;
    if (!state.faults.active) return done();
    applyFaults(state, req, reply).then(() => done(), done);
  });
  registerAdmin(app, state);
  registerJournal(app, new RequestJournal(), () => state.sessions);

  const coverage: Sandbox['coverage'] = {};
  // Answers with Longs BladeX writes as numbers (a tenant's packageId): those fields go out bare.
  const longs = readLongFields(state.contract.doc);
  const routes: Routes = { plain: [], uploads: [] };
  const route = (method: string, path: string, op: Operation | undefined, handler: Handler, isPublic: boolean) => {
    const url = path.replace(/\{([^}]+)\}/g, ':$1');
    const h = routeHandler(state, op, handler, { isPublic, longKeys: new Set(op ? longs[op.key]?.answer : []) });
    const list = op?.body?.media.startsWith('multipart/') ? routes.uploads : routes.plain;
    list.push({ method, url, handler: h }, { method, url: `/api${url}`, handler: h });
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
  await registerRoutes(app, routes, limits);

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

type Routes = Record<'plain' | 'uploads', RouteOptions[]>;

/**
 * The operations' routes. The multipart reader is registered only around the calls that take an
 * upload (a multipart body in the contract): its hooks, which clean files saved to disk (the
 * sandbox saves none), would otherwise run on every call.
 */
async function registerRoutes(app: FastifyInstance, routes: Routes, limits: InputLimits): Promise<void> {
  for (const r of routes.plain) app.route(r);
  await app.register(async (uploads) => {
    // The reader brings its own parser of multipart bodies in place of the one every call has.
    uploads.removeContentTypeParser('multipart/form-data');
    await uploads.register(multipart, { limits: { fileSize: limits.uploadBytes } });
    for (const r of routes.uploads) uploads.route(r);
  });
}
