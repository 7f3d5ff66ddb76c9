// Figures of the resource framework in headless Chromium, on the parameter screen widened to 15
// columns (scripts/bench-harness): render time of a 200-row page from a routed answer (refresh), re-render
// time on a row selection, frame time while scrolling a 10,000-row list (goal: p95 < 16 ms, MET or
// MISSED; when missed, what a frame spends, from a Chromium trace), and the gzipped JS of each chunk
// of the built console. Run: node --import tsx console/scripts/bench-resources.mjs (tsx: it
// imports the browser tests' TypeScript servers.ts; builds the benchmark page, and
// the console when stale, in E2E_OUT_DIR or dist). Prints; asserts nothing. To compare two builds in
// alternating runs, BENCH_HARNESS_DIST names a benchmark page built before (vite build --config
// scripts/bench-harness/vite.config.ts --outDir <dir>): then nothing is built, and the chunk sizes are
// those of E2E_OUT_DIR as it is.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startStack } from './bench-harness/stack.mjs';
import { frameBreakdown } from './bench-harness/frame-breakdown.mjs';
import { buildIfNeeded, CONSOLE } from '../test/e2e/servers.ts';

const consoleDir = fileURLToPath(new URL('..', import.meta.url));
const prebuilt = process.env.BENCH_HARNESS_DIST;
const benchDist = prebuilt ? resolve(consoleDir, prebuilt) : fileURLToPath(new URL('bench-harness/.harness-dist', import.meta.url));
if (!prebuilt) {
  execSync('npx vite build --config scripts/bench-harness/vite.config.ts', { cwd: consoleDir, stdio: 'ignore' });
  buildIfNeeded(); // the real console, for its chunk sizes
}
const RUNS = Number(process.env.RUNS ?? 7);

// Each answer carries a generation mark in its first column, so the page can tell when it is shown.
let generation = 0;
// Ids as the backend sends them: 18-digit strings (1e17 + i as a number would collide above 2^53).
const row = (i, g) => {
  const r = {
    id: `1${String(i).padStart(17, '0')}`,
    paramName: `参数${i}·${g}`,
    paramKey: `bench.key.${i}`,
    paramValue: `值${i}`,
    remark: `备注${i}`,
    createTime: '2026-11-20 09:30:00',
  };
  for (let c = 0; c < 10; c++) r[`extra${c}`] = `列${c}-${i}`;
  return r;
};
const stack = await startStack({ dist: benchDist });
const page = await stack.page('/system/param');
// The moment a list answer is in the page's hands (the SDK calls the global fetch per request).
await page.context().addInitScript(() => {
  const fetch0 = window.fetch;
  window.fetch = async (...args) => {
    const res = await fetch0(...args);
    const url = args[0] instanceof Request ? args[0].url : String(args[0]);
    if (url.includes('/param/list')) window.__listAt = performance.now();
    return res;
  };
});
async function load(n) {
  await page.unroute('**/api/blade-system/param/list**');
  await page.route('**/api/blade-system/param/list**', (route) => {
    const g = ++generation;
    route.fulfill({
      json: {
        code: 200,
        success: true,
        msg: '操作成功',
        data: { records: Array.from({ length: n }, (_, i) => row(i, g)), total: n, size: n, current: 1, pages: 1 },
      },
    });
  });
  await page.goto(`${stack.base}/?size=200`);
  await page.locator('[role=rowgroup] [role=row]').first().waitFor();
  await page.waitForTimeout(300);
}

await load(200);
const columns = await page.locator('[role=columnheader]').count();
// Render: the refresh button fetches a fresh 200-row answer; from the answer being in the page
// to the new rows committed and laid out (script, React, style, layout; no wait for vsync).
// Select: a click on a row's check box to its commit and layout.
const figures = await page.evaluate(async (runs) => {
  const refresh = document.querySelector('[data-testid=resource-screen] button[aria-label="刷新"]');
  const body = document.querySelector('[role=rowgroup]');
  const firstName = () => body.querySelector('[role=row] [data-prop=paramName]')?.textContent ?? '';
  const layout = () => {
    body.getBoundingClientRect();
    return document.body.offsetHeight;
  };
  const render = [];
  const select = [];
  for (let i = 0; i < runs; i++) {
    const before = firstName();
    const shown = new Promise((resolve) => {
      const mo = new MutationObserver(() => {
        if (firstName() !== before) {
          mo.disconnect();
          layout();
          resolve(performance.now());
        }
      });
      mo.observe(body, { subtree: true, childList: true, characterData: true });
    });
    refresh.click();
    render.push((await shown) - window.__listAt);
    await new Promise((r) => setTimeout(r, 200));
    const t0 = performance.now();
    body.querySelectorAll('[role=row] input[type=checkbox]')[3].click();
    await new Promise((r) => setTimeout(r, 0));
    layout();
    select.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 100));
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { render: med(render), select: med(select), renders: render.map((x) => x.toFixed(1)) };
}, RUNS);

await load(10000);
// One pass of 120 frames; `marks` names console.timeStamp marks around it (for a trace).
const scrollPass = (marks) =>
  page.evaluate(async (marks) => {
    const el = document.querySelector('[data-testid=resource-table]');
    el.scrollTop = 0;
    await new Promise((r) => setTimeout(r, 100));
    const frames = [];
    if (marks) console.timeStamp(marks[0]);
    for (let i = 0; i < 120; i++) {
      // One frame's work: the scroll event, React's update of the virtual rows, style and layout.
      const t = performance.now();
      el.scrollTop += 400;
      el.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 0));
      void el.querySelector('[role=rowgroup]').getBoundingClientRect();
      void document.body.offsetHeight;
      frames.push(performance.now() - t);
    }
    if (marks) console.timeStamp(marks[1]);
    frames.sort((a, b) => a - b);
    return { median: frames[60], p95: frames[114] };
  }, marks);
const scroll = await scrollPass();
const scrollMet = scroll.p95 < 16;
// A second pass under a trace says what the frames are made of (tracing slows them a little).
let spent = null;
if (!scrollMet || process.env.BENCH_DETAIL === '1') {
  await stack.browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'],
  });
  await scrollPass(['dt-scroll-start', 'dt-scroll-end']);
  spent = frameBreakdown(JSON.parse((await stack.browser.stopTracing()).toString()), {
    from: 'dt-scroll-start',
    to: 'dt-scroll-end',
    frames: 120,
  });
}
await stack.stop();

const assets = join(CONSOLE, process.env.E2E_OUT_DIR ?? 'dist', 'assets');
const chunks = (existsSync(assets) ? readdirSync(assets) : [])
  .filter((f) => f.endsWith('.js'))
  .map((f) => [f, gzipSync(readFileSync(join(assets, f))).length]);
console.log(`table columns (incl. select, index, operations): ${columns}`);
console.log(
  `render 200-row, 15-column page (answer in -> rows laid out, median of ${RUNS}): ${figures.render.toFixed(1)} ms (goal < 50 ms) [${figures.renders.join(', ')}]`,
);
console.log(`re-render on a row's check box (median of ${RUNS}): ${figures.select.toFixed(1)} ms`);
console.log(
  `10,000-row scroll frame: median ${scroll.median.toFixed(1)} ms, p95 ${scroll.p95.toFixed(1)} ms (goal p95 < 16 ms) ${scrollMet ? 'MET' : 'MISSED'}`,
);
if (spent) {
  console.log('    a frame spends (ms, mean of the traced pass; renderer main thread, own time of each event):');
  for (const [what, ms] of spent) console.log(`      ${ms.toFixed(2).padStart(7)}  ${what}`);
}
console.log('JS per chunk of the built console (gzipped):');
for (const [f, size] of chunks.sort((a, b) => b[1] - a[1])) console.log(`  ${f.padEnd(40)} ${(size / 1024).toFixed(1)} KB gz`);
