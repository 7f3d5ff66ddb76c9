// `node --import tsx test/e2e/run.ts ["name filter"]`: the older command for the browser tests
// (run.mjs before the tests became TypeScript). It is `npx playwright test -g <filter>` with the filter
// taken literally (as the former runner's substring match did); E2E_OUT_DIR, BUILD, E2E_WORKERS
// and E2E_REPORT pass through to playwright.config.ts.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CONSOLE } from './servers.ts';

const filter = process.argv[2];
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const args = ['test', ...(filter ? ['-g', literal(filter)] : [])];
const run = spawnSync(join(CONSOLE, '../node_modules/.bin/playwright'), args, { cwd: CONSOLE, stdio: 'inherit' });
process.exit(run.status ?? 1);
