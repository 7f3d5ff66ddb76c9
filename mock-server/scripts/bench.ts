// `npm run bench`: requests per second of a list operation on the sandbox and on `prism mock`,
// in one run with autocannon on loopback (10 connections, BENCH_SECONDS each, default 10), plus
// the sandbox's memory after seeding.
import autocannon from 'autocannon';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import * as servers from '../../scripts/lib/servers.mjs';

type Proc = { stop(): Promise<void>; output(): string };
const { freePort, waitForHttp } = servers as unknown as { freePort(): Promise<number>; waitForHttp(url: string, ms?: number): Promise<void> };
const startProcess = servers.startProcess as unknown as (cmd: string, args: string[], o?: { cwd?: string }) => Proc;
const startPrism = servers.startPrism as unknown as (o: { port?: number }) => Promise<{ url: string; stop(): Promise<void> }>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LIST = '/blade-system/param/list?current=1&size=10';
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const here = fileURLToPath(new URL('..', import.meta.url));

async function rate(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx) console.warn(`  ${result.non2xx} non-2xx answers from ${url}`);
  return result.requests.average;
}

const port = await freePort();
const sandbox = startProcess(process.execPath, ['--import', 'tsx', 'src/main.ts', '--port', String(port)], { cwd: here });
const prism = await startPrism({});
try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/__sandbox/info`, 60000);
  const info = (await (await fetch(`${base}/__sandbox/info`)).json()) as Record<string, number>;
  const md5 = createHash('md5').update('admin').digest('hex');
  const token = (await (await fetch(`${base}/blade-auth/oauth/token?tenantId=000000&username=admin&password=${md5}&grant_type=password&scope=all&type=account`, { method: 'POST', headers: { authorization: BASIC } })).json()) as { access_token: string };
  const headers = { authorization: BASIC, 'blade-auth': `bearer ${token.access_token}` };
  console.log(`list operation GET ${LIST}, ${CONNECTIONS} connections, ${SECONDS} s each`);
  const sandboxRate = await rate(`${base}${LIST}`, headers);
  const prismRate = await rate(`${prism.url}${LIST}`, headers);
  console.log(`sandbox:    ${sandboxRate.toFixed(0)} requests/s`);
  console.log(`prism mock: ${prismRate.toFixed(0)} requests/s`);
  console.log(`ratio:      ${(sandboxRate / prismRate).toFixed(1)}x (goal >= 20x)`);
  console.log(`sandbox after seeding: ${info.operations} operations, ${info.resources} resources, ${info.rows} rows, rss ${info.rssMB} MB, heap used ${info.heapUsedMB} MB`);
} finally {
  await Promise.all([sandbox.stop(), prism.stop()]);
}
