// The tarball `npm pack` makes (its prepack builds dist/ as on a fresh clone), made once for every
// test file that needs it: pack.test and cli.test run in parallel workers, and two builds writing
// dist/ at once would break each other. A lock directory serialises them; a tarball newer than
// every input of the build is reused.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SDK = fileURLToPath(new URL('..', import.meta.url));
export const ROOT_MODULES = join(SDK, '../node_modules');
const SHARED = join(tmpdir(), `dasha-sdk-tarball-${Buffer.from(SDK).toString('base64url').slice(-24)}`);
const LOCK = `${SHARED}.lock`;
const INPUTS = ['src', 'bin', 'scripts', 'package.json', 'tsup.config.ts', 'README.md', 'CHANGELOG.md', '../contract/dist/openapi.yaml'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The newest modification time among the build's inputs. */
function newestInput(): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const f of readdirSync(p)) visit(join(p, f));
    else newest = Math.max(newest, s.mtimeMs);
  };
  for (const i of INPUTS) visit(join(SDK, i));
  return newest;
}

/** The path of an up-to-date tarball of the SDK, packing it when needed (prepack: generate + tsup). */
export async function packedTarball(): Promise<string> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // Held by the other worker; a lock older than 5 minutes belongs to a run that died.
      if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })!.mtimeMs > 300000) rmSync(LOCK, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    const marker = join(SHARED, 'tarball');
    if (existsSync(marker)) {
      const tarball = readFileSync(marker, 'utf8');
      if (existsSync(tarball) && statSync(tarball).mtimeMs > newestInput()) return tarball;
    }
    rmSync(SHARED, { recursive: true, force: true });
    mkdirSync(SHARED, { recursive: true });
    const name = execFileSync('npm', ['pack', '--pack-destination', SHARED, '--silent'], {
      cwd: SDK,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
      .trim()
      .split('\n')
      .pop()!;
    const tarball = join(SHARED, name);
    writeFileSync(marker, tarball);
    return tarball;
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Installs the tarball in `dir` as a consumer would (npm install --offline: the dependencies come
 * from the npm cache). Without a cache, the tarball is unpacked and the dependencies linked from
 * the repo. Returns how it was installed.
 */
export function installTarball(tarball: string, dir: string): 'npm install' | 'unpacked' {
  writeFileSync(join(dir, 'package.json'), '{"name":"scratch","private":true,"type":"module"}');
  let how: 'npm install' | 'unpacked' = 'npm install';
  try {
    execFileSync('npm', ['install', tarball, '--no-save', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: dir,
      stdio: 'pipe',
      timeout: 60000,
    });
  } catch {
    how = 'unpacked';
    const target = join(dir, 'node_modules/@dasha/sdk');
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
    // What npm does with `bin`: an executable link in node_modules/.bin.
    const bin = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')).bin as Record<string, string>;
    mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
    for (const [name, file] of Object.entries(bin)) {
      chmodSync(join(target, file), 0o755);
      symlinkSync(join('../@dasha/sdk', file), join(dir, 'node_modules/.bin', name));
    }
  }
  for (const dep of ['fflate', 'openapi-fetch', 'openapi-typescript-helpers', 'zod']) {
    const link = join(dir, 'node_modules', dep);
    if (!existsSync(link)) symlinkSync(join(ROOT_MODULES, dep), link);
  }
  return how;
}
