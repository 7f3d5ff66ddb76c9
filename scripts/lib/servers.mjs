// Starts the project's servers as child processes for tests, benchmarks and `npm start`:
// Prism (mock, or validating proxy in front of the sandbox) on the bundled contract.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
export const BUNDLE = join(REPO, 'contract/dist/openapi.yaml');
const PRISM = join(REPO, 'node_modules/.bin/prism');

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers (any HTTP status) or `timeoutMs` passes. */
export async function waitForHttp(url, timeoutMs = 60000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Runs a long-lived child process; `stop()` ends it. Output goes to the parent unless quiet. */
export function startProcess(cmd, args, { quiet = true, env = {}, cwd = REPO } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  child.stdout?.on('data', (d) => (output = (output + d).slice(-20000)));
  child.stderr?.on('data', (d) => (output = (output + d).slice(-20000)));
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/**
 * Prism on the bundled contract. `upstream` set: a validating proxy (`--errors`: any answer or
 * request the contract does not allow becomes an error). Else a mock serving the examples.
 */
export async function startPrism({ port, upstream, quiet = true } = {}) {
  port ??= await freePort();
  const args = upstream
    ? ['proxy', '--errors', '-h', '127.0.0.1', '-p', String(port), BUNDLE, upstream]
    : ['mock', '-h', '127.0.0.1', '-p', String(port), BUNDLE];
  const proc = startProcess(PRISM, args, { quiet });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(url, 90000);
  } catch (e) {
    await proc.stop();
    throw new Error(`${e.message}\n${proc.output()}`, { cause: e });
  }
  return { url, stop: proc.stop, output: proc.output };
}
