// Debian's nginx running deploy/nginx/ as a deployment would, for `npm run serve:prod` and the
// browser tests (one instance per Playwright worker, each in its own prefix folder and port).
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureDebianPackages } from './apt.mjs';
import { REPO, freePort, waitForHttp } from './servers.mjs';

/** Debian's nginx binary. */
export const NGINX = '/usr/sbin/nginx';
/** The templates and include a deployment uses as they are. */
export const DEPLOY_NGINX = join(REPO, 'deploy/nginx');
const TEMP_DIRS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
// nginx started by root runs its workers as this user (its compiled-in default on Debian).
const WORKER_USER = { uid: 65534, gid: 65534, name: 'nobody' };

/** Installs Debian's nginx package with apt-get when /usr/sbin/nginx is missing. */
export async function ensureNginx() {
  await ensureDebianPackages(['nginx'], { check: () => existsSync(NGINX) });
}

/**
 * Replaces `${NAME}` for the given names only, as `envsubst '${A} ${B}'` does, so nginx's own
 * `$variables` survive. A name missing from `vars` is an error here (envsubst would leave it empty).
 */
export function renderTemplate(text, vars) {
  return text.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (_whole, name) => {
    if (!(name in vars)) throw new Error(`template variable ${name} has no value`);
    return vars[name];
  });
}

// An origin for the CSP: a scheme and host (with port), nothing that could end the header value.
const ORIGIN = /^(https?|wss?):\/\/[A-Za-z0-9.*-]+(:\d+)?$/;
function cspOrigins(list, name) {
  for (const o of list) if (!ORIGIN.test(o)) throw new Error(`${name}: "${o}" is not an origin like https://files.example.com`);
  return list.join(' ');
}

/**
 * What a deployment on the sandbox at `sandboxUrl` allows beyond its own origin: images of the
 * company's OSS, which the sandbox's records (the contract's examples) name, and of the sandbox
 * itself, which serves uploaded files as object storage would; the report server whose page the
 * browser tests add to a menu (frame-src). A real deployment sets its own (deploy/README.md).
 */
export function sandboxOrigins(sandboxUrl) {
  return { fileOrigins: ['https://oss.dasha-tech.cn', new URL(sandboxUrl).origin], frameOrigins: ['https://report.dasha-tech.cn'] };
}

/**
 * Starts nginx on `root` (the built console) with /api proxied to `gateway`; answers when it
 * serves. `stop()` ends it and removes its prefix folder; `output()` is what nginx printed.
 * @example const web = await startNginx({ root: 'console/dist', gateway: sandbox.url }); await web.stop();
 * @param {{ root: string, gateway: string, port?: number, host?: string, apiOrigins?: string[], fileOrigins?: string[], frameOrigins?: string[] }} options
 */
export async function startNginx({ root, gateway, port, host = '127.0.0.1', apiOrigins = [], fileOrigins = [], frameOrigins = [] }) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: call ensureNginx() first`);
  root = resolve(root);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root}/index.html is missing: build the console first`);
  if (!/^https?:\/\/[^\s;]+$/.test(gateway ?? '')) throw new Error(`gateway "${gateway}" is not an http(s) URL`);
  port ??= await freePort();
  // nginx retries a busy port for 2.5 s while whoever holds it answers our readiness check.
  await portIsFree(host, port);
  const vars = {
    LISTEN: `${host}:${port}`,
    CONSOLE_ROOT: root,
    BLADE_GATEWAY: gateway.replace(/\/+$/, ''), // the template appends the "/" that strips /api
    API_ORIGINS: cspOrigins(apiOrigins, 'apiOrigins'),
    FILE_ORIGINS: cspOrigins(fileOrigins, 'fileOrigins'),
    FRAME_ORIGINS: cspOrigins(frameOrigins, 'frameOrigins'),
  };
  const prefix = mkdtempSync(join(tmpdir(), 'dasha-nginx-'));
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'];
  try {
    writeConfig(prefix, { ...vars, CONF_DIR: prefix });
    if (process.getuid?.() === 0) workersCanUse(prefix, root);
    const test = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx rejected the configuration:\n${test.stderr}${test.stdout}`);
  } catch (e) {
    rmSync(prefix, { recursive: true, force: true });
    throw e;
  }

  const child = spawn('setpriv', ['--pdeathsig', 'TERM', '--', NGINX, ...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const orphaned = () => {
    child.kill('SIGTERM');
    rmSync(prefix, { recursive: true, force: true });
  };
  process.once('exit', orphaned);
  let out = '';
  const keep = (d) => (out = (out + d).slice(-20000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    process.off('exit', orphaned);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT'); // graceful: workers finish their requests, then exit with the master
      const timer = setTimeout(() => child.kill('SIGTERM'), 3000); // fast, still stopping the workers
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://${host}:${port}`;
  try {
    await Promise.race([waitForHttp(`${url}/config.json`, 15000), exited.then(() => Promise.reject(new Error('nginx exited')))]);
  } catch (e) {
    await stop();
    throw new Error(`nginx did not start: ${e.message}\n${out}`, { cause: e });
  }
  return { url, port, stop, output: () => out };
}

/** Renders the three files of deploy/nginx/ into `prefix`, with the folders nginx writes to. */
function writeConfig(prefix, vars) {
  for (const [file, out] of [
    ['console.conf.template', 'console.conf'],
    ['nginx.conf.template', 'nginx.conf'],
    ['security-headers.conf', 'security-headers.conf'],
  ]) {
    writeFileSync(join(prefix, out), renderTemplate(readFileSync(join(DEPLOY_NGINX, file), 'utf8'), vars));
  }
  for (const d of ['logs', ...TEMP_DIRS.map((t) => `temp/${t}`)]) mkdirSync(join(prefix, d), { recursive: true });
}

function portIsFree(host, port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (e) =>
      reject(new Error(`nginx cannot listen on ${host}:${port}: ${e.code === 'EADDRINUSE' ? 'the port is in use' : e.message}`)),
    );
    probe.listen(port, host, () => probe.close(resolve));
  });
}

/**
 * Started by root, nginx's workers run as nobody: they must reach the prefix folder (mkdtemp
 * makes it 0700), write the temp folders (request bodies past the buffer land there) and read
 * the console. Checked here so a wrong permission is a clear error, not a 403 in a test.
 */
function workersCanUse(prefix, root) {
  chmodSync(prefix, 0o755);
  chownSync(join(prefix, 'temp'), WORKER_USER.uid, WORKER_USER.gid);
  for (const t of TEMP_DIRS) chownSync(join(prefix, 'temp', t), WORKER_USER.uid, WORKER_USER.gid);
  // setpriv (util-linux, essential on Debian) runs the check as that user.
  const check = spawnSync('setpriv', [
    `--reuid=${WORKER_USER.uid}`,
    `--regid=${WORKER_USER.gid}`,
    '--clear-groups',
    'test',
    '-r',
    join(root, 'index.html'),
  ]);
  if (check.error) throw check.error;
  if (check.status !== 0)
    throw new Error(
      `nginx's workers run as ${WORKER_USER.name} and cannot read ${root}/index.html: make the folder world-readable (chmod -R o+rX) or serve a copy`,
    );
}
