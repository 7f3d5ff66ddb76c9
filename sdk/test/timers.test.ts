// No timer or socket outlives its request: a Node script exits by itself right after its answer,
// whatever the answer (after a 401 a script used to wait out the 300 s timeout).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SDK = fileURLToPath(new URL('..', import.meta.url));
const TSX = join(SDK, '../node_modules/.bin/tsx');
const R = (code: number, msg: string) => JSON.stringify({ code, success: false, msg, data: null });
const token = JSON.stringify({ access_token: 'a', refresh_token: 'r', tenant_id: '000000', user_name: 'admin', expires_in: 3600 });

// path -> [status, content type, body]; /api/hang never answers.
const answers: Record<string, [number, string, string]> = {
  '/api/ok': [200, 'application/json', JSON.stringify({ code: 200, success: true, data: 1, msg: '' })],
  '/api/unauthorized': [401, 'application/json', R(401, '请求未授权')],
  '/api/failure': [500, 'application/json', R(500, '服务器异常')],
  '/api/html': [502, 'text/html', '<html><body><h1>502 Bad Gateway</h1></body></html>'],
  '/api/broken': [200, 'application/json', '{"code":200,"data":'],
  '/api/blade-auth/oauth/token': [200, 'application/json', token],
};

// The script a user would write: make a client, (sign in, start the refresh loop), call, print.
const SCRIPT = `
import { createBladeClient, memoryStorage } from ${JSON.stringify(join(SDK, 'src/index.ts'))};
const [base, path, timeoutMs, refresh] = process.argv.slice(2);
const blade = createBladeClient({ baseUrl: base, storage: memoryStorage(), timeoutMs: Number(timeoutMs), onError: () => {} });
if (refresh) {
  await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
  blade.refresh.start();
}
const outcome = await blade.call(blade.api.GET(path)).then(() => 'ok', (e) => e.name);
console.log(JSON.stringify({ outcome, settledAt: performance.now() }));
`;

let server: Server;
let base = '';
let script = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = answers[(req.url ?? '').split('?')[0]!];
    if (answer) res.writeHead(answer[0], { 'Content-Type': answer[1] }).end(answer[2]);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/api`;
  script = join(mkdtempSync(join(tmpdir(), 'dasha-timers-')), 'script.mts');
  writeFileSync(script, SCRIPT);
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** Runs the script; `afterAnswerMs`: from the answer (as the script measured it) to the process's exit. */
function run(path: string, timeoutMs = 300000, refresh = false) {
  const started = Date.now();
  return new Promise<{ outcome: string; wallMs: number; afterAnswerMs: number; code: number | null }>((resolve, reject) => {
    const child = spawn(TSX, [script, base, path, String(timeoutMs), refresh ? 'refresh' : ''], { cwd: SDK });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    const guard = setTimeout(() => child.kill(), 15000); // a hang fails the test instead of stalling the suite
    child.on('exit', (code) => {
      clearTimeout(guard);
      const wallMs = Date.now() - started;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return reject(new Error(`the script printed no result (exit ${code}):\n${out}`));
      const { outcome, settledAt } = JSON.parse(line) as { outcome: string; settledAt: number };
      resolve({ outcome, wallMs, afterAnswerMs: wallMs - settledAt, code });
    });
  });
}

// What would hold a script is the 10 s refresh tick or the 300 s request timeout: well past this
// bound, which leaves room for a loaded machine (a CI run under load once took 1.7 s to exit).
const EXITS_WITHIN_MS = 5000;

describe('a Node script exits by itself right after its answer', () => {
  it.each([
    ['/ok', 'ok'],
    ['/unauthorized', 'BladeError'],
    ['/failure', 'BladeError'],
    ['/html', 'BladeParseError'],
    ['/broken', 'BladeParseError'],
  ])('%s -> %s, exit at once (not held by a timer)', async (path, outcome) => {
    const result = await run(path);
    expect(result).toMatchObject({ outcome, code: 0 });
    expect(result.afterAnswerMs).toBeLessThan(EXITS_WITHIN_MS);
  });

  it('a request past its timeoutMs: BladeTimeoutError, and the abandoned socket does not hold the process', async () => {
    const result = await run('/hang', 300);
    expect(result).toMatchObject({ outcome: 'BladeTimeoutError', code: 0 });
    expect(result.afterAnswerMs).toBeLessThan(EXITS_WITHIN_MS);
  });

  it('a started refresh loop does not keep the script alive', async () => {
    const result = await run('/ok', 300000, true);
    expect(result).toMatchObject({ outcome: 'ok', code: 0 });
    expect(result.afterAnswerMs).toBeLessThan(EXITS_WITHIN_MS);
  });
});
