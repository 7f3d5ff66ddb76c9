// axe on every screen of the signed-in admin's menu (issue 14): no serious or critical violation,
// in Chinese, and a sample again in English. The screens are opened in the page (the router, not
// a reload) and checked in their content area; the shell around them is checked once per language.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { assert, sandboxApi } from './helpers.mjs';
import { test } from './fixtures.mjs';

test.use({ signedIn: true });

/** Chunks of the menu per test, each about 30 s on the 2-core machine; English checks one screen in SAMPLE. */
const CHUNKS = 10;
const SAMPLE = 12;

/** The console routes of the menu's pages (leaves get /index; iframe and external pages are left to their own tests). */
async function menuPages(sandbox) {
  const api = await sandboxApi(sandbox);
  const routes = await api.get('/blade-system/menu/routes');
  const out = [];
  const walk = (nodes) =>
    nodes.forEach((n) => {
      if (n.children?.length) return walk(n.children);
      if (/^https?:|\.html?(\?|#|$)/i.test(n.path)) return;
      out.push(n.path.endsWith('/index') ? n.path : `${n.path.replace(/\/$/, '')}/index`);
    });
  walk(routes);
  return out;
}

// axe-core put in the page once (page.evaluate, which the page's CSP does not govern) and run
// there for each screen: @axe-core/playwright injects its 500 KB again on every analyze().
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const inject = (page) => page.evaluate(AXE);

/** Serious and critical violations, one line each with the first nodes. */
async function violations(page, include) {
  const r = await page.evaluate((ctx) => window.axe.run(ctx ? { include: [ctx] } : document, { resultTypes: ['violations'] }), include ?? null);
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)}`).join(' | ')}`);
}

/** Opens a route in the page (as a menu click does) and waits until its page has drawn and loaded. */
async function open(page, path) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
  await page.waitForFunction(() => {
    const shown = [...document.querySelectorAll('[data-page]')].find((e) => e.checkVisibility());
    return shown && shown.textContent.trim() && !shown.querySelector('.chakra-spinner') && !document.querySelector('[data-testid=top-progress]');
  }, null, { timeout: 15_000 });
}

/** The check itself can fail: an unlabelled field put in the content is reported (then removed). */
async function selfCheck(page) {
  await page.evaluate(() => document.querySelector('[data-testid=content]').append(Object.assign(document.createElement('input'), { id: 'axe-self-check' })));
  const found = await violations(page, '#axe-self-check');
  await page.evaluate(() => document.getElementById('axe-self-check').remove());
  assert.ok(found.some((v) => v.startsWith('label:')), `axe reports an unlabelled field: ${found}`);
}

async function checkChunk(page, base, sandbox, { chunk, of, lang }) {
  const pages = (await menuPages(sandbox)).filter((_, i) => i % of === chunk);
  await page.goto(base + '/wel/index');
  await page.getByTestId('home-page').waitFor();
  if (lang === 'en') {
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  }
  await inject(page);
  await selfCheck(page);
  const found = chunk === 0 ? (await violations(page)).map((v) => `shell: ${v}`) : [];
  let previous = null;
  for (const path of pages) {
    await open(page, path);
    // The page checked before goes with its tab: kept-alive pages would make each check slower.
    // Only a speed-up, not a check: a tab that cannot be closed at once (scrolled away, covered by
    // a toast) stays open rather than stall the run (a CI run once waited 30 s on one).
    if (previous) await page.locator(`li:has([data-tab="${previous}"]) button[aria-label]`).click({ timeout: 3000 }).catch(() => undefined);
    previous = path;
    for (const v of await violations(page, '[data-testid=content]')) found.push(`${path}: ${v}`);
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
