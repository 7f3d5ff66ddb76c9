// Debian packages the project needs (chromium for the browser tests, nginx for serve:prod),
// installed by the project's own files rather than by hand: the next machine will not have them.
import { spawnSync } from 'node:child_process';

// The package lists are fetched once per process, however many installs follow.
let updated = false;

// sudo resets the environment, so the variable goes on its command line.
function apt(args) {
  const root = process.getuid?.() === 0;
  const cmd = root ? ['apt-get', ...args] : ['sudo', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
  return spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/**
 * Installs Debian `packages` with apt-get unless `check()` says they are already there.
 * Runs `apt-get update` once, then `install -y`, through sudo when not root, never asking a
 * question (DEBIAN_FRONTEND=noninteractive). Throws when apt-get fails or `check()` is still false.
 * @example await ensureDebianPackages(['nginx'], { check: () => existsSync('/usr/sbin/nginx') });
 */
export async function ensureDebianPackages(packages, { check = () => false } = {}) {
  if (await check()) return;
  console.log(`installing Debian ${packages.join(', ')} (apt-get)...`);
  if (!updated) {
    if (apt(['update', '-qq']).status !== 0) throw new Error('apt-get update failed');
    updated = true;
  }
  if (apt(['install', '-y', '-qq', ...packages]).status !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
  if (!(await check())) throw new Error(`${packages.join(', ')} still missing after apt-get install`);
}
