// The published shape: `npm pack` (its prepack builds dist/), the tarball installed in a scratch
// folder and imported from ESM and CJS the way a consumer would; its types checked with attw; its
// version the contract's.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { installTarball, packedTarball, ROOT_MODULES, SDK } from './packed';

const scratch = mkdtempSync(join(tmpdir(), 'dasha-sdk-pack-'));
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
let tarball = '';

beforeAll(async () => {
  tarball = await packedTarball();
  installTarball(tarball, scratch);
}, 300000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const probe = `
  const blade = sdk.createBladeClient({ baseUrl: 'http://x.test/api', fetch: async () => new Response('{"key":"k","image":"data:image/png;base64,A"}') });
  const captcha = await blade.auth.captcha();
  console.log(JSON.stringify({ md5: sdk.md5('admin'), error: new sdk.BladeError(400, 'x') instanceof Error, captcha: captcha.key,
    key: query.queryKeys.list({ tenantId: '000000', userId: 'u1' }, 'blade-system/param'), phone: validators.validators.phone('1', { lang: 'en' }),
    csv: exp.toCsv(['a'], [{ a: '=1' }]), node: typeof node.createBladeClientFromEnv }));`;
const expected = {
  md5: '21232f297a57a5a743894a0e4a801fc3',
  error: true,
  captcha: 'k',
  key: ['000000', 'u1', 'blade-system/param', 'list', {}],
  phone: 'phone length is not 11',
  csv: "\ufeffa\r\n'=1\r\n",
  node: 'function',
};
const pkg = () => JSON.parse(readFileSync(join(SDK, 'package.json'), 'utf8'));

describe('published package', () => {
  it('ships only dist, the bin, the subpath stubs, the README and the CHANGELOG', () => {
    const files = readdirSync(join(scratch, 'node_modules/@dasha/sdk')).sort();
    expect(files).toEqual(['CHANGELOG.md', 'README.md', 'bin', 'dist', 'export', 'node', 'package.json', 'query', 'validators']);
  });

  it('ships the types once: .d.cts files only re-export the .d.ts', () => {
    const dist = join(scratch, 'node_modules/@dasha/sdk/dist');
    const cts = readdirSync(dist).filter((f) => f.endsWith('.d.cts'));
    expect(cts.sort()).toEqual(['export.d.cts', 'index.d.cts', 'node.d.cts', 'query.d.cts', 'validators.d.cts']);
    for (const f of cts) expect(readFileSync(join(dist, f), 'utf8')).toBe(`export * from './${f.replace('.d.cts', '')}.js';\n`);
  });

  it("keeps Node built-ins out of the browser entries' import graph", () => {
    const dist = join(scratch, 'node_modules/@dasha/sdk/dist');
    const builtins = new Set(['fs', 'path', 'os', 'zlib', 'util', 'child_process', 'url', 'http', 'stream']);
    const seen = new Set<string>();
    const visit = (file: string): string[] => {
      if (seen.has(file)) return [];
      seen.add(file);
      const specifiers = [...readFileSync(join(dist, file), 'utf8').matchAll(/(?:from|import)\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
      return specifiers.flatMap((s) => (s.startsWith('./') ? visit(s.slice(2)) : [s]));
    };
    for (const entry of ['index.js', 'query.js', 'validators.js', 'export.js']) {
      const external = visit(entry);
      expect(
        external.filter((s) => s.startsWith('node:') || builtins.has(s)),
        entry,
      ).toEqual([]);
    }
    // The Node entry does use them: the check above would see them.
    expect(visit('cli.js').some((s) => builtins.has(s) || s.startsWith('node:'))).toBe(true);
  });

  it('imports from ESM', () => {
    writeFileSync(
      join(scratch, 'esm.mjs'),
      `import * as sdk from '@dasha/sdk'; import * as query from '@dasha/sdk/query'; import * as validators from '@dasha/sdk/validators'; import * as exp from '@dasha/sdk/export'; import * as node from '@dasha/sdk/node';${probe}`,
    );
    expect(JSON.parse(run(process.execPath, ['esm.mjs'], scratch))).toEqual(expected);
  });

  it('requires from CJS', () => {
    writeFileSync(
      join(scratch, 'cjs.cjs'),
      `const sdk = require('@dasha/sdk'); const query = require('@dasha/sdk/query'); const validators = require('@dasha/sdk/validators'); const exp = require('@dasha/sdk/export'); const node = require('@dasha/sdk/node'); (async () => {${probe}})();`,
    );
    expect(JSON.parse(run(process.execPath, ['cjs.cjs'], scratch))).toEqual(expected);
  });

  it('ships readable code with source maps; an uncaught BladeError prints its message and a short stack', () => {
    const dist = join(scratch, 'node_modules/@dasha/sdk/dist');
    const js = readdirSync(dist).filter((f) => f.endsWith('.js') || f.endsWith('.cjs'));
    for (const f of js) expect(readdirSync(dist), `${f}.map`).toContain(`${f}.map`);
    expect(js.some((f) => readFileSync(join(dist, f), 'utf8').includes('var BladeError = class extends Error'))).toBe(true);
    writeFileSync(
      join(scratch, 'uncaught.mjs'),
      `import { createBladeClient, memoryStorage } from '@dasha/sdk';
const answer = () => new Response(JSON.stringify({ code: 400, success: false, msg: '参数不存在' }), { status: 400, headers: { 'Content-Type': 'application/json' } });
const blade = createBladeClient({ baseUrl: 'http://x.test/api', storage: memoryStorage(), fetch: async () => answer() });
await blade.call(blade.api.GET('/blade-system/param/detail', { params: { query: { id: '1' } } }));`,
    );
    const r = spawnSync(process.execPath, ['uncaught.mjs'], { cwd: scratch, encoding: 'utf8' });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('BladeError: 参数不存在');
    expect(r.stderr).toMatch(/\{\s+code: 400\s+\}/); // the one short field Node shows
    expect(r.stderr).not.toMatch(/Response \{|\[Symbol|headers:/); // not the Response and its body
    expect(r.stderr.split('\n').length).toBeLessThan(25);
    expect(r.stderr.length).toBeLessThan(3000);
  });

  it('has no type problems for node10, node16 (ESM and CJS) and bundlers (attw)', () => {
    // attw exits non-zero on any problem; its table is in the failure message then.
    const out = run(join(ROOT_MODULES, '.bin/attw'), [tarball, '--format', 'table-flipped'], SDK);
    expect(out).toContain('No problems found');
  }, 120000);
});

describe('package settings', () => {
  it('publishes only to the internal registry, restricted, with no public licence', () => {
    const p = pkg();
    expect(p.license).toBe('UNLICENSED');
    expect(p.publishConfig).toEqual({ registry: 'https://npm.internal.dasha.example/', access: 'restricted' });
    expect(p.scripts.prepack).toBe('npm run build');
    expect(p.engines.node).toBe('>=20.19');
  });

  it('keeps zod an optional peer (only @dasha/sdk/validators uses it)', () => {
    const p = pkg();
    expect(p.dependencies.zod).toBeUndefined();
    expect(p.peerDependenciesMeta.zod).toEqual({ optional: true });
    expect(p.devDependencies.zod).toBe(p.peerDependencies.zod);
  });

  it("has the version of the contract's info.version", () => {
    const contract = parse(readFileSync(join(SDK, '../contract/dist/openapi.yaml'), 'utf8'), { maxAliasCount: -1 }) as {
      info: { version: string };
    };
    expect(pkg().version).toBe(contract.info.version);
  });
});
