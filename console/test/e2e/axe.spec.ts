// axe on every screen of the signed-in admin's menu: no serious or critical violation,
// in Chinese, and a sample again in English. The screens are opened in the page (the router, not
// a reload) and checked in their content area; the shell around them is checked once per language.
import type { Sandbox } from './servers.ts';
import type { Page } from '@playwright/test';
import { assert, sandboxApi, type MenuNode } from './helpers.ts';
import { test } from './fixtures.ts';
import { axeSelfCheck, axeViolations } from './axe.ts';

test.use({ signedIn: true });

/** Chunks of the menu per test, each about 30 s on the 2-core machine; English checks one screen in SAMPLE. */
const CHUNKS = 10;
const SAMPLE = 12;

/** The console routes of the menu's pages (leaves get /index; iframe and external pages are left to their own tests). */
async function menuPages(sandbox: Sandbox) {
  const api = await sandboxApi(sandbox);
  const routes = await api.get<MenuNode[]>('/blade-system/menu/routes');
  const out: string[] = [];
  const walk = (nodes: MenuNode[]): void =>
    nodes.forEach((n) => {
      if (n.children?.length) return walk(n.children);
      if (/^https?:|\.html?(\?|#|$)/i.test(n.path)) return;
      out.push(n.path.endsWith('/index') ? n.path : `${n.path.replace(/\/$/, '')}/index`);
    });
  walk(routes);
  return out;
}

/** Opens a route in the page (as a menu click does) and waits until its page has drawn and loaded. */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
  await page.waitForFunction(
    () => {
      const shown = [...document.querySelectorAll('[data-page]')].find((e) => e.checkVisibility());
      return (
        shown &&
        shown.textContent?.trim() &&
        !shown.querySelector('.chakra-spinner') &&
        !document.querySelector('[data-testid=top-progress]')
      );
    },
    null,
    { timeout: 15_000 },
  );
}

async function checkChunk(
  page: Page,
  base: string,
  sandbox: Sandbox,
  { chunk, of, lang }: { chunk: number; of: number; lang: 'zh' | 'en' },
) {
  const pages = (await menuPages(sandbox)).filter((_, i) => i % of === chunk);
  await page.goto(base + '/wel/index');
  await page.getByTestId('home-page').waitFor();
  if (lang === 'en') {
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  }
  await axeSelfCheck(page);
  const found = chunk === 0 ? (await axeViolations(page)).map((v) => `shell: ${v}`) : [];
  let previous = null;
  for (const path of pages) {
    await open(page, path);
    // The page checked before goes with its tab: kept-alive pages would make each check slower.
    // Only a speed-up, not a check: a tab that cannot be closed at once (scrolled away, covered by
    // a toast) stays open rather than stall the run (a CI run once waited 30 s on one).
    if (previous)
      await page
        .locator(`li:has([data-tab="${previous}"]) button[aria-label]`)
        .click({ timeout: 3000 })
        .catch(() => undefined);
    previous = path;
    for (const v of await axeViolations(page, '[data-testid=content]')) found.push(`${path}: ${v}`);
  }
  assert.deepEqual(found, [], `${lang}: serious or critical axe violations`);
}

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  test(`axe, zh: the menu's screens, part ${chunk + 1} of ${CHUNKS}`, async ({ page, base, sandbox }) => {
    await checkChunk(page, base, sandbox, { chunk, of: CHUNKS, lang: 'zh' });
  });
}

test('axe, en: the shell and a sample of the screens', async ({ page, base, sandbox }) => {
  // Every SAMPLE-th screen from the start: one of each stretch of the menu.
  await checkChunk(page, base, sandbox, { chunk: 0, of: SAMPLE, lang: 'en' });
});
