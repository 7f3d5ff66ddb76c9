// deploy/nginx/ on a real nginx (scripts/lib/nginx.mjs): a tiny console folder and a tiny
// upstream standing in for the gateway, checked the way a browser and a deployment see them.
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureNginx, startNginx } from '../lib/nginx.mjs';

const ASSET = 'assets/app-Ab12Cd34.js';
const SHELL =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" />' +
  `<script type="module" src="/${ASSET}"></script></head><body><div id="root"></div></body></html>`;
let root, upstream, web;
const seen = [];

beforeAll(async () => {
  await ensureNginx();
  root = mkdtempSync(join(tmpdir(), 'dasha-nginx-root-'));
  chmodSync(root, 0o755); // nginx's workers (nobody when run as root) read it
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), SHELL);
  writeFileSync(join(root, ASSET), `console.log(${JSON.stringify('大鲨智造 '.repeat(200))});\n`);
  writeFileSync(join(root, 'config.json'), JSON.stringify({ apiBase: '/api', title: '大鲨智造' }));
  writeFileSync(join(root, '.env'), 'SECRET=1');
  upstream = createServer((req, res) => {
    seen.push({ url: req.url, forwardedFor: req.headers['x-forwarded-for'], proto: req.headers['x-forwarded-proto'] });
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        code: 200,
        success: true,
        data: { rows: Array.from({ length: 50 }, (_, i) => ({ id: String(i), name: '客户' + i })) },
      }),
    );
  });
  await new Promise((r) => upstream.listen(0, '127.0.0.1', r));
  web = await startNginx({ root, gateway: `http://127.0.0.1:${upstream.address().port}`, fileOrigins: ['https://files.example.com'] });
}, 300_000);

afterAll(async () => {
  await web?.stop();
  upstream?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const get = (path, headers = {}) => fetch(web.url + path, { headers, redirect: 'manual' });
const nonceOf = (res) => /'nonce-([0-9a-f]{32})'/.exec(res.headers.get('content-security-policy'))?.[1];

describe('deploy/nginx on a real nginx', () => {
  it('serves the shell for client routes, with a fresh nonce matching its CSP, never stored', async () => {
    const pages = [];
    for (const path of ['/', '/index.html', '/system/user/index']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      const html = await res.text();
      const nonce = nonceOf(res);
      expect(html, path).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain('__CSP_NONCE__');
      pages.push(nonce);
    }
    expect(new Set(pages).size).toBe(3);
  });

  it('caches hashed assets for a year and never falls back to the shell for a missing one', async () => {
    const asset = await get(`/${ASSET}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const missing = await get('/assets/app-OldHash1.js');
    expect(missing.status).toBe(404); // an old tab's lazy chunk fails loudly, not as HTML
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('never caches config.json and does not invent one when missing', async () => {
    const res = await get('/config.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ apiBase: '/api' });
  });

  it('sends the security headers on every kind of response, errors included', async () => {
    for (const path of ['/', `/${ASSET}`, '/config.json', '/api/blade-system/tenant/info', '/assets/missing.js', '/.env']) {
      const h = (await get(path)).headers;
      expect(h.get('content-security-policy'), path).toMatch(
        /^default-src 'self'; script-src 'self'; style-src 'self' 'nonce-[0-9a-f]{32}'; img-src 'self' data: blob: https:\/\/files\.example\.com;/,
      );
      expect(h.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
      expect(h.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(h.get('x-content-type-options'), path).toBe('nosniff');
      expect(h.get('referrer-policy'), path).toBe('same-origin');
      expect(h.get('permissions-policy'), path).toMatch(/camera=\(\).*fullscreen=\(self\).*microphone=\(\)/);
      expect(h.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(h.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(h.get('server'), path).toBe('nginx'); // server_tokens off: no version
    }
  });

  it('denies dotfiles', async () => {
    const res = await get('/.env');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('SECRET');
  });

  it('proxies /api/x to the gateway as /x with the forwarding headers', async () => {
    const res = await get('/api/blade-system/tenant/info?domain=x');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()).success).toBe(true);
    expect(seen.at(-1)).toEqual({ url: '/blade-system/tenant/info?domain=x', forwardedFor: '127.0.0.1', proto: 'http' });
  });

  it('gzips the shell, scripts and the gateway JSON for clients that accept it', async () => {
    // fetch would decode silently; node:http keeps the body as sent.
    const { request } = await import('node:http');
    const raw = (path) =>
      new Promise((resolve, reject) => {
        request(web.url + path, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    for (const path of ['/', `/${ASSET}`, '/api/blade-system/user/list']) {
      const { headers, body } = await raw(path);
      expect(headers['content-encoding'], path).toBe('gzip');
      expect(headers.vary, path).toMatch(/Accept-Encoding/);
      expect(gunzipSync(body).length, path).toBeGreaterThan(body.length);
    }
  });

  it('refuses a configuration nginx rejects, with nginx saying why', async () => {
    // nginx resolves the gateway's name when it starts: a deployment learns at once, not per request.
    await expect(startNginx({ root, gateway: 'http://blade-gateway.invalid' })).rejects.toThrow(
      /nginx rejected the configuration:[^]*host not found in upstream "blade-gateway.invalid"/,
    );
    await expect(startNginx({ root, gateway: 'http://127.0.0.1:1', port: web.port })).rejects.toThrow(/the port is in use/);
    await expect(startNginx({ root, gateway: 'http://127.0.0.1:1', fileOrigins: ["https://x'; script-src *"] })).rejects.toThrow(
      /not an origin/,
    );
    if (process.getuid?.() === 0) {
      // Run as root, nginx's workers are nobody: a private folder would be 403s on every file.
      const secret = mkdtempSync(join(tmpdir(), 'dasha-nginx-root-')); // 0700
      writeFileSync(join(secret, 'index.html'), SHELL);
      await expect(startNginx({ root: secret, gateway: 'http://127.0.0.1:1' })).rejects.toThrow(/workers run as nobody and cannot read/);
      rmSync(secret, { recursive: true, force: true });
    }
  });

  it('runs several instances side by side', async () => {
    const second = await startNginx({ root, gateway: web.url.replace(/:\d+$/, ':1') });
    try {
      expect(second.port).not.toBe(web.port);
      expect((await fetch(`${second.url}/config.json`)).status).toBe(200);
      expect((await fetch(`${second.url}/api/x`)).status).toBe(502); // nothing on port 1
    } finally {
      await second.stop();
    }
  });
});

describe('deploy/nginx/render.sh (what a deployment runs)', () => {
  it('renders the same console.conf as startNginx, with nginx variables left alone', async () => {
    const { execFileSync } = await import('node:child_process');
    const { readFileSync } = await import('node:fs');
    const { DEPLOY_NGINX, renderTemplate } = await import('../lib/nginx.mjs');
    const dir = mkdtempSync(join(tmpdir(), 'dasha-render-'));
    try {
      const env = {
        PATH: process.env.PATH,
        BLADE_GATEWAY: 'http://blade-gateway:80',
        CONF_DIR: dir,
        FRAME_ORIGINS: 'https://bi.example.com',
      };
      execFileSync('sh', [join(DEPLOY_NGINX, 'render.sh')], { env, stdio: 'ignore' });
      const rendered = readFileSync(join(dir, 'console.conf'), 'utf8');
      const vars = {
        LISTEN: '8080',
        CONSOLE_ROOT: '/srv/dasha-console',
        BLADE_GATEWAY: 'http://blade-gateway:80',
        CONF_DIR: dir,
        API_ORIGINS: '',
        FILE_ORIGINS: '',
        FRAME_ORIGINS: 'https://bi.example.com',
      };
      expect(rendered).toBe(renderTemplate(readFileSync(join(DEPLOY_NGINX, 'console.conf.template'), 'utf8'), vars));
      expect(rendered).toContain("'nonce-$request_id'");
      expect(rendered).toContain('try_files $uri /index.html;');
      expect(rendered).toContain('proxy_pass http://blade-gateway:80/;');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
