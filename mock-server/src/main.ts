// `npm run sandbox`: the stateful BladeX stand-in. --port (or SANDBOX_PORT, default 4011),
// --data FILE to keep state across restarts (journaled: a write is on disk before its answer),
// --latency MS and --error-rate 0..1 for fault tests.
import { parseArgs } from 'node:util';
import { buildSandbox, type Sandbox } from './app.ts';
import { DataFileError } from './state.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    latency: { type: 'string' },
    'error-rate': { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.SANDBOX_PORT ?? 4011);
let sandbox: Sandbox;
try {
  sandbox = await buildSandbox({
    dataFile: values.data,
    latencyMs: Number(values.latency ?? process.env.SANDBOX_LATENCY_MS ?? 0),
    errorRate: Number(values['error-rate'] ?? process.env.SANDBOX_ERROR_RATE ?? 0),
  });
} catch (e) {
  // A data file it cannot start from: say which and why, and leave it as it is.
  if (!(e instanceof DataFileError)) throw e;
  console.error(e.message);
  process.exit(1);
}
const url = await sandbox.listen(port, values.host ?? process.env.SANDBOX_HOST ?? '127.0.0.1');
const counts: Record<string, number> = {};
for (const kind of Object.values(sandbox.coverage)) counts[kind] = (counts[kind] ?? 0) + 1;
const { rows } = sandbox.state.store.stats();
console.log(
  `sandbox on ${url} (also under ${url}/api): ${sandbox.state.contract.operations.length} operations ${JSON.stringify(counts)}, ${rows} rows seeded${values.data ? `, data in ${values.data}` : ''}`,
);
console.log(
  'accounts: 000000 admin/admin hr/hr manager/manager boss/boss; 100001 admin/admin agent/agent finance/finance sales/sales; client saber/saber_secret',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().finally(() => process.exit(0));
  });
}
