// `npm run serve:prod`: the built console served by Debian's nginx with deploy/nginx/, exactly as
// a deployment serves it. /api goes to BLADE_GATEWAY when the environment sets it (a real BladeX
// gateway, the Prism mock...), else to the sandbox started here. Ctrl+C stops both.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO, startProcess, waitForHttp } from './lib/servers.mjs';
import { ports } from './lib/ports.mjs';
import { ensureNginx, sandboxOrigins, startNginx } from './lib/nginx.mjs';

const bin = (name) => join(REPO, 'node_modules/.bin', name);
const step = (label, cmd, args, cwd) => {
  console.log(`• ${label}`);
  execFileSync(cmd, args, { cwd: join(REPO, cwd), stdio: ['ignore', 'ignore', 'inherit'] });
};
// Space-separated origins for the CSP, as the deployment's variables are written; on the sandbox,
// unset ones take what its data needs.
const origins = (name, sandboxDefault) => (process.env[name] === undefined && sandboxDefault ? sandboxDefault : (process.env[name] ?? '').split(/\s+/).filter(Boolean));

// PROD_OUT_DIR (relative to console/, git-ignored as dist-*) builds and serves another folder, so
// this run does not rebuild the bundle under a browser test run on the same machine.
const outDir = process.env.PROD_OUT_DIR ?? 'dist';

await ensureNginx();
step('contract: derived files', process.execPath, ['scripts/build.mjs', '--derive-only', '--no-docs'], 'contract');
step('console: production build', bin('vite'), ['build', '--outDir', outDir], 'console');

let gateway = process.env.BLADE_GATEWAY;
let sandbox;
if (!gateway) {
  gateway = `http://127.0.0.1:${ports.sandbox}`;
  // node with tsx's loader, not the tsx CLI: one process, so stopping it leaves no orphan.
  sandbox = startProcess(process.execPath, ['--import', 'tsx', 'src/main.ts', '--port', String(ports.sandbox)], { cwd: join(REPO, 'mock-server'), quiet: false });
  process.once('exit', () => sandbox.child.kill('SIGKILL'));
  await waitForHttp(`${gateway}/__sandbox/health`, 90000);
}

const web = await startNginx({
  root: join(REPO, 'console', outDir),
  gateway,
  port: ports.prod,
  apiOrigins: origins('API_ORIGINS'),
  fileOrigins: origins('FILE_ORIGINS', sandbox && sandboxOrigins(gateway).fileOrigins),
  frameOrigins: origins('FRAME_ORIGINS', sandbox && sandboxOrigins(gateway).frameOrigins),
});

console.log(`
大鲨智造 console is running behind nginx (deploy/nginx/).
  Console:  http://localhost:${web.port}
  Gateway:  ${gateway}${sandbox ? ' (the sandbox, a BladeX stand-in; reset with POST ' + gateway + '/__sandbox/reset)' : ' (BLADE_GATEWAY)'}`);
if (sandbox) {
  console.log(`  Sign in:  tenant 000000: admin/admin (administrator layout), hr/hr, manager/manager, boss/boss
            tenant 100001: admin/admin, agent/agent (brand switcher), finance/finance,
                           sales/sales (two departments and roles: the switch dialog)
  Captcha:  type the characters shown in the image.`);
}
console.log('Press Ctrl+C to stop.');

const stop = () => Promise.all([web.stop(), sandbox?.stop()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
