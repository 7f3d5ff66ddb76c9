// The benchmark stack: the sandbox on a random port, and a static server for a built page
// (the benchmark page) that proxies /api to it. Used only by scripts/bench-resources.mjs; the
// browser tests run against the real console through test/e2e/fixtures.ts.
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('.', import.meta.url));
export const repoRoot = join(here, '../../..');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startSandbox() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'mock-server/src/main.ts'), '--port', String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`sandbox did not start: ${out}`)), 60_000);
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('sandbox on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => reject(new Error(`sandbox exited ${code}: ${out}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

function serve(dist, apiPort) {
  const server = createServer(async (req, res) => {
    if (req.url.startsWith('/api/')) {
      const up = request({ host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode, r.headers);
        r.pipe(res);
      });
      up.on('error', () => res.writeHead(502).end());
      return req.pipe(up);
    }
    const path = normalize(decodeURIComponent(req.url.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, path);
    try {
      if (!(await stat(file)).isFile()) throw new Error('dir');
    } catch {
      file = join(dist, 'index.html'); // SPA fallback
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(await readFile(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Starts sandbox + static server + headless Chromium; `stop()` ends all three. */
export async function startStack({ dist }) {
  const sandbox = await startSandbox();
  const server = await serve(dist, sandbox.port);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    base,
    browser,
    async page(screen, opts = {}) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true, locale: 'zh-CN' });
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error('pageerror', e.message));
      await page.goto(`${base}/?screen=${encodeURIComponent(screen)}${opts.query ?? ''}`);
      await page.getByTestId('resource-screen').first().waitFor({ timeout: 30_000 });
      return page;
    },
    async stop() {
      await browser.close();
      server.close();
      sandbox.stop();
    },
  };
}
