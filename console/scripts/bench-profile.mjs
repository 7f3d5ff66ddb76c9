// `npm run bench:profile -w console`: where the CPU time of bench:speed's steps goes. Builds the
// console with hidden source maps (console/dist-profile, BUNDLE_MAPS=1) and, behind nginx
// on the sandbox, takes a V8 CPU profile of each step (RUNS runs, default 3, unthrottled: the
// shares are what CPU x4 multiplies). Prints per step the median wall time, the sampled CPU time,
// and the self time by source module (the maps name them) and by function (minified names where
// the bundler renamed them). The steps are bench:speed's (bench-harness/steps.mjs).
// A tool for finding the next cut, not a figure of the issue: those come from bench:speed.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CONSOLE, chromiumOptions, startProdServer, startSandbox } from '../test/e2e/servers.ts';
import { fillLogin } from '../test/e2e/helpers.ts';
import { ensureNginx } from '../../scripts/lib/nginx.mjs';
import { whenShown } from './bench-harness/page-wait.mjs';
import { sourceLookup } from './bench-harness/bundle-breakdown.mjs';
import { FIRST_LIST, HOME, LATER_LIST, STEPS, USABLE_FORM, firstRow, prepareLeaf } from './bench-harness/steps.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.TOP ?? 15);
const OUT = join(CONSOLE, 'dist-profile');

/** The source module of a position in a chunk, from the build's hidden source maps. */
const lookups = new Map();
function moduleAt(url, line, column) {
  const path = new URL(url).pathname;
  if (!path.startsWith('/assets/')) return path;
  const file = path.slice(1);
  if (!lookups.has(file)) lookups.set(file, sourceLookup(OUT, file));
  const name = lookups.get(file)(line, column) ?? `${file} (unmapped)`;
  return name.replace(/^(\.\.\/)+/, '').replace(/^console\/src\//, 'src/');
}

/** Self time (ms) by module and by function of one CPU profile. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  const modules = new Map();
  const functions = new Map();
  const ours = new Map();
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let total = 0;
  for (const [id, ms] of counts) {
    const { callFrame: f } = byId.get(id);
    const where = f.url ? moduleAt(f.url, f.lineNumber, f.columnNumber) : `(${f.functionName || 'native'})`;
    if (!f.url && ['(idle)', '(program)'].includes(f.functionName)) continue;
    total += ms;
    modules.set(where, (modules.get(where) ?? 0) + ms);
    const fn = `${f.functionName || '(anonymous)'} ${where}`;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
    // Inclusive time of our own functions (console/src, sdk/src) on the sample's stack, each once.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const c = byId.get(at).callFrame;
      const m = c.url ? moduleAt(c.url, c.lineNumber, c.columnNumber) : '';
      if (!/^(src|sdk)\//.test(m)) continue;
      const key = `${c.functionName || '(anonymous)'} ${m}:${c.lineNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      ours.set(key, (ours.get(key) ?? 0) + ms);
    }
  }
  return { total, modules, functions, ours, stretches: busyStretches(profile, byId) };
}

/**
 * The profile as a sequence of busy stretches (samples not idle, split at idle gaps of 3 ms and
 * more), each with its start (ms from the profile's start), length and its three heaviest modules:
 * the order in which a step's work happens.
 */
function busyStretches(profile, byId) {
  const out = [];
  let t = 0;
  let current = null;
  profile.samples.forEach((id, i) => {
    t += (profile.timeDeltas[i] ?? 0) / 1000;
    const { callFrame: f } = byId.get(id);
    const idle = !f.url && ['(idle)', '(program)'].includes(f.functionName);
    if (idle) {
      if (current && t - current.end >= 3) current = null;
      return;
    }
    if (!current) out.push((current = { start: t, end: t, modules: new Map() }));
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    current.end = t + ms;
    const where = f.url ? moduleAt(f.url, f.lineNumber, f.columnNumber) : `(${f.functionName || 'native'})`;
    current.modules.set(where, (current.modules.get(where) ?? 0) + ms);
  });
  return out.filter((s) => s.end - s.start >= 2);
}

const add = (into, from) => from.forEach((v, k) => into.set(k, (into.get(k) ?? 0) + v));
const middle = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log('building the console with hidden source maps into dist-profile…');
execFileSync(join(CONSOLE, '../node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', 'dist-profile'], {
  cwd: CONSOLE,
  stdio: 'inherit',
  env: { ...process.env, BUNDLE_MAPS: '1' },
});
await ensureNginx();
const sandbox = await startSandbox();
const web = await startProdServer(sandbox.url, { root: OUT });
const browser = await chromium.launch(chromiumOptions);
const sums = STEPS.map(() => ({ walls: [], cpus: [], modules: new Map(), functions: new Map(), ours: new Map() }));
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    let step = 0;
    const profiled = async (act, conditions) => {
      await cdp.send('Profiler.start');
      const from = Date.now();
      await act();
      const to = await whenShown(page, conditions);
      const { profile } = await cdp.send('Profiler.stop');
      const t = selfTimes(profile);
      const s = sums[step++];
      s.walls.push(to - from);
      s.cpus.push(t.total);
      add(s.modules, t.modules);
      add(s.functions, t.functions);
      add(s.ours, t.ours);
      s.stretches ??= t.stretches;
    };
    // A pause before each click, as bench:speed's quiet wait: the idle prefetch is not profiled.
    const openLeaf = async (list) => {
      const click = await prepareLeaf(page, list);
      await page.waitForTimeout(300);
      await profiled(click, firstRow(list.resource));
    };
    const captcha = page.waitForResponse((r) => r.url().includes('/oauth/captcha'));
    await profiled(() => page.goto(`${web.url}/login`, { waitUntil: 'commit' }), USABLE_FORM);
    const key = (await (await captcha).json()).key;
    await fillLogin(page, { tenant: '000000', user: 'admin', password: 'admin', code: await sandbox.captcha(key) });
    await page.waitForTimeout(1500);
    await profiled(() => page.keyboard.press('Enter'), HOME);
    await page.waitForTimeout(1000);
    await openLeaf(FIRST_LIST);
    await page.waitForTimeout(1000);
    await openLeaf(LATER_LIST);
    await context.close();
  }
} finally {
  await browser.close();
  await web.stop();
  await sandbox.stop();
}

const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
STEPS.forEach((name, i) => {
  const s = sums[i];
  console.log(
    `\n${name}: wall median ${middle(s.walls)} ms, sampled CPU median ${Math.round(middle(s.cpus))} ms (of ${RUNS} runs; self time per run below)`,
  );
  console.log('  by module:');
  for (const [k, v] of top(s.modules, TOP)) console.log(`    ${(v / RUNS).toFixed(1).padStart(7)} ms  ${k}`);
  console.log('  by function:');
  for (const [k, v] of top(s.functions, TOP)) console.log(`    ${(v / RUNS).toFixed(1).padStart(7)} ms  ${k}`);
  console.log('  our functions, inclusive (minified names; chunk line):');
  for (const [k, v] of top(s.ours, TOP)) console.log(`    ${(v / RUNS).toFixed(1).padStart(7)} ms  ${k}`);
  console.log("  busy stretches of the first run (ms from the step's start: length, heaviest modules):");
  for (const b of s.stretches) {
    const heavy = top(b.modules, 3)
      .map(([k, v]) => `${k.split('/').slice(-2).join('/')} ${v.toFixed(0)}`)
      .join(', ');
    console.log(`    ${b.start.toFixed(0).padStart(5)} +${(b.end - b.start).toFixed(0).padStart(4)}  ${heavy}`);
  }
});
