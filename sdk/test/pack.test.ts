// The published shape: build, `npm pack`, install the tarball in a scratch folder, and import it
// from ESM and CJS the way a consumer would.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SDK = fileURLToPath(new URL('..', import.meta.url));
const ROOT_MODULES = join(SDK, '../node_modules');
const scratch = mkdtempSync(join(tmpdir(), 'dasha-sdk-pack-'));
const run = (cmd: string, args: string[], cwd: string) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(() => {
  run(join(ROOT_MODULES, '.bin/tsup'), [], SDK);
  const tarball = join(scratch, run('npm', ['pack', '--pack-destination', scratch, '--silent'], SDK).trim().split('\n').pop()!);
  writeFileSync(join(scratch, 'package.json'), '{"name":"scratch","private":true}');
  try {
    run('npm', ['install', tarball, '--no-save', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], scratch);
  } catch {
    // No registry cache for the dependencies: unpack the tarball itself and borrow them from the repo.
    const target = join(scratch, 'node_modules/@dasha/sdk');
    mkdirSync(target, { recursive: true });
    run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1'], scratch);
  }
  for (const dep of ['openapi-fetch', 'openapi-typescript-helpers', 'zod']) {
    const link = join(scratch, 'node_modules', dep);
    if (!existsSync(link)) symlinkSync(join(ROOT_MODULES, dep), link);
  }
}, 300000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const probe = `
  const blade = sdk.createBladeClient({ baseUrl: 'http://x.test/api', fetch: async () => new Response('{"key":"k","image":"data:image/png;base64,A"}') });
  const captcha = await blade.auth.captcha();
  console.log(JSON.stringify({ md5: sdk.md5('admin'), error: new sdk.BladeError(400, 'x') instanceof Error, captcha: captcha.key,
    key: query.queryKeys.list({ tenantId: '000000', userId: 'u1' }, 'blade-system/param'), phone: validators.validators.phone('1', { lang: 'en' }) }));`;
const expected = { md5: '21232f297a57a5a743894a0e4a801fc3', error: true, captcha: 'k', key: ['000000', 'u1', 'blade-system/param', 'list', {}], phone: 'phone length is not 11' };

describe('published package', () => {
  it('ships only dist, the subpath stubs and the README', () => {
    const files = readdirSync(join(scratch, 'node_modules/@dasha/sdk')).sort();
    expect(files).toEqual(['README.md', 'dist', 'package.json', 'query', 'validators']);
  });

  it('imports from ESM', () => {
    writeFileSync(join(scratch, 'esm.mjs'), `import * as sdk from '@dasha/sdk'; import * as query from '@dasha/sdk/query'; import * as validators from '@dasha/sdk/validators';${probe}`);
    expect(JSON.parse(run(process.execPath, ['esm.mjs'], scratch))).toEqual(expected);
  });

  it('requires from CJS', () => {
    writeFileSync(join(scratch, 'cjs.cjs'), `const sdk = require('@dasha/sdk'); const query = require('@dasha/sdk/query'); const validators = require('@dasha/sdk/validators'); (async () => {${probe}})();`);
    expect(JSON.parse(run(process.execPath, ['cjs.cjs'], scratch))).toEqual(expected);
  });
});
