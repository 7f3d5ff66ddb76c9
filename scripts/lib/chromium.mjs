// Debian's Chromium (and CJK fonts, or Chinese renders as boxes) for the browser tests and
// benchmarks. Installed by the project, never by hand: the next machine will not have it.
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './apt.mjs';

/** Path of Debian's Chromium, which playwright-core drives. */
export const CHROMIUM = '/usr/bin/chromium';
/** Flags for Chromium as root in a container, without background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const FONTS = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** Installs chromium and fonts-noto-cjk with apt-get when either is missing. */
export async function ensureChromium() {
  await ensureDebianPackages(['chromium', 'fonts-noto-cjk'], { check: () => existsSync(CHROMIUM) && existsSync(FONTS) });
}
