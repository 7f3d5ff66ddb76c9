// `npm run bench -w console`: JS gzipped to render /login and to a first list after sign-in, and
// the time from navigation to a usable sign-in form and from sign-in to the home page, in
// headless Chromium against the built console and the sandbox. Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfNeeded, startSandbox, startPreview, chromiumOptions, CONSOLE } from '../test/e2e/servers.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const LIST = process.env.LIST_PATH ?? '/system/param/index';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function gz(urls) {
  let total = 0;
  for (const u of urls) total += gzipSync(readFileSync(join(CONSOLE, 'dist', new URL(u).pathname))).length;
  return total;
}

buildIfNeeded();
const sandbox = await startSandbox();
const preview = await startPreview(sandbox.url);
const browser = await chromium.launch(chromiumOptions);
const loginTimes = [];
const homeTimes = [];
let loginJs = 0;
let listJs = 0;
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const js = new Set();
    page.on('response', (r) => r.url().startsWith(preview.url) && r.url().endsWith('.js') && js.add(r.url()));
    const captcha = page.waitForResponse((r) => r.url().includes('/oauth/captcha'));
    const t0 = Date.now();
    await page.goto(`${preview.url}/login`);
    await page.getByLabel('账号').waitFor();
    await page.locator('img[src^="data:image"]').waitFor(); // the captcha is in: the form can be submitted
    loginTimes.push(Date.now() - t0);
    const atLogin = [...js];
    const key = (await (await captcha).json()).key;
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('admin');
    await page.getByLabel('验证码', { exact: true }).fill(await sandbox.captcha(key));
    const t1 = Date.now();
    await page.keyboard.press('Enter');
    await page.getByTestId('count-users').getByText(/\d/).waitFor();
    homeTimes.push(Date.now() - t1);
    await page.goto(`${preview.url}${LIST}`);
    await page.locator('main').getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    if (i === 0) {
      loginJs = gz(atLogin);
      listJs = gz([...js]);
      console.log(`JS for /login: ${atLogin.length} files`);
      if (process.env.VERBOSE) for (const u of atLogin) console.log(`  ${kb(gz([u])).padStart(9)} ${new URL(u).pathname}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await preview.stop();
  await sandbox.stop();
}
console.log(`JS gzipped to render /login:              ${kb(loginJs)} (goal <= 150 KB)`);
console.log(`JS gzipped to a first list (${LIST}): ${kb(listJs)} (goal <= 300 KB)`);
console.log(`navigation -> usable sign-in form:        median ${median(loginTimes)} ms of ${RUNS} [${loginTimes.join(', ')}]`);
console.log(`sign-in -> home page:                     median ${median(homeTimes)} ms of ${RUNS} [${homeTimes.join(', ')}]`);
