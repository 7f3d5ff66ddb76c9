// The sandbox's own endpoints (not part of the contract): reset, faults, files, a peek at a
// captcha's code for automated tests, approving a registered guest, readiness and figures, and
// growing a table for benchmarks; the console's error-log collector (error-log.ts).
import type { FastifyInstance } from 'fastify';
import type { SandboxState } from './state.ts';
import { growTable } from './grow.ts';
import { errorBody } from './wire.ts';
import { sendStoredFile } from './handlers/special/files.ts';
import { registerErrorLog } from './error-log.ts';

export function registerAdmin(app: FastifyInstance, state: SandboxState): void {
  registerErrorLog(app);
  // ?sessions=keep: the data goes back to the seed, who is signed in stays signed in.
  app.post('/__sandbox/reset', async (req) => {
    state.reset({ keepSessions: (req.query as Record<string, string>).sessions === 'keep' });
    return { ok: true, ...state.store.stats() };
  });
  app.get('/__sandbox/faults', async () => state.faults.config);
  // A wrong configuration is a 400 R naming the field, and nothing of it applies.
  app.put('/__sandbox/faults', async (req) => {
    state.faults.set(req.body ?? {});
    return state.faults.config;
  });
  app.delete('/__sandbox/faults', async () => {
    state.faults.set({});
    return state.faults.config;
  });
  // Approves a guest registered with register-guest the way an administrator does on the user
  // screen: gives it a role (roleAlias, default customer, whose menu is the desk) in place of -1,
  // for tests and testers who do not want to sign in as the tenant's admin.
  app.post('/__sandbox/approve', async (req, reply) => {
    const q = req.query as Record<string, string>;
    const tenantId = q.tenantId ?? '000000';
    const user = state.store.rows(tenantId, '@User').find((u) => u.account === q.account);
    if (!user) return reply.code(404).send(errorBody(404, `账号不存在: ${q.account ?? ''}`));
    const alias = q.roleAlias ?? 'customer';
    const role = state.store.rows(tenantId, '@Role').find((r) => r.roleAlias === alias);
    if (!role) return reply.code(404).send(errorBody(404, `角色不存在: ${alias}`));
    user.roleId = String(role.id);
    state.changed();
    return { ok: true, id: user.id, roleId: user.roleId };
  });
  app.get('/__sandbox/captcha', async (req, reply) => {
    const code = state.captchas.peek(String((req.query as Record<string, string>).key ?? ''));
    return code ? { code } : reply.code(404).send(errorBody(404, '验证码不存在或已过期'));
  });
  app.get('/__sandbox/files/:id/*', async (req, reply) => {
    const f = state.files.get((req.params as { id: string }).id);
    if (!f) return reply.code(404).send({ code: 404, success: false, msg: '文件不存在' });
    return sendStoredFile(reply, f);
  });
  // Readiness for scripts: the store is seeded before the server listens, so any answer is ready.
  app.get('/__sandbox/health', async () => ({
    status: 'ok',
    operations: state.contract.operations.length,
    ...state.store.stats(),
    uptimeSeconds: Math.round(process.uptime()),
  }));
  app.post('/__sandbox/grow', async (req) => growTable(state, req.query as Record<string, string>));
  app.get('/__sandbox/info', async () => {
    const mem = process.memoryUsage();
    return {
      operations: state.contract.operations.length,
      resources: state.resources.size,
      ...state.store.stats(),
      rssMB: Math.round(mem.rss / 1048576),
      heapUsedMB: Math.round(mem.heapUsed / 1048576),
    };
  });
}
