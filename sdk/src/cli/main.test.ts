// The CLI in-process (main() with injected streams, environment and fetch): commands, checks
// against the contract, exit codes and messages, the session file, export files, the progress bar.
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { BladeError } from '../errors';
import { main } from './main';
import type { CliIo } from './io';
import { md5 } from '../md5';
import { fakeFetch, json, ok, router, tokenAnswer } from '../testing/helpers';
import { sheetCells, unzip } from '../testing/unzip';

const dir = mkdtempSync(join(tmpdir(), 'dasha-cli-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

const params = Array.from({ length: 7 }, (_, i) => ({
  id: String(i + 1),
  paramName: i === 0 ? '=cmd|calc' : `参数${i + 1}`,
  paramKey: `k${i + 1}`,
  amount: i - 3,
}));
const paged = (request: Request) => {
  const url = new URL(request.url);
  const current = Number(url.searchParams.get('current'));
  const size = Number(url.searchParams.get('size'));
  return ok({ records: params.slice((current - 1) * size, current * size), total: params.length, size, current });
};

/** Runs `dasha ...args` against `handler`, with a fresh session file unless one is given. */
async function dasha(
  args: string[],
  handler: (r: Request) => Response | Promise<Response> = () => ok(),
  o: { file?: string; tty?: boolean; stdin?: string } = {},
) {
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
  const r = await dasha(['login', '--user', 'admin'], router({ '/blade-auth/oauth/token': () => json(tokenAnswer()) }), {
    file,
    stdin: 'admin\n',
  });
  expect(r.code).toBe(0);
  return file;
}

describe('dasha --help and resources', () => {
  it('--help is short: the commands, without the resource list', async () => {
    const r = await dasha(['--help']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').length).toBeLessThan(40);
    for (const command of ['login', 'logout', 'get', 'list', 'export', 'call', 'resources', 'operations', 'completion'])
      expect(r.out).toMatch(new RegExp(`\\n  ${command} `));
    expect(r.out).not.toContain('/blade-system/param');
    expect((await dasha([])).out).toBe(r.out);
  });

  it("<command> --help (and help <command>) gives that command's options", async () => {
    const r = await dasha(['export', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Usage: dasha export <resource> --out');
    expect(r.out).toContain('--concurrency N');
    expect((await dasha(['help', 'export'])).out).toBe(r.out);
    expect((await dasha(['call', '-h'])).out).toContain('--file part=path');
  });

  it('--version prints the version of package.json', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    const r = await dasha(['--version']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${version}\n`);
  });

  it('dasha resources lists the resources with name, entity and path', async () => {
    const r = await dasha(['resources']);
    expect(r.code).toBe(0);
    r.out = `\n${r.out}`; // every line, the first too, is matched after a line break
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
    [
      ['list', 'purchasestoreorder'],
      /Unknown resource "purchasestoreorder". Did you mean: eim-purchase\/purchasestoreorder, red-purchase\/purchasestoreorder/,
    ],
    [['list', 'blade-system/param', '--query', 'paramNme=x'], /has no parameter "paramNme". It takes: .*paramName/],
    [['list', 'notice', '--size', '0'], /--size must be a positive integer/],
    [['list', 'notice', '--format', 'xml'], /--format must be one of table, json, jsonl, csv/],
    [['list', 'notice', '--colour'], /Unknown option '--colour' for dasha list\. Its options: .*--format/],
    [['list', 'notice', '--fromat', 'json'], /Unknown option '--fromat' for dasha list\. Did you mean: --format\?/],
    [['export', 'notice', '--out'], /--out needs a value/],
    [['export', 'notice', '-o', 'x.csv', '--stats=yes'], /--stats takes no value/],
    [['lsit', 'notice'], /Unknown command "lsit"\. Did you mean: list\?/],
    [['call', 'bladeSystemParamDetial'], /Unknown operationId "bladeSystemParamDetial"\. Did you mean: bladeSystemParamDetail\?/],
    [
      ['call', 'bladeSystemParamSubmit', '--body', '{"paramName":"n","paramKey":"k"}'],
      /The body of bladeSystemParamSubmit does not fit the contract:\n {2}- a new record needs paramValue/,
    ],
    [
      ['call', 'bladeSystemParamSubmit', '--body', '{"id":"1","status":"on","paramNme":"n"}'],
      /status must be an integer, got "on"\n {2}- paramNme is not a field of this body\. Did you mean: paramName\?/,
    ],
    [['call', 'bladeSystemParamSubmit', '--body', '[1]'], /the body must be a JSON object/],
    [
      ['call', 'bladeUserSubmit', '--body', '{"id":"1","phone":"1380013800","sex":5}'],
      /phone: phone length is not 11, got "1380013800"\n {2}- sex must be one of -1, 1, 2, got 5/,
    ],
    [
      ['call', 'bladeSystemTenantSubmit', '--body', '{"id":"1","contactNumber":"12345"}'],
      /contactNumber: please enter correct contact phone/,
    ],
    [['call', 'bladeResourceOssEndpointPutFile'], /needs --file file=<path>/],
    [['call', 'bladeResourceOssEndpointPutFile', '--file', 'fil=x.png'], /has no file part "fil"\. Did you mean: file\?/],
    [['call', 'bladeSystemParamDetail', '--param', 'id=1', '--file', 'file=x.png'], /takes no body/],
    [['completion', 'fish'], /dasha completion takes bash or zsh, got "fish"/],
    [['export', 'notice', '--out', 'x.pdf'], /--out must end in .csv, .jsonl, .xlsx/],
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

  it("an unknown option is said in plain words, never in parseArgs' wording", async () => {
    const r = await dasha(['list', 'notice', '--colour']);
    expect(r.err).not.toMatch(/ERR_PARSE_ARGS|To specify a positional argument/);
  });

  it('a missing gateway names BLADE_BASE_URL', async () => {
    const io: CliIo = {
      stdout: { write: () => true },
      stderr: { write: (s: string) => (err += s) },
      stdin: [],
      env: { BLADE_SESSION_FILE: join(dir, 'none.json') },
    };
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
    const tty = Object.assign(new EventEmitter(), {
      isTTY: true,
      raw: [] as boolean[],
      [Symbol.iterator]: () => ([] as string[])[Symbol.iterator](),
    });
    const setRawMode = (on: boolean) => tty.raw.push(on);
    const stdin = Object.assign(tty, {
      setRawMode,
      pause: () => undefined,
      resume: () => setTimeout(() => tty.emit('data', Buffer.from('adx\u007fmin\r')), 5),
    });
    const err: string[] = [];
    const fetch = fakeFetch(router({ '/blade-auth/oauth/token': () => json(tokenAnswer()) }));
    const io: CliIo = {
      stdout: { write: () => true },
      stderr: { write: (t: string) => err.push(t) },
      stdin,
      env: { BLADE_BASE_URL: 'http://api.test/api', BLADE_SESSION_FILE: join(dir, 'tty.json') },
      fetch,
    };
    expect(await main(['login', '--user', 'admin'], io)).toBe(0);
    expect(err[0]).toBe('Password for admin@000000: ');
    expect(tty.raw).toEqual([true, false]);
    expect(new URL(fetch.calls[0]!.url).searchParams.get('password')).toBe(md5('admin'));
  });

  it('lists a page with the checked query, typed as the contract says', async () => {
    const file = await signedInFile();
    const r = await dasha(
      ['list', '/blade-system/param', '--query', 'paramName=参数', '--size', '3', '--format', 'json'],
      router({ '/blade-system/param/list': paged }),
      { file },
    );
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
    const r = await dasha(
      ['call', 'bladeSystemParamDetail', '--param', 'id=5'],
      router({ '/blade-system/param/detail': () => ok(params[4]) }),
      { file },
    );
    expect(r.code).toBe(0);
    expect(new URL(r.calls[0]!.url).search).toBe('?id=5');
    expect(JSON.parse(r.out)).toEqual(params[4]);
  });

  it("get prints a record by its key, read by the contract's detail", async () => {
    const file = await signedInFile();
    const r = await dasha(['get', 'param', '5'], router({ '/blade-system/param/detail': () => ok(params[4]) }), { file });
    expect(r.code).toBe(0);
    expect(new URL(r.calls[0]!.url).search).toBe('?id=5');
    expect(JSON.parse(r.out)).toEqual(params[4]);
  });

  it("get of a key the server does not hold (BladeX's empty record) says so and exits 3", async () => {
    const file = await signedInFile();
    for (const empty of [{}, null]) {
      const r = await dasha(['get', 'param', '999'], router({ '/blade-system/param/detail': () => ok(empty) }), { file });
      expect(r.code).toBe(3);
      expect(r.out).toBe('');
      expect(r.err).toBe('dasha: /blade-system/param has no record 999: the server answered an empty record.\n');
    }
  });

  it('get without a key, or of a resource without a detail, is a usage error sending nothing', async () => {
    const noKey = await dasha(['get', 'param']);
    expect(noKey.code).toBe(2);
    expect(noKey.err).toContain('Name the record: dasha get param <key>.');
    expect(noKey.calls).toHaveLength(0);
    const noDetail = await dasha(['get', '/blade-flow/model', '1']);
    expect(noDetail.code).toBe(2);
    expect(noDetail.err).toContain('/blade-flow/model has no detail in the contract');
    expect(noDetail.calls).toHaveLength(0);
  });

  it('a refused session exits 1 and says to sign in again', async () => {
    const file = await signedInFile();
    const r = await dasha(['list', 'notice'], () => json({ code: 401, success: false, msg: '请求未授权' }, 401), { file });
    expect(r.code).toBe(1);
    expect(r.err).toContain('The server refused the session (401: 请求未授权). Sign in again with `dasha login`.');
  });

  it('a server error exits 1 with the server message', async () => {
    const file = await signedInFile();
    const r = await dasha(
      ['call', 'bladeSystemParamDetail', '-p', 'id=9'],
      () => json({ code: 400, success: false, msg: '参数不存在' }, 400),
      { file },
    );
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

describe('errors as a script prints them', () => {
  it('util.inspect of a BladeError is its stack and its code, not the Response', () => {
    const response = new Response('{"code":400}', { status: 400 });
    const error = new BladeError(400, '参数不存在', { code: 400, msg: '参数不存在' }, response);
    const text = inspect(error);
    expect(text.startsWith('BladeError: 参数不存在\n    at ')).toBe(true);
    expect(text).toMatch(/ \{ code: 400, status: 400 \}$/);
    expect(text).not.toContain('Response');
    expect(error.response).toBe(response); // still there to read
    expect(error.body).toEqual({ code: 400, msg: '参数不存在' });
  });
});

describe('call: uploads, --verbose, completion', () => {
  it('uploads a file of a multipart operation with --file part=path', async () => {
    const file = await signedInFile();
    const upload = join(dir, 'logo.png');
    writeFileSync(upload, 'PNGDATA');
    let sent: FormData | undefined;
    const handler = router({
      '/blade-resource/oss/endpoint/put-file': async (request) => (
        (sent = await request.formData()),
        ok({ link: 'http://oss/logo.png', name: 'logo.png' })
      ),
    });
    const r = await dasha(['call', 'bladeResourceOssEndpointPutFile', '--file', `file=${upload}`], handler, { file });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const part = sent!.get('file') as File;
    expect(part.name).toBe('logo.png');
    expect(await part.text()).toBe('PNGDATA');
    expect(JSON.parse(r.out)).toEqual({ link: 'http://oss/logo.png', name: 'logo.png' });
  });

  it('sends a body that fits the contract', async () => {
    const file = await signedInFile();
    const r = await dasha(
      ['call', 'bladeSystemParamSubmit', '--body', '{"paramName":"n","paramKey":"k","paramValue":"v","status":"1"}'],
      () => ok(),
      { file },
    );
    expect(r.code).toBe(0);
    expect(await r.calls[0]!.json()).toEqual({ paramName: 'n', paramKey: 'k', paramValue: 'v', status: '1' });
  });

  it('--verbose prints each request and answer on stderr, secrets masked', async () => {
    const file = join(dir, `verbose-${++n}.json`);
    const login = await dasha(
      ['login', '--user', 'admin', '--password', 'admin', '--verbose'],
      router({ '/blade-auth/oauth/token': () => json(tokenAnswer()) }),
      { file },
    );
    expect(login.code).toBe(0);
    expect(login.err).toMatch(/^> POST http:\/\/api\.test\/api\/blade-auth\/oauth\/token\?.*password=\*\*\*/m);
    expect(login.err).toMatch(/^> authorization: Basic \*\*\*$/m);
    expect(login.err).toMatch(/^< 200 {1,2}in \d+ ms$|^< 200 OK in \d+ ms$/m);
    expect(login.err).toContain('"access_token":"***"');
    expect(login.err).not.toContain(md5('admin'));
    expect(login.err).not.toContain('access-1');
    const list = await dasha(['list', 'param', '--size', '2', '--verbose'], router({ '/blade-system/param/list': paged }), { file });
    expect(list.err).toMatch(/^> GET http:\/\/api\.test\/api\/blade-system\/param\/list\?current=1&size=2$/m);
    expect(list.err).toMatch(/^> blade-auth: bearer \*\*\*$/m);
    expect(list.err).not.toContain('access-1');
    expect(list.out).toContain('(2 of 7)'); // stdout stays the answer alone
  });

  it('completion bash|zsh prints a script with the commands, options, resources and operationIds', async () => {
    const bash = await dasha(['completion', 'bash']);
    expect(bash.code).toBe(0);
    expect(bash.out).toContain('complete -o default -F _dasha dasha');
    expect(bash.out).toMatch(/compgen -W "login logout get list export call resources operations completion --help --version"/);
    expect(bash.out).toMatch(/export\) opts="[^"]*--concurrency/);
    expect(bash.out).toMatch(/_dasha_resources="[^"]*\bparam\b/);
    expect(bash.out).toMatch(/_dasha_operations="[^"]*\bbladeSystemParamDetail\b/);
    const zsh = await dasha(['completion', 'zsh']);
    expect(zsh.out).toContain('bashcompinit');
    expect(zsh.out).toContain(bash.out);
  });
});

describe('dasha export', () => {
  it("--raw writes every page to xlsx under the fields' keys (formula text stays text) with a progress bar on a TTY", async () => {
    const file = await signedInFile();
    const out = join(dir, 'params.xlsx');
    const r = await dasha(
      ['export', 'blade-system/param', '--out', out, '--size', '3', '--concurrency', '2', '--raw'],
      router({ '/blade-system/param/list': paged }),
      { file, tty: true },
    );
    expect(r.code).toBe(0);
    expect(r.calls.map((c) => new URL(c.url).searchParams.get('current'))).toEqual(['1', '2', '3']);
    const cells = sheetCells(unzip(readFileSync(out)));
    expect(cells.get('A1')).toEqual({ t: 'inlineStr', s: '1', v: 'id' });
    expect(cells.get('B2')).toEqual({ t: 'inlineStr', v: '=cmd|calc' });
    expect(cells.get('D2')).toEqual({ t: 'n', v: '-3' });
    expect(cells.get('A8')).toEqual({ t: 'inlineStr', v: '7' });
    expect(r.err).toContain('7/7 100%');
    expect(r.err).toContain('7 records of /blade-system/param');
  });

  it('--raw writes csv with the formula guard and no progress bar when stderr is not a TTY', async () => {
    const file = await signedInFile();
    const out = join(dir, 'params.csv');
    const r = await dasha(['export', 'param', '-o', out, '--size', '5', '--raw'], router({ '/blade-system/param/list': paged }), { file });
    expect(r.code).toBe(0);
    const lines = readFileSync(out, 'utf8').split('\r\n');
    expect(lines[0]).toBe('\ufeffid,paramName,paramKey,amount');
    expect(lines[1]).toBe("1,'=cmd|calc,k1,-3");
    expect(lines).toHaveLength(9); // header, 7 records, and the empty text after the last CRLF
    expect(r.err).not.toContain('\r');
  });

  it("writes the contract's field titles as the header and the fields it describes, page by page", async () => {
    const file = await signedInFile();
    const out = join(dir, 'params-labelled.csv');
    const r = await dasha(['export', 'param', '-o', out, '--size', '5'], router({ '/blade-system/param/list': paged }), { file });
    expect(r.code).toBe(0);
    const lines = readFileSync(out, 'utf8').split('\r\n');
    expect(lines[0]).toBe('\ufeff参数名称,参数键名,参数键值,备注,创建时间');
    expect(lines[1]).toBe("'=cmd|calc,k1,,,");
    expect(lines).toHaveLength(9);
  });

  it('writes a state as its label and a dictionary code as its word, the dictionary read once', async () => {
    const file = await signedInFile();
    const orders = [
      { id: '1', repairNo: 'WX1', status: 1, repairFee: 80, createTime: '2026-11-20 08:00:00' },
      { id: '2', repairNo: 'WX2', status: 3 },
    ];
    const out = join(dir, 'orders.jsonl');
    const r = await dasha(
      ['export', '/eim-repair/repairorder', '-o', out],
      router({ '/eim-repair/repairorder/page': () => ok({ records: orders, total: 2, size: 500, current: 1 }) }),
      { file },
    );
    expect(r.code).toBe(0);
    const lines = readFileSync(out, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ 维修单号: 'WX1', 状态: '待派单', 维修费用: 80, 创建时间: '2026-11-20 08:00:00', 报修人: '' });
    expect(lines[1]).toMatchObject({ 维修单号: 'WX2', 状态: '已完成' });

    const labels = [{ id: '11', labelKey: 'menu.home', languageDictBizId: '7' }];
    const xlsx = join(dir, 'labels.xlsx');
    const t = await dasha(
      ['export', '/eim-user/translatelabel', '-o', xlsx],
      router({
        '/eim-user/translatelabel/page': () => ok({ records: labels, total: 1, size: 500, current: 1 }),
        '/blade-system/dict-biz/dictionary': () => ok([{ id: '7', dictKey: 'en', dictValue: '英语' }]),
      }),
      { file },
    );
    expect(t.code).toBe(0);
    expect(t.calls.filter((c) => c.url.includes('/dict-biz/dictionary'))).toHaveLength(1);
    const cells = sheetCells(unzip(readFileSync(xlsx)));
    expect([cells.get('A1')?.v, cells.get('A2')?.v, cells.get('B2')?.v]).toEqual(['语言', '英语', 'menu.home']);
  });

  it('leaves no file when a page fails', async () => {
    const file = await signedInFile();
    const out = join(dir, 'failed.csv');
    const r = await dasha(
      ['export', 'param', '-o', out, '--size', '3'],
      router({ '/blade-system/param/list': () => json({ code: 500, success: false, msg: '服务异常' }, 500) }),
      { file },
    );
    expect(r.code).toBe(1);
    expect(existsSync(out) || existsSync(`${out}.part`)).toBe(false);
  });
});
