// Bad input gets a clear 4xx R answer ({code, success:false, msg} in Chinese), never a 200, a
// 500 or a bare Fastify answer. Through Prism's validating proxy where Prism lets the request
// through (so the answer is one the contract allows); directly to the sandbox where Prism refuses
// or rewrites the request first (each such case says why).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../src/app.ts';
import * as servers from '../../scripts/lib/servers.mjs';
import { BUNDLE_YAML, ensureBundleJson } from '../../scripts/lib/bundle.mjs';
import { Client, type Answer } from './helpers.ts';

const startPrism = servers.startPrism as unknown as (o: { upstream: string }) => Promise<{ url: string; stop(): Promise<void> }>;
const { REPO, freePort, waitForHttp } = servers as unknown as {
  REPO: string;
  freePort(): Promise<number>;
  waitForHttp(url: string, ms: number): Promise<void>;
};
// Small limits so the tests send kilobytes, not megabytes; the documented ones are in limits.ts.
const limits = { bodyBytes: 64 * 1024, uploadBytes: 16 * 1024 };

function expectR(a: Answer, status: number, msg: string | RegExp): void {
  expect(a.type, a.text).toContain('application/json');
  expect(a.status, a.text).toBe(status);
  expect(a.body).toMatchObject({ code: status, success: false });
  expect(a.body.msg).toMatch(msg);
}

let sandbox: Sandbox;
let direct: Client;
let proxied: Client;
let prism: { url: string; stop(): Promise<void> };
const params = () => sandbox.state.store.rows('000000', 'blade-system/param');

beforeAll(async () => {
  sandbox = await buildSandbox({ limits });
  const url = await sandbox.listen(0);
  prism = await startPrism({ upstream: url });
  direct = new Client(url);
  proxied = new Client(prism.url);
  await direct.signIn('000000', 'admin', 'admin');
  proxied.token = direct.token;
});
afterAll(async () => {
  await prism?.stop();
  await sandbox?.close();
});

const json = (c: Client, path: string, text: string) =>
  c.call('POST', path, { raw: text, headers: { 'content-type': 'application/json' } });
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('through Prism', () => {
  it('refuses a body over the limit with 413 and stores nothing of it', async () => {
    const body = { paramName: 'x'.repeat(limits.bodyBytes), paramKey: 'too.large', paramValue: '1' };
    expectR(await proxied.post('/blade-system/param/submit', body), 413, '请求体过大: 不能超过64KB');
    expect(params().some((p) => p.paramKey === 'too.large')).toBe(false);
  });

  it('takes an upload within the limit and refuses a larger one with 413', async () => {
    const upload = (bytes: number) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/plain' }), 'a.txt');
      return proxied.call('POST', '/blade-resource/oss/endpoint/put-file', { raw: form });
    };
    expect((await upload(limits.uploadBytes - 1024)).body).toMatchObject({ code: 200, success: true });
    expectR(await upload(limits.uploadBytes + 1), 413, '上传文件过大: 不能超过16KB');
  });

  it('takes JSON nested to the limit and refuses one level more with 400', async () => {
    // Post is an open entity (additionalProperties), so Prism passes any value in `extra`.
    const post = (levels: number, code: string) =>
      json(
        proxied,
        '/blade-system/post/submit',
        `{"category":1,"postCode":"${code}","postName":"嵌套","sort":1,"extra":${nested(levels)}}`,
      );
    expect((await post(31, 'depth.ok')).body).toMatchObject({ code: 200 });
    expectR(await post(32, 'depth.over'), 400, '请求体嵌套过深: 不能超过32层');
  });

  it.each([
    [{ current: 0 }, /current.*正整数/],
    [{ current: -3 }, /current.*正整数/],
    [{ size: 0 }, /size.*正整数/],
    [{ size: -5 }, /size.*正整数/],
    [{ current: 1, size: -1 }, /size.*current=-1/],
    [{ size: 1001 }, '每页条数不能超过1000'],
  ])('refuses paging %j with 400 naming the parameter', async (query, msg) => {
    expectR(await proxied.get('/blade-system/param/list', query), 400, msg);
  });

  it('still pages up to 1000 rows and answers everything for current = size = -1', async () => {
    expect((await proxied.get('/blade-system/param/list', { current: 1, size: 1000 })).body.data.size).toBe(1000);
    const all = await proxied.get('/blade-desk/notice/list', { current: -1, size: -1 });
    expect(all.body.data.records.length).toBe(all.body.data.total);
  });

  it('refuses a URL over 8 KB (under Prism own 16 KB) with 414', async () => {
    expectR(await proxied.get('/blade-system/param/list', { paramName: 'x'.repeat(10 * 1024) }), 414, '请求地址过长: 不能超过8KB');
  });

  it('refuses a create without the entity required fields, naming them', async () => {
    expectR(
      await proxied.post('/blade-system/param/submit', {}),
      400,
      '缺失必填字段: paramName(参数名称), paramKey(参数键名), paramValue(参数键值)',
    );
    expectR(
      await proxied.post('/blade-desk/notice/submit', { title: '只有标题' }),
      400,
      '缺失必填字段: category(通知类型), releaseTime(通知时间), content(通知内容)',
    );
    expectR(
      await proxied.post('/blade-system/post/submit', { postName: '岗位' }),
      400,
      /category\(岗位类型\), postCode\(岗位编号\), sort\(岗位排序\)/,
    );
    // an entity the catalog marks nothing of still needs one field
    expectR(await proxied.post('/eim-stock/storeorder/submit', {}), 400, '提交内容为空');
  });

  it('updates an existing record with only the fields that change', async () => {
    const row = params()[0];
    expect((await proxied.post('/blade-system/param/submit', { id: row.id, paramValue: 'changed' })).body).toMatchObject({
      code: 200,
      success: true,
    });
    expect(row.paramValue).toBe('changed');
  });
});

describe('directly to the sandbox', () => {
  it('refuses non-numeric paging with 400 (Prism answers its own 422 for a non-integer)', async () => {
    expectR(await direct.get('/blade-system/param/list', { current: 'abc' }), 400, 'current');
    expectR(await direct.get('/blade-system/param/list', { size: '1.5' }), 400, 'size');
  });

  it('refuses malformed %-encoding with 400 (Prism re-encodes the query and finds no route for the path)', async () => {
    expectR(await direct.call('GET', '/blade-system/param/list?paramName=%E0%A4%A'), 400, '请求参数编码错误: paramName');
    expectR(await direct.call('GET', '/blade-system/param/list?current=1&paramKey=%FF'), 400, '请求参数编码错误: paramKey');
    expectR(await direct.call('GET', '/blade-system/param/detail%E0%A4%A?id=1'), 400, '请求地址编码错误');
  });

  it('reads a multipart body only where the call takes an upload: elsewhere it is no body (Prism refuses the type)', async () => {
    const form = new FormData();
    form.set('paramName', '参数');
    form.set('file', new Blob(['abc']), 'a.txt');
    const before = params().length;
    expectR(await direct.call('POST', '/blade-system/param/submit', { raw: form }), 400, '缺失必要的请求参数: body');
    expect(params().length).toBe(before);
    const upload = await direct.call('POST', '/blade-resource/oss/endpoint/put-file', { raw: form });
    expect(upload.body, upload.text).toMatchObject({ code: 200, data: { originalName: 'a.txt' } });
  });

  it('answers 20 KB query strings and headers, and headers beyond Node own limit, in the R shape (Prism answers a bare 431)', async () => {
    expectR(await direct.get('/blade-system/param/list', { paramName: 'x'.repeat(20 * 1024) }), 414, '请求地址过长');
    expectR(
      await direct.call('GET', '/blade-system/param/list', { headers: { 'x-pad': 'y'.repeat(20 * 1024) } }),
      431,
      '请求头过大: 不能超过16KB',
    );
    expectR(await direct.call('GET', '/blade-system/param/list', { headers: { 'x-pad': 'y'.repeat(80 * 1024) } }), 431, '请求头过大');
  });

  it('refuses a 5,000-deep body with 400, and lists and saves keep working (Prism fails on it)', async () => {
    expectR(await json(direct, '/blade-system/param/submit', nested(5000)), 400, '嵌套过深');
    expectR(
      await json(direct, '/blade-system/param/submit', `{"paramName":"a","paramKey":"deep","paramValue":${nested(5000)}}`),
      400,
      '嵌套过深',
    );
    expect((await direct.get('/blade-system/param/list')).status).toBe(200);
    expect(
      (await direct.post('/blade-system/param/submit', { paramName: '深层之后', paramKey: 'after.deep', paramValue: '1' })).body,
    ).toMatchObject({ code: 200 });
  });

  it('drops __proto__, constructor and prototype keys at any depth, so no row prototype changes (raw JSON, as sent)', async () => {
    const row = params()[1];
    const hostile = `{"id":"${row.id}","__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"remark":{"__proto__":{"polluted":"yes"},"prototype":1,"kept":1}}`;
    expect((await json(direct, '/blade-system/param/submit', hostile)).body).toMatchObject({ code: 200 });
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.keys(row)).not.toContain('constructor');
    expect(row.polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(row.remark).toEqual({ kept: 1 });
    expect(Object.getPrototypeOf(row.remark)).toBe(Object.prototype);
    const created = `{"paramName":"原型","paramKey":"proto.new","paramValue":"1","__proto__":{"paramKey":"forged"}}`;
    expect((await json(direct, '/blade-system/param/submit', created)).body).toMatchObject({ code: 200 });
    const fresh = params().find((p) => p.paramKey === 'proto.new')!;
    expect(Object.getPrototypeOf(fresh)).toBe(Object.prototype);
    // a query parameter of that name is dropped too
    expect((await direct.call('GET', '/blade-system/param/list?__proto__=x&constructor=y')).body).toMatchObject({ code: 200 });
  });

  it('the health endpoint answers ok once seeded', async () => {
    const a = await direct.get('/__sandbox/health');
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ status: 'ok' });
    expect(a.body.operations).toBe(sandbox.state.contract.operations.length);
    expect(a.body.rows).toBeGreaterThan(1000);
  });
});

describe('fault configuration (a sandbox endpoint, not in the contract)', () => {
  const good = { latencyMs: 0, errorRate: 0, faults: [{ path: '/blade-system/dict/*', kind: 'status', status: 503, times: 2 }] };
  it.each([
    ['not an object', [1, 2], /应为对象/],
    ['an unknown field', { latencyMs: 0, delay: 5 }, /delay 不是可用的字段/],
    ['latency as text', { latencyMs: '100' }, /latencyMs/],
    ['a negative latency', { latencyMs: -1 }, /latencyMs/],
    ['an error rate over 1', { errorRate: 2 }, /errorRate/],
    ['faults not a list', { latencyMs: 100, faults: 'x' }, /faults 应为数组/],
    ['a fault without a path', { latencyMs: 100, faults: [{ kind: 'html' }] }, /faults\[0\]\.path/],
    [
      'an unknown kind',
      {
        errorRate: 0.5,
        faults: [
          { path: '/a', kind: 'html' },
          { path: '/b', kind: 'explode' },
        ],
      },
      /faults\[1\]\.kind/,
    ],
    ['a status out of range', { faults: [{ path: '/a', kind: 'status', status: 42 }] }, /faults\[0\]\.status/],
    ['times as text', { faults: [{ path: '/a', kind: 'status', times: '2' }] }, /faults\[0\]\.times/],
  ])('refuses %s with 400 and applies none of it', async (_what, config, msg) => {
    await direct.call('PUT', '/__sandbox/faults', { body: good });
    expectR(await direct.call('PUT', '/__sandbox/faults', { body: config }), 400, msg);
    expect((await direct.get('/__sandbox/faults')).body).toEqual(good);
    await direct.call('DELETE', '/__sandbox/faults');
  });
});

describe('a fresh clone (contract/dist/openapi.json is git-ignored)', () => {
  it('writes the JSON bundle from the committed YAML when missing or older, and leaves a fresh one alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
    try {
      const yaml = join(dir, 'openapi.yaml');
      const json = join(dir, 'openapi.json');
      cpSync(BUNDLE_YAML, yaml);
      expect(ensureBundleJson({ yaml, json })).toBe(json);
      // the same document the running sandbox loaded from the real tree's bundle
      const doc = JSON.parse(readFileSync(json, 'utf8'));
      expect(Object.keys(doc.paths)).toEqual(Object.keys(sandbox.state.contract.doc.paths));
      const written = statSync(json).mtimeMs;
      ensureBundleJson({ yaml, json });
      expect(statSync(json).mtimeMs).toBe(written);
      // the YAML changes after the JSON was written (a pull, a contract build): written again
      utimesSync(json, new Date(written - 60_000), new Date(written - 60_000));
      ensureBundleJson({ yaml, json });
      expect(statSync(json).mtimeMs).toBeGreaterThan(written - 60_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('`node scripts/sandbox.mjs` starts in a tree without the JSON bundle and answers /__sandbox/health', async () => {
    // A copy of the tree the sandbox needs (the real one is left alone: other runs may use it).
    const tree = mkdtempSync(join(tmpdir(), 'fresh-clone-'));
    let child: ReturnType<typeof spawn> | undefined;
    try {
      cpSync(join(REPO, 'scripts'), join(tree, 'scripts'), { recursive: true });
      for (const f of ['src', 'package.json', 'tsconfig.json'])
        cpSync(join(REPO, 'mock-server', f), join(tree, 'mock-server', f), { recursive: true });
      mkdirSync(join(tree, 'contract/dist'), { recursive: true });
      cpSync(BUNDLE_YAML, join(tree, 'contract/dist/openapi.yaml'));
      symlinkSync(join(REPO, 'node_modules'), join(tree, 'node_modules'));
      expect(existsSync(join(tree, 'contract/dist/openapi.json'))).toBe(false);
      const port = await freePort();
      child = spawn(process.execPath, ['scripts/sandbox.mjs'], {
        cwd: tree,
        env: { ...process.env, SANDBOX_PORT: String(port) },
        stdio: 'pipe',
      });
      let output = '';
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      await waitForHttp(`http://127.0.0.1:${port}/__sandbox/health`, 120_000).catch((e) => {
        throw new Error(`${(e as Error).message}\n${output}`);
      });
      const health = (await (await fetch(`http://127.0.0.1:${port}/__sandbox/health`)).json()) as { status: string; operations: number };
      expect(health).toMatchObject({ status: 'ok' });
      expect(health.operations).toBe(sandbox.state.contract.operations.length);
      expect(existsSync(join(tree, 'contract/dist/openapi.json'))).toBe(true);
    } finally {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(tree, { recursive: true, force: true });
    }
  }, 150_000);
});
