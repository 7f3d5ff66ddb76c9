// `npm start`: the console on the sandbox, on one machine. Builds what it needs (contract's
// derived files, the console bundle), starts the sandbox and serves the built console with
// /api proxied to it, then prints the URL and the sign-in.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO, startProcess, waitForHttp } from './lib/servers.mjs';
import { ports } from './lib/ports.mjs';

const bin = (name) => join(REPO, 'node_modules/.bin', name);
const step = (label, cmd, args, cwd) => {
  console.log(`• ${label}`);
  execFileSync(cmd, args, { cwd: join(REPO, cwd), stdio: ['ignore', 'ignore', 'inherit'] });
};

step('contract: derived files', process.execPath, ['scripts/build.mjs', '--derive-only', '--no-docs'], 'contract');
step('console: production build', bin('vite'), ['build'], 'console');

const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
const sandbox = startProcess(bin('tsx'), ['src/main.ts', '--port', String(ports.sandbox)], { cwd: join(REPO, 'mock-server'), quiet: false });
await waitForHttp(`${sandboxUrl}/__sandbox/health`, 60000);
const consoleUrl = `http://localhost:${ports.console}`;
const web = startProcess(bin('vite'), ['preview', '--port', String(ports.console), '--strictPort', '--host', '127.0.0.1'], {
  cwd: join(REPO, 'console'),
  env: { API_TARGET: sandboxUrl },
  quiet: true,
});
await waitForHttp(consoleUrl.replace('localhost', '127.0.0.1'), 60000);

console.log(`
大鲨智造 console is running on the sandbox.
  Console:  ${consoleUrl}
  Sandbox:  ${sandboxUrl} (BladeX stand-in; reset with POST ${sandboxUrl}/__sandbox/reset)
  Sign in:  tenant 000000: admin/admin (administrator layout), hr/hr, manager/manager, boss/boss
            tenant 100001: admin/admin, agent/agent (brand switcher), finance/finance,
                           sales/sales (two departments and roles: the switch dialog)
  Captcha:  type the characters shown in the image.
Press Ctrl+C to stop.`);

const stop = () => Promise.all([web.stop(), sandbox.stop()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
