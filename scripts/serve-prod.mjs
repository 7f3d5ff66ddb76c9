// `npm run serve:prod`: the built console served by Debian's nginx with deploy/nginx/, exactly as
// a deployment serves it. /api goes to BLADE_GATEWAY when the environment sets it (a real BladeX
// gateway, the Prism mock...), else to the sandbox started here. Ctrl+C stops both.
import { join } from 'node:path';
import { REPO } from './lib/servers.mjs';
import { ports } from './lib/ports.mjs';
import { ensureNginx, sandboxOrigins, startNginx } from './lib/nginx.mjs';
import { SANDBOX_SIGN_IN, buildConsole, startLocalSandbox } from './lib/launch.mjs';

// Space-separated origins for the CSP, as the deployment's variables are written; on the sandbox,
// unset ones take what its data needs.
const origins = (name, sandboxDefault) =>
  process.env[name] === undefined && sandboxDefault ? sandboxDefault : (process.env[name] ?? '').split(/\s+/).filter(Boolean);

// PROD_OUT_DIR (relative to console/, git-ignored as dist-*) builds and serves another folder, so
// this run does not rebuild the bundle under a browser test run on the same machine.
const outDir = process.env.PROD_OUT_DIR ?? 'dist';

await ensureNginx();
buildConsole(outDir);

// BLADE_GATEWAY: a real BladeX gateway (or the Prism mock); else the sandbox, started here.
const sandbox = process.env.BLADE_GATEWAY ? undefined : await startLocalSandbox(ports.sandbox);
const gateway = process.env.BLADE_GATEWAY ?? sandbox.url;

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
if (sandbox) console.log(SANDBOX_SIGN_IN);
console.log('Press Ctrl+C to stop.');

const stop = () => Promise.all([web.stop(), sandbox?.stop()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
