// Browser tests (`npx playwright test` in console/, or the browser step of `npm test`): the built
// console in Debian's Chromium against a sandbox per worker (test/e2e/fixtures.ts). The browser is
// Debian's chromium-headless-shell (scripts/lib/chromium.mjs), which `npm test` installs with
// apt-get; nothing here downloads one.
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_TESTS, CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';

// E2E_OUT_DIR (relative to console/, default dist) is the build under test; results go to
// test-results/<that folder>/, so runs on two builds at once never wipe each other's traces.
const results = join('test-results', process.env.E2E_OUT_DIR ?? 'dist');
// Retries: two where a CI service says so (they set CI); one under `npm test` (E2E_RETRIES), where
// 166 tests share a loaded 2-core machine and a timing slip once sank a whole run; none on a
// developer's `npx playwright test`, where a failure fails at once. A test that passes on its
// retry is reported as flaky, and `npm test` names it in its closing lines.
const retries = process.env.CI ? 2 : Number(process.env.E2E_RETRIES ?? 0);

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '*.spec.ts',
  outputDir: results,
  globalSetup: './test/e2e/global-setup.ts',
  // Two workers (each with its own sandbox and preview) measured faster than one on the 2-core
  // machine; E2E_WORKERS=1 runs them one after the other. (console/README.md, "Browser tests").
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries,
  // A hang fails, a slow machine does not: the longest test (a leave through two approvers, three
  // sign-ins) took 95 s with the 2-core machine's load average at 17.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? join(results, 'report.json') }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_TESTS, args: CHROMIUM_ARGS },
    viewport: { width: 1366, height: 800 },
    locale: 'zh-CN',
    acceptDownloads: true,
    // playwright-core's own default, which the tests were written against.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A trace records screenshots and DOM snapshots all through a test: recording every test
    // cost about a third of the suite's time. With retries (npm test, CI) a failing test is traced
    // on its retry; without them (a developer's run) a failure keeps its trace.
    trace: retries ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
