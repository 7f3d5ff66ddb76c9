// What the SDK's time per request is made of (run by bench.mjs when the per-request budget is missed,
// or with BENCH_STEPS=1): the client of src/client.ts built up one step at a time on the same local
// server, each step's cost being the difference of medians with and without it. Requests alternate
// between the variants, so load from other processes hits them alike. Prints; asserts nothing.
// bench.mjs compiles this file as dist/ is compiled: under tsx every closure gets a name at run time
// (esbuild's keepNames), which charged the closure-heavy steps several µs the shipped build never pays.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import createClient, { createQuerySerializer } from 'openapi-fetch';
import { createBladeClient, memoryStorage } from '../src/index';
import { basicAuth } from '../src/middleware/basic-auth';
import { bladeAuth } from '../src/middleware/blade-auth';
import { bodyFormat } from '../src/middleware/body';
import { brand } from '../src/middleware/brand';
import { BladeRequest, withSteps } from '../src/middleware/request';
import { responseRules } from '../src/middleware/response';
import { sendWith } from '../src/middleware/send';
import { tenant } from '../src/middleware/tenant';
import { timeout } from '../src/middleware/timeout';

const RUNS = Number(process.env.STEP_RUNS ?? 3000);
const body = JSON.stringify({ code: 200, success: true, msg: '操作成功', data: { records: [{ id: '1', paramName: '参数1' }], total: 1 } });
const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const path = '/blade-system/param/list';
const query = { params: { query: { current: 1, size: 10 } } };
const BASIC = `Basic ${btoa('saber:saber_secret')}`;

type Send = (request: BladeRequest, signal?: AbortSignal) => Promise<Response>;
// The deadline hands fetch the signal that aborts the attempt (timeout.ts), as src/client.ts does.
const send: Send = (request, signal) => globalThis.fetch(request.url, request.init(signal));
/** The SDK's openapi-fetch set-up (src/client.ts) with the given request class and fetch. */
function sdkChain(RequestClass: typeof BladeRequest, fetch: Send) {
  const api = createClient<Record<string, never>>({
    baseUrl: base,
    Request: RequestClass as unknown as typeof Request,
    fetch: fetch as unknown as (request: Request) => Promise<Response>,
    querySerializer: createQuerySerializer(),
    credentials: 'include',
  });
  return () => (api as unknown as { GET: (p: string, i: object) => Promise<unknown> }).GET(path, query);
}
const Steps = withSteps([
  bodyFormat,
  basicAuth('saber', 'saber_secret'),
  bladeAuth(() => undefined),
  tenant(() => undefined),
  brand(() => undefined),
]);
const rules = responseRules({ statusWhitelist: [], unauthorized: () => undefined, notify: () => undefined });
// openapi-fetch as published: its own Request, fetch(request), one middleware for the same header.
const published = createClient<Record<string, never>>({ baseUrl: base });
published.use({ onRequest: ({ request }) => void request.headers.set('Authorization', BASIC) });
const blade = createBladeClient({ baseUrl: base, storage: memoryStorage() });

const url = `${base}${path}?current=1&size=10`;
// A reference row is not a step of the chain: it shows a cost for comparison, and the next step is
// measured against the last step above it.
const variants: [name: string, run: () => Promise<unknown>, reference?: 'reference'][] = [
  ['bare fetch', async () => (await fetch(url, { headers: { Authorization: BASIC } })).json()],
  // What Node's fetch itself spends on any abort signal (a listener, a WeakRef and a FinalizationRegistry
  // entry per request, which also make its garbage dearer to collect): the floor of a deadline that aborts.
  [
    'bare fetch + an abort signal (reference)',
    async () => (await fetch(url, { headers: { Authorization: BASIC }, signal: new AbortController().signal })).json(),
    'reference',
  ],
  [
    'openapi-fetch as published + 1 header (reference)',
    () => (published as unknown as { GET: (p: string, i: object) => Promise<unknown> }).GET(path, query),
    'reference',
  ],
  ['openapi-fetch with BladeRequest, fetch(url, init)', sdkChain(BladeRequest, send)],
  // The same with a new abort signal per request and nothing else: the floor of any deadline that can
  // abort its fetch (Node's fetch pays for any signal it is given, see the second row).
  [
    'openapi-fetch with BladeRequest + an abort signal (ref.)',
    sdkChain(BladeRequest, (request) => send(request, new AbortController().signal)),
    'reference',
  ],
  ['+ request steps (body format, 4 headers)', sdkChain(Steps, send)],
  ['+ deadline (an abort signal per request, one timer)', sdkChain(Steps, timeout(300000, send))],
  ["+ answer's rules (read, parse, code) = the chain", sdkChain(Steps, sendWith(300000, send, rules))],
  // Run among the other variants, this row reads several % above the same client run alone (bench.mjs's
  // figure; alone it equals a chain with its steps and retries): take the whole client's cost from bench.mjs.
  ['createBladeClient (retries, session, brand lookups)', () => blade.api.GET(path, query)],
];
const times = variants.map(() => [] as number[]);
for (let i = 0; i < 300; i++) for (const [, run] of variants) await run(); // warm up
// Each round runs the variants in a new random order: a request runs slower right after a heavier
// one (its garbage, its socket's clean-up), so a fixed order would charge each variant its neighbour.
const order = variants.map((_, v) => v);
for (let i = 0; i < RUNS; i++) {
  for (let k = order.length - 1; k > 0; k--) {
    const j = Math.floor(Math.random() * (k + 1));
    [order[k], order[j]] = [order[j]!, order[k]!];
  }
  for (const v of order) {
    const start = process.hrtime.bigint();
    await variants[v]![1]();
    times[v]!.push(Number(process.hrtime.bigint() - start) / 1000);
  }
}
server.close();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const medians = times.map(median);
const bareUs = medians[0]!;
console.log(`  time per request by step (medians of ${RUNS}, µs; a step's cost is its row minus the row above; % of bare fetch):`);
let above = bareUs; // the median of the last row that is a step (bare fetch first)
for (const [v, [name, , reference]] of variants.entries()) {
  const m = medians[v]!;
  const step = m - above;
  const stepText = v > 0 && !reference ? `${step >= 0 ? '+' : ''}${step.toFixed(0)} µs (${((step / bareUs) * 100).toFixed(1)}%)` : '';
  if (!reference) above = m;
  console.log(`    ${name.padEnd(56)} ${m.toFixed(0).padStart(5)} µs  ${(m / bareUs).toFixed(3)}x  ${stepText}`);
}
