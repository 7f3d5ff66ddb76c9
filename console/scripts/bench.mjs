// `npm run bench -w console`: JS gzipped to render /login and to a first list after sign-in, and
// the time from navigation to a usable sign-in form and from sign-in to the home page, in
// headless Chromium against the built console and the sandbox. Prints figures and, for a size
// budget still missed, what its kilobytes are made of; asserts nothing (E2E_OUT_DIR: the build folder).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfNeeded, startSandbox, startPreview, chromiumOptions, CONSOLE } from '../test/e2e/servers.ts';
import { hasMaps, printBreakdown } from './bench-harness/bundle-breakdown.mjs';
import { whenShown } from './bench-harness/page-wait.mjs';
import { USABLE_FORM } from './bench-harness/steps.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const LIST = process.env.LIST_PATH ?? '/system/param/index';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const DIST = join(CONSOLE, process.env.E2E_OUT_DIR ?? 'dist');
const asset = (u) => new URL(u).pathname.slice(1); // assets/name.js, as the stats name a chunk
function gz(urls) {
  let total = 0;
  for (const u of urls) total += gzipSync(readFileSync(join(DIST, new URL(u).pathname))).length;
  return total;
}

// The breakdown of a missed budget reads the chunks' hidden source maps: build with them when absent.
const chunks = existsSync(join(DIST, 'assets'))
  ? readdirSync(join(DIST, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`)
  : [];
if (!hasMaps(DIST, chunks)) Object.assign(process.env, { BUILD: '1', BUNDLE_MAPS: '1' });
buildIfNeeded();
const sandbox = await startSandbox();
const preview = await startPreview(sandbox.url);
const browser = await chromium.launch(chromiumOptions);
const loginTimes = [];
const homeTimes = [];
let loginFiles = [];
let listFiles = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    // Each JS file with the time its request left: what the usable form needed is what was asked
    // before it was usable (the idle prefetch of the signed-in area comes after, app/prefetch.ts).
    const js = new Map();
    page.on('request', (r) => r.url().startsWith(preview.url) && r.url().endsWith('.js') && js.set(r.url(), Date.now()));
    const captcha = page.waitForResponse((r) => r.url().includes('/oauth/captcha'));
    const t0 = Date.now();
    await page.goto(`${preview.url}/login`, { waitUntil: 'commit' });
    // Usable: the account field shows and the captcha image is in (the form can be submitted).
    const usableAt = await whenShown(page, USABLE_FORM);
    loginTimes.push(usableAt - t0);
    const atLogin = [...js].filter(([, at]) => at <= usableAt).map(([url]) => url);
    const key = (await (await captcha).json()).key;
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('admin');
    await page.getByLabel('验证码', { exact: true }).fill(await sandbox.captcha(key));
    const t1 = Date.now();
    await page.keyboard.press('Enter');
    await page.getByTestId('count-users').getByText(/\d/).waitFor();
    homeTimes.push(Date.now() - t1);
    // A first list opened cold (a reload of its address, signed in): the JS it asks for until its
    // rows show (from the HTTP cache or not), not what the idle prefetch fetched on the way.
    const t2 = Date.now();
    await page.goto(`${preview.url}${LIST}`, { waitUntil: 'commit' });
    const rowsAt = await whenShown(page, [{ css: '[data-testid="resource-screen"] [role=rowgroup] [role=row]' }]);
    if (i === 0) {
      loginFiles = atLogin;
      listFiles = [...js].filter(([, at]) => at >= t2 && at <= rowsAt).map(([url]) => url);
      console.log(`JS for /login: ${atLogin.length} files; for a first list: ${listFiles.length}`);
      if (process.env.VERBOSE)
        for (const u of listFiles)
          console.log(`  ${kb(gz([u])).padStart(9)} ${new URL(u).pathname}${atLogin.includes(u) ? ' (login)' : ''}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await preview.stop();
  await sandbox.stop();
}
// The two size budgets: each with its goal, MET or MISSED, and when missed its make-up.
for (const [what, files, goal] of [
  ['JS gzipped to a usable /login', loginFiles, 150],
  [`JS gzipped to a first list after sign-in (${LIST})`, listFiles, 280],
]) {
  const bytes = gz(files);
  const met = bytes / 1024 <= goal;
  console.log(`${what}: ${kb(bytes)} (goal <= ${goal} KB) ${met ? 'MET' : 'MISSED'}`);
  if (!met) printBreakdown(DIST, files.map(asset));
}
console.log(`navigation -> usable sign-in form:        median ${median(loginTimes)} ms of ${RUNS} [${loginTimes.join(', ')}]`);
console.log(`sign-in -> home page:                     median ${median(homeTimes)} ms of ${RUNS} [${homeTimes.join(', ')}]`);
