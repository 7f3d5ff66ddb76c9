// `npm run sandbox`: the stateful BladeX sandbox on SANDBOX_PORT (default 4011).
// Extra arguments pass through, e.g. `npm run sandbox -- --data ./sandbox-state.json`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from './lib/servers.mjs';
import { ports } from './lib/ports.mjs';

const child = spawn(join(REPO, 'node_modules/.bin/tsx'), ['src/main.ts', '--port', String(ports.sandbox), ...process.argv.slice(2)], {
  cwd: join(REPO, 'mock-server'),
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 0));
