// Debian's Chromium (and CJK fonts, or Chinese renders as boxes) for the browser tests and
// benchmarks. Installed by the project, never by hand: the next machine will not have it.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const FONTS = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

export async function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(FONTS)) return;
  const root = process.getuid?.() === 0;
  const apt = (args) => spawnSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  console.log('installing Debian chromium and fonts-noto-cjk (apt-get)...');
  if (apt(['update', '-qq']).status !== 0) throw new Error('apt-get update failed');
  if (apt(['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk']).status !== 0) throw new Error('apt-get install chromium fonts-noto-cjk failed');
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} missing after install`);
}
