// --data FILE: an acknowledged write survives `kill -9` (the sandbox in a child process, killed
// while writes are still in flight), a torn last journal line is ignored, a data file the sandbox
// cannot start from stops it with a message naming the file and the problem and is left as it
// was, the journal is compacted into the snapshot, and one bad record never poisons the store.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SandboxState } from '../src/state.ts';
import { BladeError } from '../src/wire.ts';
import { BASIC, Client, startStack } from './helpers.ts';

const MAIN = join(import.meta.dirname, '../src/main.ts');
let dirs: string[] = [];
const children: ChildProcess[] = [];
const folder = () => {
  const d = mkdtempSync(join(tmpdir(), 'durable-'));
  dirs.push(d);
  return d;
};

afterEach(() => {
  for (const p of children.splice(0)) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

/** `npm run sandbox` in a child process (one node process: tsx as a loader, so kill -9 hits it). */
function sandboxProcess(dataFile: string) {
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN, '--port', '0', '--data', dataFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(proc);
  let out = '';
  let err = '';
  proc.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    proc.on('exit', (code) => resolve({ code, stderr: err })),
  );
  const url = new Promise<string>((resolve, reject) => {
    proc.stdout!.on('data', (d) => {
      out += d;
      const m = /sandbox on (http:\/\/[\d.:]+)/.exec(out);
      if (m) resolve(m[1]);
    });
    void exited.then(({ code, stderr }) => reject(new Error(`sandbox exited (${code}): ${stderr}`)));
  });
  return { proc, url, exited };
}

const paramKeys = async (c: Client, key: string) =>
  (await c.get('/blade-system/param/list', { paramKey: key, size: 1000 })).body.data.records as Array<Record<string, string>>;

describe('durable writes', () => {
  it('keeps every acknowledged write through kill -9, with a torn journal line left by the crash', async () => {
    const dataFile = join(folder(), 'state.json');
    const first = sandboxProcess(dataFile);
    const c = new Client(await first.url);
    await c.signIn('000000', 'admin', 'admin');
    const seeded = (await c.get('/blade-system/param/list', { size: 3 })).body.data.records as Array<{ id: string }>;
    expect((await c.post('/blade-system/param/submit', { id: seeded[0].id, paramValue: 'changed-before-crash' })).body.success).toBe(true);
    expect((await c.post('/blade-system/param/remove', undefined, { ids: seeded[1].id })).body.success).toBe(true);
    const form = new FormData();
    form.append('file', new Blob(['kept across kill -9']), 'note.txt');
    const upload = await c.call('POST', '/blade-resource/oss/endpoint/put-file', { raw: form });
    expect(upload.body.success).toBe(true);

    // Eight clients write as fast as they are answered; the process dies with writes in flight.
    const acked = new Set<string>();
    let n = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const key = `durable.${++n}`;
        const a = await c
          .post('/blade-system/param/submit', { paramName: '崩溃前写入', paramKey: key, paramValue: String(n) })
          .catch(() => undefined);
        if (a?.body?.success && !killed) acked.add(key);
        if (acked.size >= 80 && !killed) {
          killed = true;
          first.proc.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect((await first.exited).code).toBe(null);
    // A crash in the middle of an append leaves half a line with no newline after it.
    appendFileSync(`${dataFile}.journal`, '{"t":"000000|blade-system/param","k":"torn","r":{"paramKey":"to');

    const second = sandboxProcess(dataFile);
    const d = new Client(await second.url);
    await d.signIn('000000', 'admin', 'admin');
    const kept = new Set((await paramKeys(d, 'durable.')).map((p) => p.paramKey));
    expect([...acked].filter((k) => !kept.has(k))).toEqual([]);
    expect(acked.size).toBeGreaterThanOrEqual(80);
    expect((await d.get('/blade-system/param/detail', { id: seeded[0].id })).body.data.paramValue).toBe('changed-before-crash');
    expect((await d.get('/blade-system/param/detail', { id: seeded[1].id })).body.data).toEqual({});
    // put-file answers where the file lies (its `name` is the sandbox's path), no attachment id.
    const file = await fetch(`${await second.url}${upload.body.data.name}`, {
      headers: { authorization: BASIC },
    });
    expect(await file.text()).toBe('kept across kill -9');
    // Started from the snapshot and the journal, it wrote a new snapshot and emptied the journal.
    expect(statSync(`${dataFile}.journal`).size).toBe(0);
    second.proc.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    expect(readFileSync(dataFile, 'utf8')).toContain('changed-before-crash');
  }, 120_000);

  it('stops with a message naming a data file it cannot load, and leaves it as it was', async () => {
    const dataFile = join(folder(), 'state.json');
    writeFileSync(dataFile, '{"version":1,"tables":{"000000|blade-system/param":[{"id":"1"');
    writeFileSync(`${dataFile}.journal`, '{"t":"000000|blade-system/param","k":"2","r":{"id":"2"}}\n');
    const child = sandboxProcess(dataFile);
    await expect(child.url).rejects.toThrow();
    const { code, stderr } = await child.exited;
    expect(code).toBe(1);
    expect(stderr).toContain(`cannot load ${dataFile}: not valid JSON`);
    expect(readFileSync(dataFile, 'utf8')).toBe('{"version":1,"tables":{"000000|blade-system/param":[{"id":"1"');
    expect(readFileSync(`${dataFile}.journal`, 'utf8')).toBe('{"t":"000000|blade-system/param","k":"2","r":{"id":"2"}}\n');
    expect(existsSync(`${dataFile}.tmp`)).toBe(false);
  }, 60_000);

  it('names each other problem of a data file and its journal, writing nothing', () => {
    const dir = folder();
    const dataFile = join(dir, 'state.json');
    const cases: Array<[string, string | undefined, RegExp]> = [
      ['{"version":2,"tables":{}}', undefined, /state\.json: version 2, but this sandbox reads version 1/],
      ['[1,2]', undefined, /state\.json: not a sandbox data file/],
      ['{"version":1,"tables":{"000000|x":{}}}', undefined, /state\.json: table "000000\|x" is not a list of rows/],
      ['{"version":1,"tables":{}}', 'not json\n{"t":"000000|x","k":"1","d":1}\n', /state\.json\.journal: line 1: not valid JSON/],
      [
        '{"version":1,"tables":{}}',
        '{"t":"000000|x","k":"1"}\n{"t":"000000|x","k":"1","d":1}\n',
        /state\.json\.journal: line 1: not a journal entry/,
      ],
      [
        `{"version":1,"tables":{"000000|x":[{"id":"1","deep":${'['.repeat(40)}${']'.repeat(40)}}]}}`,
        undefined,
        /row "1" of 000000\|x: 数据无法保存: deep 嵌套超过32层/,
      ],
    ];
    for (const [snapshot, journal, message] of cases) {
      writeFileSync(dataFile, snapshot);
      if (journal !== undefined) writeFileSync(`${dataFile}.journal`, journal);
      else rmSync(`${dataFile}.journal`, { force: true });
      expect(() => new SandboxState({ dataFile })).toThrow(message);
      expect(readFileSync(dataFile, 'utf8')).toBe(snapshot);
      if (journal !== undefined) expect(readFileSync(`${dataFile}.journal`, 'utf8')).toBe(journal);
    }
    rmSync(dataFile);
    writeFileSync(`${dataFile}.journal`, '{"t":"000000|x","k":"1","d":1}\n');
    expect(() => new SandboxState({ dataFile })).toThrow(/state\.json\.journal: it holds changes, but .*state\.json is missing/);
  }, 60_000);

  it('journals each change before the answer, and compacts the journal into the snapshot', async () => {
    const dataFile = join(folder(), 'state.json');
    const stack = await startStack({ dataFile, compactAfterBytes: 4096 });
    try {
      const c = new Client(stack.url);
      await c.signIn('000000', 'admin', 'admin');
      await c.post('/blade-system/param/submit', { paramName: '日志', paramKey: 'journal.1', paramValue: '1' });
      // Written by the time the answer arrived: no timer, no close needed.
      expect(readFileSync(`${dataFile}.journal`, 'utf8')).toContain('"paramKey":"journal.1"');
      // A change made outside any request is written at the end of the current job.
      stack.sandbox.state.store.insert('000000', 'blade-system/param', { id: 'direct', paramKey: 'journal.direct' });
      await Promise.resolve();
      expect(readFileSync(`${dataFile}.journal`, 'utf8')).toContain('"journal.direct"');
      for (let i = 2; i < 30; i++)
        await c.post('/blade-system/param/submit', { paramName: '日志'.repeat(20), paramKey: `journal.${i}`, paramValue: String(i) });
      // 28 rows of some 700 bytes: the journal passed 4 KB and was emptied into the snapshot.
      expect(statSync(`${dataFile}.journal`).size).toBeLessThan(4096);
      expect(readFileSync(dataFile, 'utf8')).toContain('"paramKey":"journal.direct"');
    } finally {
      await stack.stop();
    }
    const again = new SandboxState({ dataFile });
    const keys = again.store.rows('000000', 'blade-system/param').map((p) => p.paramKey);
    expect(keys).toEqual(expect.arrayContaining(['journal.1', 'journal.direct', 'journal.29']));
    again.close();
  }, 60_000);
});

describe('one bad record never poisons the store', () => {
  const deep = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}1${']'.repeat(levels)}`);

  it('refuses a row that cannot be written, keeping the row it would have replaced', () => {
    const state = new SandboxState();
    const table = state.store.table('000000', 'blade-system/param');
    const row = table.get([...table.keys()][0])!;
    const before = JSON.stringify(row);
    expect(() => table.set('poison', { id: 'poison', remark: deep(5000) })).toThrow(BladeError);
    expect(() => (row.remark = deep(5000))).toThrow('数据无法保存: remark 嵌套超过32层');
    expect(() => Object.assign(row, { remark: deep(40) })).toThrow(expect.objectContaining({ status: 400 }));
    expect(table.has('poison')).toBe(false);
    expect(JSON.stringify(row)).toBe(before);
    row.remark = deep(30); // within the limit: stored
    expect(JSON.stringify(state.store.rows('000000', 'blade-system/param'))).toContain('[[[1]]]');
  });

  it('answers a 5,000-deep body with a 400 R, and every later list and save still works', async () => {
    const dataFile = join(folder(), 'state.json');
    const errors = vi.spyOn(console, 'error');
    const stack = await startStack({ dataFile });
    try {
      const c = new Client(stack.url);
      await c.signIn('000000', 'admin', 'admin');
      const bad = await c.call('POST', '/blade-system/param/submit', {
        raw: `{"paramName":"深","paramKey":"poison.deep","remark":${'['.repeat(5000)}${']'.repeat(5000)}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 400, success: false });
      // A value String() cannot convert is still listed and filtered without a 500.
      const odd = await c.post('/blade-system/param/submit', { paramName: { toString: 1 }, paramKey: 'odd', paramValue: '1' });
      expect(odd.body).toMatchObject({ success: true });
      expect((await c.get('/blade-system/param/list', { paramName: '是否' })).status).toBe(200);
      expect((await c.get('/blade-system/param/list', { descs: 'param_name' })).status).toBe(200);
      expect(
        (await c.post('/blade-system/param/submit', { paramName: '之后', paramKey: 'after.deep', paramValue: '1' })).body.success,
      ).toBe(true);
      expect(await paramKeys(c, 'poison.deep')).toEqual([]);
    } finally {
      await stack.stop();
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const again = new SandboxState({ dataFile });
    expect(again.store.rows('000000', 'blade-system/param').some((p) => p.paramKey === 'after.deep')).toBe(true);
    again.close();
  }, 60_000);
});
