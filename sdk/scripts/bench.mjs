// Prints the SDK's figures (not a test: nothing here passes or fails):
//   1. runtime size of dist/*.js gzipped (goal: index <= 12 KB, types excluded)
//   2. per-request overhead of blade.api.GET vs bare fetch on the same local node:http server (goal
//      <= 1.10x, MET or MISSED; when missed, or with BENCH_STEPS=1, what each step of the chain costs:
//      scripts/bench-steps.ts, compiled as dist/ is)
//   3. how long `tsc --noEmit -p .` takes on the SDK
//   4. `dasha export` of 100,000 records to CSV and xlsx: records/s and peak RSS (goal < 150 MB, MET or
//      MISSED; scripts/bench-cli.mjs)
//   5. `tsc --noEmit` of a 6-line script importing the built package: seconds, CPU and peak RSS (goal
//      < 3 s), beside the same script on openapi-fetch alone and on nothing (scripts/bench-types.mjs)
// Builds dist/ first when it is missing or older than a file of src/ (so the figures are never of stale code).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const SDK = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(SDK, '../node_modules/.bin');
const built = existsSync(join(SDK, 'dist/index.js')) ? statSync(join(SDK, 'dist/index.js')).mtimeMs : 0;
const stale = readdirSync(join(SDK, 'src'), { recursive: true }).some((f) => statSync(join(SDK, 'src', f)).mtimeMs > built);
if (stale) execFileSync(join(BIN, 'tsup'), { cwd: SDK, stdio: 'inherit' });

// 1. Size
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
// An entry's size counts the shared chunks it imports statically (the ESM build splits them out);
// the runtime total counts each file once.
const importsOf = (file) =>
  [...readFileSync(join(SDK, 'dist', file), 'utf8').matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]);
function closure(file, seen = new Set()) {
  if (!seen.has(file)) {
    seen.add(file);
    for (const f of importsOf(file)) closure(f, seen);
  }
  return seen;
}
const gz = (files) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(SDK, 'dist', f)), { level: 9 }).length, 0);
const entries = ['index', 'query', 'validators'];
const sizes = entries.map((e) => [e, gz(closure(`${e}.js`))]);
for (const [e, n] of sizes)
  console.log(
    `gzipped dist/${e}.js with the chunks it imports: ${kb(n)}${e === 'index' ? ` (goal <= 12 KB) ${n <= 12 * 1024 ? 'MET' : 'MISSED'}` : ''}`,
  );
console.log(`gzipped runtime, all three entries (each file once): ${kb(gz(new Set(entries.flatMap((e) => [...closure(`${e}.js`)]))))} `);

// 2. Per-request overhead
const body = JSON.stringify({ code: 200, success: true, msg: '操作成功', data: { records: [{ id: '1', paramName: '参数1' }], total: 1 } });
const server = createServer((req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body));
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const { createBladeClient, memoryStorage } = await import(pathToFileURL(join(SDK, 'dist/index.js')).href);
const blade = createBladeClient({ baseUrl: base, storage: memoryStorage() });
const bare = async () => {
  const res = await fetch(`${base}/blade-system/param/list?current=1&size=10`, {
    headers: { Authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0' },
  });
  return res.json();
};
const sdk = () => blade.api.GET('/blade-system/param/list', { params: { query: { current: 1, size: 10 } } });
// Alternate bare and SDK request by request, so load from other processes hits both alike.
const elapsed = async (fn) => {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1000; // µs
};
for (let i = 0; i < 500; i++) await Promise.all([bare(), sdk()]); // warm up both
const bareTimes = [];
const sdkTimes = [];
// Which goes first alternates too: a request runs a little slower right after another one.
for (let i = 0; i < 5000; i++) {
  if (i % 2) {
    bareTimes.push(await elapsed(bare));
    sdkTimes.push(await elapsed(sdk));
  } else {
    sdkTimes.push(await elapsed(sdk));
    bareTimes.push(await elapsed(bare));
  }
}
const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
const bareUs = median(bareTimes);
const sdkUs = median(sdkTimes);
const ratio = sdkUs / bareUs;
const met = ratio <= 1.1;
console.log(
  `SDK per request vs bare fetch (median of 5000, sequential, local node:http): bare fetch ${bareUs.toFixed(0)} µs, blade.api.GET ${sdkUs.toFixed(0)} µs, ratio ${ratio.toFixed(3)}x (goal <= 1.10x) ${met ? 'MET' : 'MISSED'}`,
);
server.close();
if (!met || process.env.BENCH_STEPS === '1') {
  // Compiled as dist/ is (tsup, target es2022), not run under tsx: tsx names every closure it creates
  // (esbuild's keepNames), which made the closure-heavy steps look several µs dearer than they ship.
  const out = mkdtempSync(join(tmpdir(), 'sdk-bench-steps-'));
  const { build } = await import('tsup');
  await build({
    entry: { 'bench-steps': join(SDK, 'scripts/bench-steps.ts') },
    outDir: out,
    format: ['esm'],
    outExtension: () => ({ js: '.mjs' }),
    target: 'es2022',
    platform: 'node',
    noExternal: [/./], // one self-contained file: the temporary folder has no node_modules
    tsconfig: join(SDK, 'tsconfig.json'),
    config: false,
    silent: true,
  });
  try {
    execFileSync(process.execPath, [join(out, 'bench-steps.mjs')], { cwd: SDK, stdio: 'inherit' });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

// 3. Type-check time
const start = Date.now();
execFileSync(join(BIN, 'tsc'), ['--noEmit', '-p', '.'], { cwd: SDK, stdio: 'inherit' });
console.log(`tsc --noEmit -p sdk: ${((Date.now() - start) / 1000).toFixed(1)} s`);

// 4. The CLI's export
execFileSync(process.execPath, ['scripts/bench-cli.mjs'], { cwd: SDK, stdio: 'inherit' });

// 5. What the types cost a user's script
execFileSync(process.execPath, ['scripts/bench-types.mjs'], { cwd: SDK, stdio: 'inherit' });
