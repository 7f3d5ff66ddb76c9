// Debian's Chromium (and CJK fonts, or Chinese renders as boxes) for the browser tests and
// benchmarks. Installed by the project, never by hand: the next machine will not have it.
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './apt.mjs';

/** Path of Debian's Chromium: the benchmarks measure what a person's browser does. */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of the same Chromium as a headless shell (no browser UI or GPU compositor), the
 * binary Playwright itself runs headless tests on. The browser tests use it: on the 2-core machine
 * the same tests took 124 s instead of 206 s. `E2E_CHROMIUM=/usr/bin/chromium` runs them on the full browser.
 */
export const CHROMIUM_TESTS = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
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

/** Installs chromium, its headless shell and fonts-noto-cjk with apt-get when any is missing. */
export async function ensureChromium() {
  await ensureDebianPackages(['chromium', 'chromium-headless-shell', 'fonts-noto-cjk'], {
    check: () => [CHROMIUM, CHROMIUM_TESTS, FONTS].every((f) => existsSync(f)),
  });
}
