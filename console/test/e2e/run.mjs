// `npm run test:e2e [name filter]`: builds the console if needed, starts the sandbox and `vite
// preview`, then runs every browser test (shell, framework, screens, business) in Debian's Chromium: one
// browser, a fresh context per test. Tests marked `signedIn` start from a storage state saved
// after one sign-in through the form; tests marked `freshSandbox` start from a freshly seeded
// sandbox. Exits non-zero when a test fails; writes
// {numPassedTests, numFailedTests} to $E2E_REPORT when set. Screenshots: test/e2e/screenshots/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { buildIfNeeded, startSandbox, startPreview, chromiumOptions, CONSOLE } from './servers.mjs';
import { signIn } from './helpers.mjs';
import { tests as shellTests } from './tests.mjs';
import { tests as frameworkTests } from './resources.tests.mjs';
import { tests as screenTests } from './screens.tests.mjs';
import { tests as businessTests } from './business.tests.mjs';
import { tests as workflowTests } from './workflow.tests.mjs';
import { tests as shellMoreTests } from './shell-more.tests.mjs';
import { tests as menuFidelityTests } from './menu-fidelity.tests.mjs';
import { tests as dictTests } from './dicts.tests.mjs';

const tests = [...shellTests, ...shellMoreTests, ...frameworkTests, ...screenTests, ...businessTests, ...workflowTests, ...menuFidelityTests, ...dictTests];
const only = process.argv[2];
buildIfNeeded();
const sandbox = await startSandbox();
const preview = await startPreview(sandbox.url);
const browser = await chromium.launch(chromiumOptions);
const shots = `${CONSOLE}/test/e2e/screenshots`;
mkdirSync(shots, { recursive: true });
const contextOptions = { viewport: { width: 1366, height: 800 }, locale: 'zh-CN', acceptDownloads: true };

let adminState;
/** admin/admin signed in once through the form; later contexts start from its cookies and storage. */
async function signedInState() {
  if (adminState) return adminState;
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await signIn(page, { base: preview.url, sandbox });
  await page.getByTestId('count-users').waitFor();
  adminState = await context.storageState();
  await context.close();
  return adminState;
}

let passed = 0;
let failed = 0;
const started = Date.now();
try {
  for (const t of tests) {
    if (only && !t.name.includes(only)) continue;
    // A test that signs in as a seeded account (hr, boss...) starts from the seed, not from what
    // earlier tests did to those accounts (a reset password, a granted role); the reset ends every
    // session, so the saved admin sign-in is made again.
    if (t.freshSandbox) {
      await sandbox.reset();
      adminState = undefined;
    }
    const storageState = t.signedIn ? await signedInState() : undefined;
    const context = await browser.newContext({ ...contextOptions, storageState, ...(t.context ?? {}) });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const t0 = Date.now();
    try {
      await t.run({ page, context, base: preview.url, sandbox, shot: (n) => page.screenshot({ path: `${shots}/${n}.png` }) });
      if (errors.length && !t.allowPageErrors) throw new Error(`uncaught page errors: ${errors.join(' | ')}`);
      passed++;
      console.log(`  ✓ ${t.name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed++;
      console.log(`  ✗ ${t.name}\n    ${String(e.stack ?? e).split('\n').slice(0, 16).join('\n    ')}`);
      await page.screenshot({ path: `${shots}/FAILED-${t.name.replace(/\W+/g, '-').slice(0, 80)}.png` }).catch(() => {});
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await preview.stop();
  await sandbox.stop();
}
console.log(`${failed ? 'FAILED' : 'passed'}: ${passed} passing, ${failed} failing, ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (process.env.E2E_REPORT) writeFileSync(process.env.E2E_REPORT, JSON.stringify({ numPassedTests: passed, numFailedTests: failed }));
process.exit(failed ? 1 : 0);
