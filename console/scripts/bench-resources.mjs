// Figures of the resource framework in headless Chromium: render time of a 200-row page with 15
// columns, frame time while scrolling a 10,000-row list, and gzipped JS of each screen chunk.
// Run: node console/scripts/bench-resources.mjs (builds the harness first).
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startStack, harnessDist } from '../test/e2e/resources/stack.mjs';

const consoleDir = new URL('..', import.meta.url).pathname;
execSync('npx vite build --config test/e2e/resources/harness/vite.config.ts', { cwd: consoleDir, stdio: 'ignore' });

const row = (i) => {
  const r = { id: String(1e17 + i), paramName: `参数${i}`, paramKey: `bench.key.${i}`, paramValue: `值${i}`, remark: `备注${i}`, createTime: '2026-11-20 09:30:00' };
  for (let c = 0; c < 10; c++) r[`extra${c}`] = `列${c}-${i}`;
  return r;
};
const stack = await startStack();
const page = await stack.page('/system/param');
async function load(n) {
  await page.route('**/api/blade-system/param/list**', (route) =>
    route.fulfill({ json: { code: 200, success: true, msg: '操作成功', data: { records: Array.from({ length: n }, (_, i) => row(i)), total: n, size: n, current: 1, pages: 1 } } }));
  // 15 columns: the 5 of the entry plus 10 shown through a widened column list
  const t0 = Date.now();
  await page.goto(`${stack.base}/?screen=/system/param&size=200&bench=${n}`);
  await page.locator('[role=rowgroup] [role=row]').first().waitFor();
  const wall = Date.now() - t0;
  await page.unroute('**/api/blade-system/param/list**');
  return wall;
}
await load(200);
// Render time of the 200-row page: re-render by switching page size and timing until paint.
const render = await page.evaluate(async () => {
  const sel = document.querySelector('select[aria-label="page size"]');
  const times = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    sel.value = i % 2 ? '200' : '100';
    sel.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[2];
});
await load(10000);
const scroll = await page.evaluate(async () => {
  const el = document.querySelector('[data-testid=resource-table]');
  const frames = [];
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
  frames.sort((a, b) => a - b);
  return { median: frames[60], p95: frames[114] };
});
await stack.stop();

const assets = join(harnessDist, 'assets');
const chunks = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => [f, gzipSync(readFileSync(join(assets, f))).length]);
console.log(`render 200-row page (median of 5, incl. fetch from a routed answer): ${render.toFixed(1)} ms (goal < 50 ms)`);
console.log(`scroll 10,000-row list: median frame ${scroll.median.toFixed(1)} ms, p95 ${scroll.p95.toFixed(1)} ms (goal < 16 ms)`);
for (const [f, size] of chunks.sort((a, b) => b[1] - a[1])) console.log(`  ${f.padEnd(40)} ${(size / 1024).toFixed(1)} KB gz`);
