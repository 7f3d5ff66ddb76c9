// Requests per second of one list operation on the sandbox and on `prism mock`, with autocannon
// on loopback: what a stateful stand-in gains over a contract mock.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import * as servers from '../../../scripts/lib/servers.mjs';

const startPrism = servers.startPrism as unknown as (o: { port?: number }) => Promise<{ url: string; stop(): Promise<void> }>;
const LIST = '/blade-system/param/list?current=1&size=10';
/** The sandbox's own goal (requests/s on the list), and how far ahead of a contract mock it stays. */
const GOAL_RATE = 20_000;
const GOAL_RATIO = 20;
const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');

async function rate(url: string, headers: Record<string, string>, o: { connections: number; seconds: number }): Promise<number> {
  const result = await autocannon({ url, connections: o.connections, duration: o.seconds, headers });
  if (result.non2xx || result.errors) console.warn(`  ${result.non2xx} non-2xx answers and ${result.errors} errors from ${url}`);
  return result.requests.average;
}

export async function prismRate(base: string, headers: Record<string, string>, o: { connections: number; seconds: number }): Promise<void> {
  const prism = await startPrism({});
  try {
    console.log(`  GET ${LIST}, ${o.connections} connections, ${o.seconds} s each`);
    const sandboxRate = await rate(`${base}${LIST}`, headers, o);
    const prismRate = await rate(`${prism.url}${LIST}`, headers, o);
    // The machine's other work moves the rate a lot: the load average beside it says how far to trust it.
    const load = loadavg()[0]!.toFixed(1);
    console.log(
      `  sandbox:    ${sandboxRate.toFixed(0)} requests/s (goal >= ${GOAL_RATE}) ${verdict(sandboxRate >= GOAL_RATE)}, load ${load}`,
    );
    console.log(`  prism mock: ${prismRate.toFixed(0)} requests/s`);
    const ratio = sandboxRate / prismRate;
    console.log(`  ratio:      ${ratio.toFixed(1)}x (goal >= ${GOAL_RATIO}x) ${verdict(ratio >= GOAL_RATIO)}`);
  } finally {
    await prism.stop();
  }
}
