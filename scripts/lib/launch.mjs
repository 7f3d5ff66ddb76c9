// What `npm start` and `npm run serve:prod` share: building the console, starting the sandbox,
// and the sign-in they print.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO, startProcess, waitForHttp } from './servers.mjs';

/** The contract's derived files, then a production build of the console into console/<outDir>. */
export function buildConsole(outDir = 'dist') {
  const step = (label, cmd, args, cwd) => {
    console.log(`• ${label}`);
    execFileSync(cmd, args, { cwd: join(REPO, cwd), stdio: ['ignore', 'ignore', 'inherit'] });
  };
  step('contract: derived files', process.execPath, ['scripts/build.mjs', '--derive-only', '--no-docs'], 'contract');
  step('console: production build', join(REPO, 'node_modules/.bin/vite'), ['build', '--outDir', outDir], 'console');
}

/**
 * The sandbox on `port`, answering once seeded. node with tsx's loader, not the tsx CLI: one
 * process, so stopping it (or this process exiting) leaves no orphan.
 */
export async function startLocalSandbox(port) {
  const url = `http://127.0.0.1:${port}`;
  console.log(`• sandbox: starting on port ${port} and seeding its tenants`);
  const sandbox = startProcess(process.execPath, ['--import', 'tsx', 'src/main.ts', '--port', String(port)], {
    cwd: join(REPO, 'mock-server'),
    quiet: false,
  });
  process.once('exit', () => sandbox.child.kill('SIGKILL'));
  await waitForHttp(`${url}/__sandbox/health`, 90000);
  return { ...sandbox, url };
}

/** The sandbox's accounts, as both commands print them. */
export const SANDBOX_SIGN_IN = `  Sign in:  tenant 000000: admin/admin (administrator layout), hr/hr, manager/manager, boss/boss
            tenant 100001: admin/admin, agent/agent (brand switcher), finance/finance,
                           sales/sales (two departments and roles: the switch dialog)
  Captcha:  type the characters shown in the image.`;
