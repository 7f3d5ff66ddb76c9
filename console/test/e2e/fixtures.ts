// The browser tests' `test`: @playwright/test with the project's fixtures. Each worker starts its
// own sandbox and serves the built console through the production server, nginx with
// deploy/nginx's CSP and headers (E2E_SERVER=preview: `vite preview`); workers never see each
// other's writes. Every test gets a fresh browser context, and fails on any Content-Security-Policy
// violation the page reports. Options a file or describe block sets with test.use():
//   signedIn        start as admin/admin, from a storage state saved after one sign-in through
//                   the form (per worker; a reset keeps it valid)
//   freshSandbox    start from a freshly seeded sandbox (a test signing in as hr, boss... must not
//                   see what earlier tests did to those accounts)
//   allowPageErrors uncaught errors in the page do not fail the test (it provokes them)
//   allowCspViolations  CSP violations do not fail the test (it provokes one, and reads cspViolations)
// A worker also resets its sandbox when it moves to another file, so a file always starts from
// the seed whichever worker runs it and whatever ran there before.
import { test as base, type BrowserContextOptions } from '@playwright/test';
import { startSandbox, startPreview, startProdServer, CONSOLE, type Sandbox, type WebServer } from './servers.ts';
import { signIn } from './helpers.ts';
import { recordToasts } from './toasts.ts';

const SHOTS = `${CONSOLE}/test/e2e/screenshots`;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
/** The worker's sandbox and console, and the file it last ran. */
type Servers = {
  sandbox: Sandbox;
  base: string;
  file: string | undefined;
  adminState: (contextOptions: BrowserContextOptions) => Promise<StorageState>;
};
type Options = { signedIn: boolean; freshSandbox: boolean; allowPageErrors: boolean; allowCspViolations: boolean };
type TestFixtures = { sandbox: Sandbox; base: string; cspViolations: string[]; shot: (name: string) => Promise<Buffer> };

declare global {
  interface Window {
    __e2eCspViolation?: (line: string) => void;
  }
}

/**
 * Runs in the page: CSS animations and transitions take no time (they still start and end, so
 * Ark's presence unmounts a closed dialog at once). Waiting out each dialog's, popover's and
 * toast's animation cost the suite about a seventh of its time and tested nothing.
 */
function stillMotion() {
  const css =
    '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition-duration:0s!important;transition-delay:0s!important}';
  // With the page's CSP nonce, as the console's own styles carry it.
  const nonce = () => document.querySelector<HTMLMetaElement & { nonce?: string }>('meta[property="csp-nonce"]')?.nonce ?? '';
  document.addEventListener('DOMContentLoaded', () =>
    document.head.append(Object.assign(document.createElement('style'), { textContent: css, nonce: nonce() })),
  );
}

/** Runs in the page: each Content-Security-Policy violation is reported to the test (a binding survives navigations). */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (e) =>
    window.__e2eCspViolation?.(
      `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile || document.location.pathname}:${e.lineNumber} ${e.sample ?? ''}`.trim(),
    ),
  );
}

export const test = base.extend<Options & TestFixtures, { servers: Servers }>({
  signedIn: [false, { option: true }],
  freshSandbox: [false, { option: true }],
  allowPageErrors: [false, { option: true }],
  allowCspViolations: [false, { option: true }],

  // Worker scope: the sandbox, the preview proxying /api to it, and the saved admin sign-in.
  servers: [
    async ({ browser }, use) => {
      const sandbox = await startSandbox();
      const preview: WebServer =
        process.env.E2E_SERVER === 'preview' ? await startPreview(sandbox.url) : await startProdServer(sandbox.url);
      let adminState: StorageState | undefined;
      const servers: Servers = {
        // A reset keeps the sign-ins, so the saved admin sign-in outlives it: signing in again
        // through the form after each of the suite's resets cost about a minute of a run.
        sandbox: { ...sandbox, reset: () => sandbox.reset({ keepSessions: true }) },
        base: preview.url,
        file: undefined,
        /** admin/admin signed in once through the form; later contexts start from its cookies and storage. */
        async adminState(contextOptions) {
          if (adminState) return adminState;
          const context = await browser.newContext(contextOptions);
          const page = await context.newPage();
          await signIn(page, { base: preview.url, sandbox });
          await page.getByTestId('count-users').waitFor();
          adminState = await context.storageState();
          await context.close();
          return adminState;
        },
      };
      await use(servers);
      await preview.stop();
      await sandbox.stop();
    },
    { scope: 'worker', timeout: 200_000 },
  ],

  // Test scope, set up before the context: the sandbox, reset when the test or a new file asks.
  sandbox: [
    async ({ servers, freshSandbox }, use, testInfo) => {
      if (freshSandbox || (servers.file && servers.file !== testInfo.file)) await servers.sandbox.reset();
      servers.file = testInfo.file;
      await use(servers.sandbox);
    },
    { auto: true },
  ],
  base: async ({ servers }, use) => use(servers.base),
  baseURL: async ({ servers }, use) => use(servers.base),
  storageState: async ({ signedIn, sandbox: _seeded, servers, viewport, locale }, use) =>
    use(signedIn ? await servers.adminState({ viewport, locale }) : undefined),

  /** The CSP violations pages of this test reported so far (text lines). */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
  cspViolations: async ({}, use) => use([]),

  context: async ({ context, cspViolations, allowCspViolations }, use) => {
    await context.exposeBinding('__e2eCspViolation', (_source, line: string) => void cspViolations.push(line));
    await context.addInitScript(reportCspViolations);
    await context.addInitScript(recordToasts);
    await context.addInitScript(stillMotion);
    await use(context);
    if (cspViolations.length && !allowCspViolations) throw new Error(`Content-Security-Policy violations: ${cspViolations.join(' | ')}`);
  },

  page: async ({ page, allowPageErrors }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(page);
    if (errors.length && !allowPageErrors) throw new Error(`uncaught page errors: ${errors.join(' | ')}`);
  },

  /** Saves a named screenshot of the page under test/e2e/screenshots/ (kept for the README and review). */
  shot: async ({ page }, use) => use((name) => page.screenshot({ path: `${SHOTS}/${name}.png` })),
});

export { expect } from '@playwright/test';
