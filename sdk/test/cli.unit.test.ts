// The CLI in-process (main() with injected streams, environment and fetch): commands, checks
// against the contract, exit codes and messages, the session file, export files, the progress bar.
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main';
import type { CliIo } from '../src/cli/io';
import { md5 } from '../src/md5';
import { fakeFetch, json, ok, router, tokenAnswer } from './helpers';
import { sheetCells, unzip } from './unzip';

const dir = mkdtempSync(join(tmpdir(), 'dasha-cli-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

const params = Array.from({ length: 7 }, (_, i) => ({ id: String(i + 1), paramName: i === 0 ? '=cmd|calc' : `参数${i + 1}`, paramKey: `k${i + 1}`, amount: i - 3 }));
const paged = (request: Request) => {
  const url = new URL(request.url);
  const current = Number(url.searchParams.get('current'));
  const size = Number(url.searchParams.get('size'));
  return ok({ records: params.slice((current - 1) * size, current * size), total: params.length, size, current });
};

/** Runs `dasha ...args` against `handler`, with a fresh session file unless one is given. */
async function dasha(args: string[], handler: (r: Request) => Response | Promise<Response> = () => ok(), o: { file?: string; tty?: boolean; stdin?: string } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const fetch = fakeFetch(handler);
  const io: CliIo = {
    stdout: { write: (s: string) => out.push(s) },
    stderr: { write: (s: string) => err.push(s), isTTY: o.tty, columns: 100 },
    stdin: Object.assign([o.stdin ?? ''], { isTTY: false }),
    env: { BLADE_BASE_URL: 'http://api.test/api', BLADE_SESSION_FILE: o.file ?? join(dir, `s${++n}.json`) },
    fetch,
  };
  const code = await main(args, io);
  return { code, out: out.join(''), err: err.join(''), calls: fetch.calls };
}

/** A session file signed in as admin. */
async function signedInFile(): Promise<string> {
  const file = join(dir, `signed-${++n}.json`);
  const r = await dasha(['login', '--user', 'admin'], router({ '/blade-auth/oauth/token': () => json(tokenAnswer()) }), { file, stdin: 'admin\n' });
  expect(r.code).toBe(0);
  return file;
}

describe('dasha --help and resources', () => {
  it('lists the resources with name, entity and path', async () => {
    const r = await dasha(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('dasha export <resource>');
    expect(r.out).toMatch(/\nparam\s+Param\s+\/blade-system\/param\n/);
    // A last segment two resources share is not a name: the path is.
    expect(r.out).toMatch(/\neim-purchase\/purchasestoreorder\s+PurchaseStoreOrder\s+\/eim-purchase\/purchasestoreorder\n/);
    expect(r.out).toMatch(/\nnotice\s+Notice\s+\/blade-desk\/notice\n/);
  });
});

describe('mistakes in the command line exit 2 before any request', () => {
  const cases: [string[], RegExp][] = [
    [['frobnicate'], /Unknown command "frobnicate"/],
    [['list', 'no-such-thing'], /Unknown resource "no-such-thing"/],
    [['list', 'purchasestoreorder'], /Unknown resource "purchasestoreorder". Did you mean: eim-purchase\/purchasestoreorder, red-purchase\/purchasestoreorder/],
    [['list', 'blade-system/param', '--query', 'paramNme=x'], /has no parameter "paramNme". It takes: .*paramName/],
    [['list', 'notice', '--size', '0'], /--size must be a positive integer/],
    [['list', 'notice', '--format', 'xml'], /--format must be one of table, json, jsonl, csv/],
    [['list', 'notice', '--colour'], /Unknown option '--colour'/],
    [['export', 'notice', '--out', 'x.pdf'], /--out must end in .csv, .jsonl, .xlsx/],
    [['call', 'bladeSystemParamDetial'], /Unknown operationId "bladeSystemParamDetial"/],
    [['call', 'bladeSystemParamDetail'], /needs --param id=/],
    [['call', 'bladeSystemParamList', '--param', 'current=two'], /current must be an integer, got "two"/],
    [['call', 'bladeSystemParamSubmit'], /needs a body/],
    [['call', 'bladeSystemParamSubmit', '--body', '{nope'], /--body must be JSON/],
  ];
  for (const [args, message] of cases) {
    it(`dasha ${args.join(' ')}`, async () => {
      const r = await dasha(args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.calls).toHaveLength(0);
    });
  }

  it('a missing gateway names BLADE_BASE_URL', async () => {
    const io: CliIo = { stdout: { write: () => true }, stderr: { write: (s: string) => (err += s) }, stdin: [], env: { BLADE_SESSION_FILE: join(dir, 'none.json') } };
    let err = '';
    expect(await main(['list', 'notice'], io)).toBe(2);
    expect(err).toContain('set BLADE_BASE_URL');
  });
});

describe('login, list, call, logout', () => {
  it('signs in with the password from stdin and keeps the session in the file', async () => {
    const file = await signedInFile();
    const stored = readFileSync(file, 'utf8');
    expect(stored).toContain('access-1');
    expect(stored).toContain('http://api.test/api'); // the gateway, for later commands
  });

  it('on a terminal, reads the password without echo (raw mode, backspace, Enter)', async () => {
    const tty = Object.assign(new EventEmitter(), { isTTY: true, raw: [] as boolean[], [Symbol.iterator]: () => ([] as string[])[Symbol.iterator]() });
    const setRawMode = (on: boolean) => tty.raw.push(on);
    const stdin = Object.assign(tty, { setRawMode, pause: () => undefined, resume: () => setTimeout(() => tty.emit('data', Buffer.from('adx\u007fmin\r')), 5) });
    const err: string[] = [];
    const fetch = fakeFetch(router({ '/blade-auth/oauth/token': () => json(tokenAnswer()) }));
    const io: CliIo = { stdout: { write: () => true }, stderr: { write: (t: string) => err.push(t) }, stdin, env: { BLADE_BASE_URL: 'http://api.test/api', BLADE_SESSION_FILE: join(dir, 'tty.json') }, fetch };
    expect(await main(['login', '--user', 'admin'], io)).toBe(0);
    expect(err[0]).toBe('Password for admin@000000: ');
    expect(tty.raw).toEqual([true, false]);
    expect(new URL(fetch.calls[0]!.url).searchParams.get('password')).toBe(md5('admin'));
  });

  it('lists a page with the checked query, typed as the contract says', async () => {
    const file = await signedInFile();
    const r = await dasha(['list', '/blade-system/param', '--query', 'paramName=参数', '--size', '3', '--format', 'json'], router({ '/blade-system/param/list': paged }), { file });
    expect(r.code).toBe(0);
    const url = new URL(r.calls[0]!.url);
    expect(url.pathname).toBe('/api/blade-system/param/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({ paramName: '参数', current: '1', size: '3' });
    expect(r.calls[0]!.headers.get('Blade-Auth')).toBe('bearer access-1');
    expect(JSON.parse(r.out)).toMatchObject({ total: 7, records: params.slice(0, 3) });
  });

  it('prints a table by default', async () => {
    const file = await signedInFile();
    const r = await dasha(['list', 'blade-system/param', '--size', '2'], router({ '/blade-system/param/list': paged }), { file });
    expect(r.out.split('\n')[0]).toMatch(/^id\s+paramName\s+paramKey\s+amount$/);
    expect(r.out).toContain('(2 of 7)');
  });

  it('calls an operation by id with typed parameters and prints the answer', async () => {
    const file = await signedInFile();
    const r = await dasha(['call', 'bladeSystemParamDetail', '--param', 'id=5'], router({ '/blade-system/param/detail': () => ok(params[4]) }), { file });
    expect(r.code).toBe(0);
    expect(new URL(r.calls[0]!.url).search).toBe('?id=5');
    expect(JSON.parse(r.out)).toEqual(params[4]);
  });

  it('a refused session exits 1 and says to sign in again', async () => {
    const file = await signedInFile();
    const r = await dasha(['list', 'notice'], () => json({ code: 401, success: false, msg: '请求未授权' }, 401), { file });
    expect(r.code).toBe(1);
    expect(r.err).toContain('The server refused the session (401: 请求未授权). Sign in again with `dasha login`.');
  });

  it('a server error exits 1 with the server message', async () => {
    const file = await signedInFile();
    const r = await dasha(['call', 'bladeSystemParamDetail', '-p', 'id=9'], () => json({ code: 400, success: false, msg: '参数不存在' }, 400), { file });
    expect(r.code).toBe(1);
    expect(r.err).toContain('The server answered 400: 参数不存在');
  });

  it('without a session, says to run dasha login', async () => {
    const r = await dasha(['list', 'notice']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/Not signed in .*run `dasha login` first/);
  });

  it('logout empties the session file', async () => {
    const file = await signedInFile();
    const r = await dasha(['logout'], () => ok(), { file });
    expect(r.code).toBe(0);
    expect(readFileSync(file, 'utf8')).not.toContain('access-1');
  });
});

describe('dasha export', () => {
  it('writes every page to xlsx (formula text stays text) with a progress bar on a TTY', async () => {
    const file = await signedInFile();
    const out = join(dir, 'params.xlsx');
    const r = await dasha(['export', 'blade-system/param', '--out', out, '--size', '3', '--concurrency', '2'], router({ '/blade-system/param/list': paged }), { file, tty: true });
    expect(r.code).toBe(0);
    expect(r.calls.map((c) => new URL(c.url).searchParams.get('current'))).toEqual(['1', '2', '3']);
    const cells = sheetCells(unzip(readFileSync(out)));
    expect(cells.get('B2')).toEqual({ t: 's', v: '=cmd|calc' });
    expect(cells.get('D2')).toEqual({ t: 'n', v: '-3' });
    expect(cells.get('A8')).toEqual({ t: 's', v: '7' });
    expect(r.err).toContain('7/7 100%');
    expect(r.err).toContain('7 records of /blade-system/param');
  });

  it('writes csv with the formula guard and no progress bar when stderr is not a TTY', async () => {
    const file = await signedInFile();
    const out = join(dir, 'params.csv');
    const r = await dasha(['export', 'param', '-o', out, '--size', '5'], router({ '/blade-system/param/list': paged }), { file });
    expect(r.code).toBe(0);
    const lines = readFileSync(out, 'utf8').split('\r\n');
    expect(lines[0]).toBe('\ufeffid,paramName,paramKey,amount');
    expect(lines[1]).toBe("1,'=cmd|calc,k1,-3");
    expect(lines).toHaveLength(9); // header, 7 records, and the empty text after the last CRLF
    expect(r.err).not.toContain('\r');
  });
});
