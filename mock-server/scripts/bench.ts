// `npm run bench`: the sandbox's figures, in one run against one sandbox process:
//  1. memory after seeding;
//  2. requests/s of a list on the sandbox vs `prism mock` (BENCH_CONNECTIONS, BENCH_SECONDS each);
//  3. list latency of one resource at its seeded size vs BENCH_ROWS rows (median of BENCH_SAMPLES
//     sequential requests for the first page, without and with an equality filter);
//  4. BENCH_CLIENTS concurrent clients x BENCH_LOAD_SECONDS of create+read loops (notices), on a
//     reseeded store: errors, p50/p99, loops per 10 s first vs last.
// Benchmarks print figures; they never fail on a number.
import { fileURLToPath } from 'node:url';
import * as servers from '../../scripts/lib/servers.mjs';
import { send, signIn } from './bench/client.ts';
import { listLatency } from './bench/list-latency.ts';
import { load } from './bench/load.ts';
import { prismRate } from './bench/prism-rate.ts';

type Proc = { stop(): Promise<void>; output(): string };
const { freePort, waitForHttp } = servers as unknown as {
  freePort(): Promise<number>;
  waitForHttp(url: string, ms?: number): Promise<void>;
};
const startProcess = servers.startProcess as unknown as (cmd: string, args: string[], o?: { cwd?: string }) => Proc;

const env = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not ${process.env[name]}`);
  return n;
};
const settings = {
  seconds: env('BENCH_SECONDS', 10),
  connections: env('BENCH_CONNECTIONS', 10),
  rows: env('BENCH_ROWS', 100_000),
  samples: env('BENCH_SAMPLES', 200),
  clients: env('BENCH_CLIENTS', 100),
  loadSeconds: env('BENCH_LOAD_SECONDS', 60),
};
const here = fileURLToPath(new URL('..', import.meta.url));
const NOTICES = '/blade-desk/notice/list?current=1&size=10';

const port = await freePort();
const sandbox = startProcess(process.execPath, ['--import', 'tsx', 'src/main.ts', '--port', String(port)], { cwd: here });
try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/__sandbox/health`, 120_000);
  const info = (await send(base, 'GET', '/__sandbox/info', {})).body as Record<string, number>;
  console.log(
    `sandbox after seeding: ${info.operations} operations, ${info.resources} resources, ${info.rows} rows, rss ${info.rssMB} MB, heap used ${info.heapUsedMB} MB`,
  );
  const headers = await signIn(base);

  console.log('\nsandbox vs prism mock');
  await prismRate(base, headers, settings);

  console.log(
    `\nlist latency, first page of blade-desk/notice (tenant 000000), seeded size vs ${settings.rows} rows, ${settings.samples} sequential requests each`,
  );
  await listLatency(base, headers, {
    resource: 'blade-desk/notice',
    rows: settings.rows,
    samples: settings.samples,
    cases: [
      { label: 'no filter          ', path: NOTICES },
      { label: 'category=1 (equal) ', path: `${NOTICES}&category=1` },
    ],
  });

  await send(base, 'POST', '/__sandbox/reset', {});
  console.log(`\n${settings.clients} clients x ${settings.loadSeconds} s: submit a notice, then list the first page (reseeded store)`);
  await load(base, { clients: settings.clients, seconds: settings.loadSeconds });
  const after = (await send(base, 'GET', '/__sandbox/info', {})).body as Record<string, number>;
  console.log(`  after the load: ${after.rows} rows, rss ${after.rssMB} MB, heap used ${after.heapUsedMB} MB`);
} catch (e) {
  console.error(`bench failed: ${(e as Error).message}\n${sandbox.output().slice(-3000)}`);
  process.exitCode = 1;
} finally {
  await sandbox.stop();
}
