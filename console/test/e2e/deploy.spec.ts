// The console as deployed: nginx with deploy/nginx's configuration in front of the
// built console. Every browser test already runs behind it and fails on a CSP violation
// (fixtures.ts); these check the server's answers themselves, that the CSP is really enforced,
// config.json switching the gateway and the title without a rebuild, a broken config.json, and
// /myiframe framing only the user's own menu pages.
import { chmodSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, sandboxApi, signIn, tabs } from './helpers.ts';
import { openScreen } from './resource-helpers.ts';
import { test, expect } from './fixtures.ts';
import { CONSOLE, startProdServer } from './servers.ts';

const nonceOf = (csp: string | undefined) => /'nonce-([0-9a-f]{32})'/.exec(csp ?? '')?.[1];

test('production server: security headers on every answer, a fresh nonce per page, cache rules, gzip, SPA fallback and /api', async ({
  request,
  base,
}) => {
  const page1 = await request.get(`${base}/`);
  const page2 = await request.get(`${base}/system/user/index`);
  for (const res of [page1, page2]) {
    expect(res.status()).toBe(200);
    const h = res.headers();
    const nonce = nonceOf(h['content-security-policy']);
    assert.ok(nonce, `no nonce in ${h['content-security-policy']}`);
    // The page's tags carry the nonce of its own header, and no placeholder is left.
    const html = await res.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain('__CSP_NONCE__');
    expect(h['cache-control']).toBe('no-store');
  }
  expect(nonceOf(page1.headers()['content-security-policy'])).not.toBe(nonceOf(page2.headers()['content-security-policy']));

  const csp = page1.headers()['content-security-policy'];
  for (const d of [
    "default-src 'self'",
    "script-src 'self';",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ])
    expect(csp).toContain(d);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');

  const config = await request.get(`${base}/config.json`);
  expect(config.headers()['cache-control']).toBe('no-store');
  expect((await config.json()).apiBase).toBe('/api');

  const entry = /src="(\/assets\/[^"]+\.js)"/.exec(await page1.text())?.[1];
  const asset = await request.get(base + entry, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  // A chunk an old tab asks for after a deploy is a 404, never the HTML shell.
  expect((await request.get(`${base}/assets/gone-OLD123.js`)).status()).toBe(404);

  const api = await request.get(`${base}/api/blade-system/tenant/info?domain=example.com`);
  expect(api.status()).toBe(200);
  expect((await api.json()).code).toBe(200);
  expect(api.headers()['cache-control']).toBe('no-store');

  for (const res of [page1, config, asset, api]) {
    const h = res.headers();
    expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('same-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['permissions-policy']).toContain('fullscreen=(self)');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(h.server).toBe('nginx');
  }
});

test.describe(() => {
  test.use({ allowCspViolations: true });

  test('CSP: sign-in, a list and a dialog report no violation; the policy is enforced (an injected style without the nonce is)', async ({
    page,
    base,
    sandbox,
    cspViolations,
  }) => {
    await signIn(page, { base, sandbox });
    await openScreen(page, base, '/system/user');
    await page.getByTestId('resource-toolbar').getByRole('button', { name: '新增' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Chakra's styles all carry the page's nonce.
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((s) => ({ emotion: s.hasAttribute('data-emotion'), nonce: s.nonce })),
    );
    assert.ok(
      styles.some((s) => s.emotion),
      'Chakra inserted no style element',
    );
    const nonce = await page.evaluate(
      () => document.querySelector<HTMLMetaElement & { nonce?: string }>('meta[property="csp-nonce"]')?.nonce ?? '',
    );
    assert.match(nonce, /^[0-9a-f]{32}$/);
    for (const s of styles) expect(s.nonce).toBe(nonce);
    expect(cspViolations).toEqual([]);

    // What an attacker's injected markup would do is refused and reported.
    await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'body{display:none}' })));
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatch(/^style-src-elem blocked inline/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('config.json', () => {
  test.use({ allowPageErrors: true });
  /** A copy of the built console with its own config.json behind its own nginx. */
  async function deployWith(config: unknown, gateway: string, origins: { apiOrigins?: string[]; frameOrigins?: string[] } = {}) {
    const root = mkdtempSync(join(tmpdir(), 'dasha-console-'));
    cpSync(join(CONSOLE, process.env.E2E_OUT_DIR ?? 'dist'), root, { recursive: true });
    chmodSync(root, 0o755); // nginx's workers (nobody, when started by root) read it
    writeFileSync(join(root, 'config.json'), JSON.stringify(config));
    const web = await startProdServer(gateway, { root, ...origins });
    return { url: web.url, stop: async () => (await web.stop(), rmSync(root, { recursive: true, force: true })) };
  }

  test('switches the gateway and the title of the same build: every API call goes to the configured gateway', async ({
    page,
    sandbox,
    context,
  }) => {
    // nginx's own /api leads nowhere (port 9): only config.json's apiBase can make sign-in work.
    const site = await deployWith(
      { apiBase: `${sandbox.url}/api`, title: { zh: '鲨鱼工厂演示', en: 'Shark Demo' }, tenantMode: false },
      'http://127.0.0.1:9',
      { apiOrigins: [sandbox.url] },
    );
    try {
      const calls: string[] = [];
      page.on('request', (r) => /\/blade-[a-z]+\//.test(r.url()) && calls.push(r.url()));
      await signIn(page, { base: site.url, sandbox });
      await expect(page).toHaveTitle(/鲨鱼工厂演示/);
      assert.ok(calls.length >= 4, `API calls seen: ${calls.length}`);
      for (const url of calls) assert.ok(url.startsWith(`${sandbox.url}/api/`), `${url} did not go to the configured gateway`);
      // tenantMode false: the sign-in form asked no tenant; the configured 000000 was used.
      const cookie = (await context.cookies(site.url)).find((c) => c.name === 'saber-access-token');
      assert.ok(cookie?.value, 'no token cookie');
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.secure).toBe(false); // plain http here; Secure over https (sdk/test/storage.test.ts)
    } finally {
      await site.stop();
    }
  });

  test('a malformed config.json stops the start with the reasons, in both languages', async ({ page, sandbox }) => {
    // The start is stopped by rejecting the entry module: an uncaught error, expected here.
    const site = await deployWith({ apiBase: 'gateway.example.com', captchaMode: 'yes', captchMode: true }, sandbox.url);
    try {
      await page.goto(site.url + '/login');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('控制台无法启动');
      await expect(alert).toContainText('The console cannot start: config.json is invalid');
      await expect(alert.getByRole('listitem')).toHaveText([
        /^apiBase: must be a path on this site/,
        'captchaMode: must be true or false (no quotes)',
        'unknown field "captchMode" (misspelt?)',
      ]);
      await expect(page.getByLabel('账号')).toHaveCount(0);
    } finally {
      await site.stop();
    }
  });
});

test.describe(() => {
  test.use({ allowPageErrors: true });

  test('/myiframe frames a page of the own menu under its menu name, and refuses any other address, saying why', async ({
    page,
    base,
    sandbox,
  }) => {
    const api = await sandboxApi(sandbox);
    const board = 'https://report.dasha-tech.cn/board.html';
    await api.post('/blade-system/menu/submit', {
      parentId: '0',
      name: '经营看板',
      code: 'board',
      alias: 'menu',
      path: board,
      source: '',
      sort: 99,
      category: 1,
      action: 0,
      isOpen: 1,
    });
    await signIn(page, { base, sandbox });
    // A root leaf of the sidebar (no area to open first).
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '经营看板', exact: true }).click();
    await expect(page.locator(`iframe[src="${board}"]`)).toHaveAttribute('title', /经营看板/);
    await expect(tabs(page).filter({ hasText: '经营看板' })).toHaveCount(1);
    // Spec §1's route shape /myiframe/{routerPath}: another segment frames the same own page.
    await page.goto(`${base}/myiframe/board?src=${encodeURIComponent(board)}`);
    await expect(page.locator(`iframe[src="${board}"]`)).toHaveAttribute('title', /经营看板/);
    await expect(tabs(page).filter({ hasText: '经营看板' })).toHaveCount(1);

    for (const src of ['https://evil.example/login', 'javascript:alert(document.cookie)', `${board}?next=https://evil.example`]) {
      await page.goto(`${base}/myiframe/urlPath?src=${encodeURIComponent(src)}&name=${encodeURIComponent('统一登录')}`);
      const refused = page.getByTestId('iframe-refused');
      await expect(refused).toContainText('不能在控制台中打开此页面');
      await expect(refused).toContainText('此地址不在您的菜单中');
      await expect(refused).toContainText(src);
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(tabs(page).filter({ hasText: '统一登录' })).toHaveCount(0);
    }
  });
});
