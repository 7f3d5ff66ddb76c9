// `npm start`: the console on the sandbox, on one machine. Builds what it needs (contract's
// derived files, the console bundle), starts the sandbox and serves the built console with
// /api proxied to it, then prints the URL and the sign-in.
import { join } from 'node:path';
import { REPO, startProcess, waitForHttp } from './lib/servers.mjs';
import { ports } from './lib/ports.mjs';
import { SANDBOX_SIGN_IN, buildConsole, startLocalSandbox } from './lib/launch.mjs';

buildConsole();
const sandbox = await startLocalSandbox(ports.sandbox);
const consoleUrl = `http://localhost:${ports.console}`;
const web = startProcess(
  join(REPO, 'node_modules/.bin/vite'),
  ['preview', '--port', String(ports.console), '--strictPort', '--host', '127.0.0.1'],
  {
    cwd: join(REPO, 'console'),
    // The sandbox keeps the console's uploaded error log (BladeX has no route for it).
    env: { API_TARGET: sandbox.url, CONSOLE_CONFIG_OVERRIDES: JSON.stringify({ errorLogUploadUrl: '/api/__sandbox/error-log' }) },
    quiet: true,
  },
);
await waitForHttp(consoleUrl.replace('localhost', '127.0.0.1'), 60000);

console.log(`
大鲨智造 console is running on the sandbox.
  Console:  ${consoleUrl}
  Sandbox:  ${sandbox.url} (BladeX stand-in; reset with POST ${sandbox.url}/__sandbox/reset)
${SANDBOX_SIGN_IN}
Press Ctrl+C to stop.`);

const stop = () => Promise.all([web.stop(), sandbox.stop()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
