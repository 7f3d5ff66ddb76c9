// Requests per second of one list operation on the sandbox and on `prism mock`, with autocannon
// on loopback: what a stateful stand-in gains over a contract mock.
import autocannon from 'autocannon';
import * as servers from '../../../scripts/lib/servers.mjs';

const startPrism = servers.startPrism as unknown as (o: { port?: number }) => Promise<{ url: string; stop(): Promise<void> }>;
const LIST = '/blade-system/param/list?current=1&size=10';

async function rate(url: string, headers: Record<string, string>, o: { connections: number; seconds: number }): Promise<number> {
  const result = await autocannon({ url, connections: o.connections, duration: o.seconds, headers });
  if (result.non2xx) console.warn(`  ${result.non2xx} non-2xx answers from ${url}`);
  return result.requests.average;
}

export async function prismRate(base: string, headers: Record<string, string>, o: { connections: number; seconds: number }): Promise<void> {
  const prism = await startPrism({});
  try {
    console.log(`  GET ${LIST}, ${o.connections} connections, ${o.seconds} s each`);
    const sandboxRate = await rate(`${base}${LIST}`, headers, o);
    const prismRate = await rate(`${prism.url}${LIST}`, headers, o);
    console.log(`  sandbox:    ${sandboxRate.toFixed(0)} requests/s`);
    console.log(`  prism mock: ${prismRate.toFixed(0)} requests/s`);
    console.log(`  ratio:      ${(sandboxRate / prismRate).toFixed(1)}x (goal >= 20x)`);
  } finally {
    await prism.stop();
  }
}
