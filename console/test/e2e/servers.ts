// Starts what the browser tests (one of each per Playwright worker, test/e2e/fixtures.ts) and
// the benchmark need: the sandbox (child process) and the built console served as in production,
// by nginx with deploy/nginx's configuration (CSP, headers, /api proxied to the sandbox), or by
// `vite preview` (the benchmark; E2E_SERVER=preview for the tests).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from '../../../scripts/lib/servers.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../../../scripts/lib/chromium.mjs';
import { sandboxOrigins, startNginx } from '../../../scripts/lib/nginx.mjs';

export const CONSOLE = fileURLToPath(new URL('../..', import.meta.url));
const REPO = join(CONSOLE, '..');

/** A sandbox one worker (or the benchmark) started: its URL, and its test-only endpoints. */
export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
/** A web server serving the built console. */
export type WebServer = { url: string; stop: () => Promise<unknown> };
/** Where the production server lets the page load more from (sandboxOrigins' lists, overridden). */
type ProdServerOptions = { root?: string; apiOrigins?: string[]; fileOrigins?: string[]; frameOrigins?: string[] };

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

// E2E_OUT_DIR (relative to console/) builds and serves the console from another folder, so two
// test runs on one machine do not rebuild each other's bundle mid-run.
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

/** Builds console/dist when it is missing or older than the sources (or BUILD=1). */
export function buildIfNeeded() {
  const index = join(CONSOLE, OUT_DIR, 'index.html');
  const stale = !existsSync(index) || statSync(index).mtimeMs < Math.max(newest(join(CONSOLE, 'src')), newest(join(REPO, 'sdk/src')));
  if (process.env.BUILD === '1' || stale) {
    console.log('building the console…');
    execFileSync(join(REPO, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', OUT_DIR], {
      cwd: CONSOLE,
      stdio: 'inherit',
    });
  }
}

export async function startSandbox() {
  const port = await freePort();
  // One process: node with tsx's loader, not the tsx CLI, whose second node a SIGKILL of the
  // first would orphan; and it goes when this process exits without stopping it.
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'mock-server/src/main.ts'), '--port', String(port)], {
    cwd: join(REPO, 'mock-server'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  let out = '';
  child.stdout.on('data', (d) => (out = (out + d).slice(-20000)));
  child.stderr.on('data', (d) => (out = (out + d).slice(-20000)));
  const url = `http://127.0.0.1:${port}`;
  try {
    // Compiling and seeding took 20 s at a load average of 15 and over 60 s at 32.
    await waitForHttp(`${url}/__sandbox/info`, 150_000);
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`sandbox did not start: ${e instanceof Error ? e.message : e}\n${out}`, { cause: e });
  }
  return {
    url,
    stop: () => {
      process.off('exit', orphaned);
      return new Promise<void>((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM'))));
    },
    /** Back to the seed; `keepSessions`: tokens issued so far stay valid (no sign-in again). */
    reset: ({ keepSessions = false } = {}): Promise<unknown> =>
      fetch(`${url}/__sandbox/reset${keepSessions ? '?sessions=keep' : ''}`, { method: 'POST' }),
    captcha: async (key: string): Promise<string> =>
      (await (await fetch(`${url}/__sandbox/captcha?key=${encodeURIComponent(key)}`)).json()).code,
  };
}

/** The built console (`root`, default console/<E2E_OUT_DIR>) behind nginx, as deployed, with /api proxied to the sandbox at `gateway`. */
export function startProdServer(gateway: string, { root = join(CONSOLE, OUT_DIR), ...origins }: ProdServerOptions = {}) {
  return startNginx({ root, gateway, ...sandboxOrigins(gateway), ...origins });
}

/** `vite preview` of console/dist, /api proxied to `apiTarget` (prefix kept: the sandbox answers it). */
export async function startPreview(apiTarget: string): Promise<WebServer> {
  process.env.API_TARGET = apiTarget;
  const { preview } = await import('vite');
  const port = await freePort();
  const server = await preview({
    root: CONSOLE,
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

/** Debian's Chromium for scripts driving playwright-core directly (the benchmark); the tests take it from playwright.config.ts. */
export const chromiumOptions = { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS };
