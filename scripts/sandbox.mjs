// `npm run sandbox`: the stateful BladeX sandbox on SANDBOX_PORT (default 4011).
// Extra arguments pass through, e.g. `npm run sandbox -- --data ./sandbox-state.json`.
// On a fresh clone the contract's JSON bundle is written from the committed YAML first.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from './lib/servers.mjs';
import { ports } from './lib/ports.mjs';
import { ensureBundleJson } from './lib/bundle.mjs';

ensureBundleJson({ log: (line) => console.log(`sandbox: ${line}`) });
const child = spawn(join(REPO, 'node_modules/.bin/tsx'), ['src/main.ts', '--port', String(ports.sandbox), ...process.argv.slice(2)], {
  cwd: join(REPO, 'mock-server'),
  stdio: 'inherit',
});
// A signal sent to this process alone (a script's kill, not Ctrl+C's to the whole group) still stops the sandbox.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
