// The package as a script author gets it: the packed tarball installed in a temp project, a Node
// script and the `dasha` bin run against the sandbox (every page of a 100+ row resource, export to
// CSV and xlsx), a refused session and an unanswered request each ending the process quickly.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helpers without types
import { REPO, freePort, startProcess, waitForHttp } from '../../scripts/lib/servers.mjs';
import { installTarball, packedTarball } from './packed';
import { sheetCells, unzip } from '../src/testing/unzip';

const scratch = mkdtempSync(join(tmpdir(), 'dasha-cli-'));
const session = join(scratch, 'session.json');
const ROWS = 105;
let sandbox: { stop: () => Promise<void> };
let api = '';

/** Runs a command in the scratch project; resolves with its exit code, output and how long it took. */
function run(cmd: string, args: string[], env: Record<string, string>, input = '') {
  const started = Date.now();
  return new Promise<{ code: number | null; out: string; err: string; ms: number }>((resolve) => {
    const child = spawn(cmd, args, { cwd: scratch, env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, out, err, ms: Date.now() - started }));
    child.stdin.end(input);
  });
}
const dasha = (args: string[], env: Record<string, string> = {}, input = '') =>
  run(join(scratch, 'node_modules/.bin/dasha'), args, { BLADE_BASE_URL: api, BLADE_SESSION_FILE: session, ...env }, input);

beforeAll(async () => {
  const port = await freePort();
  sandbox = startProcess(`${REPO}/node_modules/.bin/tsx`, ['mock-server/src/main.ts', '--port', String(port)]);
  const url = `http://127.0.0.1:${port}`;
  api = `${url}/api`;
  installTarball(await packedTarball(), scratch); // the sandbox starts meanwhile
  await waitForHttp(`${url}/__sandbox/health`, 120000);
  // Copies of the seeded rows until the list has ROWS records (the seed has a few dozen).
  const grow = await fetch(`${url}/__sandbox/grow?resource=blade-system/param&rows=${ROWS}`, { method: 'POST' });
  expect(grow.status).toBe(200);
}, 240000);
afterAll(async () => {
  await sandbox?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the installed package against the sandbox', () => {
  it(`a Node script reads every page of a ${ROWS}-row list and exits`, async () => {
    writeFileSync(
      join(scratch, 'all.mjs'),
      `import { createBladeClientFromEnv } from '@dasha/sdk/node';
const blade = createBladeClientFromEnv();
await blade.auth.signIn({ tenantId: blade.tenantId, username: 'admin', password: 'admin' });
const params = blade.resource('/blade-system/param');
const { total } = await params.page({ current: 1, size: 1 });
const all = await params.all({ size: 10, concurrency: 3 });
console.log(JSON.stringify({ total, count: all.length, unique: new Set(all.map((p) => p.id)).size }));`,
    );
    const r = await run(process.execPath, ['all.mjs'], { BLADE_BASE_URL: api });
    expect(r.err).toBe('');
    expect(JSON.parse(r.out)).toEqual({ total: ROWS, count: ROWS, unique: ROWS });
    expect(r.ms).toBeLessThan(15000);
  }, 30000);

  it(`dasha login, then export every record to CSV and xlsx`, async () => {
    const login = await dasha(['login', '--tenant', '000000', '--user', 'admin'], {}, 'admin\n');
    expect(login.err).toContain('Signed in as admin (tenant 000000)');
    expect(login.code).toBe(0);

    const csv = await dasha(['export', 'param', '--out', 'params.csv', '--size', '20', '--concurrency', '2']);
    expect(csv.code).toBe(0);
    expect(csv.err).toContain(`${ROWS} records of /blade-system/param -> params.csv`);
    expect(csv.err).not.toContain('\r'); // no progress bar: stderr is a pipe here
    const lines = readFileSync(join(scratch, 'params.csv'), 'utf8').split('\r\n');
    expect(lines[0]!.startsWith('\ufeff')).toBe(true);
    expect(lines[0]).toContain('参数键名'); // the contract's title of paramKey
    expect(lines.filter(Boolean)).toHaveLength(ROWS + 1);

    const xlsx = await dasha(['export', '/blade-system/param', '-o', 'params.xlsx', '--size', '50']);
    expect(xlsx.code).toBe(0);
    const cells = sheetCells(unzip(readFileSync(join(scratch, 'params.xlsx'))));
    const header = [...cells.entries()].filter(([ref]) => /^[A-Z]+1$/.test(ref)).map(([, c]) => c.v);
    expect(header).toContain('参数键名');
    const rows = new Set([...cells.keys()].map((ref) => Number(ref.replace(/^[A-Z]+/, ''))));
    expect(Math.max(...rows)).toBe(ROWS + 1);
  }, 60000);

  it('dasha --version, a short --help, and --verbose with the token masked', async () => {
    const version = await dasha(['--version']);
    expect(version.out.trim()).toBe(JSON.parse(readFileSync(join(scratch, 'node_modules/@dasha/sdk/package.json'), 'utf8')).version);
    const help = await dasha(['--help']);
    expect(help.code).toBe(0);
    expect(help.out.split('\n').length).toBeLessThan(40);
    const token = (JSON.parse(JSON.parse(readFileSync(session, 'utf8'))['saber-token']) as { content: string }).content;
    const r = await dasha(['list', 'param', '--size', '1', '--verbose']);
    expect(r.code).toBe(0);
    expect(r.err).toContain(`> GET ${api}/blade-system/param/list?current=1&size=1`);
    expect(r.err).toMatch(/^< 200 OK in \d+ ms$/m);
    expect(r.err).not.toContain(token);
  }, 20000);

  it('a refused session exits 1 at once with what to do', async () => {
    const bad = join(scratch, 'bad-session.json');
    const text = readFileSync(session, 'utf8');
    // The file maps storage keys to stored entries (JSON text): the token is saber-token's content.
    const token = (JSON.parse(JSON.parse(text)['saber-token']) as { content: string }).content;
    expect(token.length).toBeGreaterThan(8);
    writeFileSync(bad, text.replaceAll(token, 'not-a-token'));
    const r = await dasha(['list', 'param'], { BLADE_SESSION_FILE: bad });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/The server refused the session \(401: .+\)\. Sign in again with `dasha login`\./);
    expect(r.ms).toBeLessThan(5000);
  }, 20000);

  it('a server that never answers ends in a timeout message, not a hang', async () => {
    const silent: Server = createServer(() => undefined); // accepts and never answers
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const copy = join(scratch, 'silent-session.json');
    copyFileSync(session, copy);
    try {
      const port = (silent.address() as { port: number }).port;
      const r = await dasha(['list', 'param', '--base-url', `http://127.0.0.1:${port}/api`], {
        BLADE_SESSION_FILE: copy,
        BLADE_TIMEOUT_MS: '300',
      });
      expect(r.code).toBe(1);
      expect(r.err).toContain('Timed out: no answer within 300 ms');
      expect(r.ms).toBeLessThan(8000); // reads are retried twice with backoff, each attempt 300 ms
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  }, 20000);

  it('an unknown resource exits 2 without a request', async () => {
    const r = await dasha(['export', 'no-such-resource', '--out', 'x.csv']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('Unknown resource "no-such-resource"');
  });
});
