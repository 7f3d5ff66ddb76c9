// `npm run test:e2e`: builds the console if needed, starts the sandbox and `vite preview`, then runs
// the browser tests in Debian's Chromium (one browser, a fresh context per test). Exits non-zero
// when a test fails. Screenshots land in console/test/e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { buildIfNeeded, startSandbox, startPreview, chromiumOptions, CONSOLE } from './servers.mjs';
import { tests } from './tests.mjs';

const only = process.argv[2];
buildIfNeeded();
const sandbox = await startSandbox();
const preview = await startPreview(sandbox.url);
const browser = await chromium.launch(chromiumOptions);
mkdirSync(`${CONSOLE}/test/e2e/screenshots`, { recursive: true });
let failed = 0;
const started = Date.now();
try {
  for (const t of tests) {
    if (only && !t.name.includes(only)) continue;
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN', ...(t.context ?? {}) });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const t0 = Date.now();
    try {
      await t.run({ page, context, base: preview.url, sandbox, shot: (n) => page.screenshot({ path: `${CONSOLE}/test/e2e/screenshots/${n}.png` }) });
      if (errors.length && !t.allowPageErrors) throw new Error(`uncaught page errors: ${errors.join(' | ')}`);
      console.log(`  ✓ ${t.name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed++;
      console.log(`  ✗ ${t.name}\n    ${String(e.stack ?? e).split('\n').slice(0, 16).join('\n    ')}`);
      await page.screenshot({ path: `${CONSOLE}/test/e2e/screenshots/FAILED-${t.name.replace(/\W+/g, '-')}.png` }).catch(() => {});
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await preview.stop();
  await sandbox.stop();
}
console.log(`${failed ? 'FAILED' : 'passed'}: ${failed} failing, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
