// `npm test`: the whole pipeline, in dependency order. First, two at a time, what reads committed
// sources: static checks (Prettier, ESLint and the four typechecks), the contract's tests (lint,
// freshness, coverage, Prism), the scripts' tests (the production server's config, one source per
// fact), and the derived files checked fresh and the SDK built. Then the SDK's tests (unit, Prism,
// package) and the sandbox's (behind Prism's validating proxy); two at a time, the SDK's again on
// Node 22 and 24 and the console's component tests and build; last, the browser tests.
// Each vitest run and the Playwright run write a JSON report; the closing line sums them as
// "N passed, N failed".
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './lib/servers.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { ensureNodeVersions, NODE_VERSIONS } from './lib/node-versions.mjs';

const REPORTS = join(REPO, '.cache/test-reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const vitest = (ws, name = ws) => ({
  name: `${name} tests`,
  cwd: ws,
  cmd: 'npx',
  args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(REPORTS, `${name}.json`)}`],
});
const STEPS = [
  { name: 'browser (Debian chromium)', fn: ensureChromium },
  // The browser tests run the console behind the production server (deploy/nginx).
  { name: 'web server (Debian nginx)', fn: ensureNginx },
  // What reads committed sources only (the static checks, the contract's and the scripts' tests) and
  // what derives and builds from them: none reads what another writes, so they fail in a minute or
  // two, not after the browser tests. Most use one core: two at a time keep both busy (a typecheck
  // beside the contract's tests, which wait on Prism and child processes).
  {
    name: 'static checks, contract, builds',
    together: [
      { name: 'console typecheck', cwd: 'console', cmd: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
      vitest('contract'),
      { name: 'eslint', cwd: '.', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
      { name: 'prettier', cwd: '.', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
      // One after the other: each reads what the one before wrote.
      {
        chain: [
          { name: 'contract derived files', cwd: 'contract', cmd: 'node', args: ['scripts/build.mjs', '--derive-only'] },
          { name: 'sdk types fresh', cwd: 'sdk', cmd: 'node', args: ['scripts/generate-types.mjs', '--check'] },
          { name: 'console derived screens fresh', cwd: 'console', cmd: 'node', args: ['scripts/derive-screens.mjs', '--check'] },
          { name: 'sdk build', cwd: 'sdk', cmd: 'npx', args: ['tsup'] },
        ],
      },
      vitest('scripts', 'server'),
      // The browser tests: Node and the page's DOM, their own project (test/e2e/tsconfig.json).
      { name: 'browser tests typecheck', cwd: 'console', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'test/e2e'] },
      { name: 'sdk typecheck', cwd: 'sdk', cmd: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
      { name: 'sandbox typecheck', cwd: 'mock-server', cmd: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
      { name: 'newer Node releases', fn: ensureNodeVersions },
    ],
  },
  vitest('sdk'),
  vitest('mock-server', 'sandbox'),
  // The SDK and CLI on the Node releases users have now (their own binaries first on PATH, so
  // what the tests start, the CLI and Prism, runs on them too; counted in the steps, not twice in
  // the totals), beside the console's component tests and build: they wait on child processes and
  // Prism, which left a core idle when they ran one after the other.
  {
    name: 'sdk on newer Node, console tests and build',
    together: [
      ...NODE_VERSIONS.map((v) => ({
        name: `sdk tests on ${v.name}`,
        cwd: 'sdk',
        cmd: join(v.binDir, 'node'),
        args: [join(REPO, 'node_modules/vitest/vitest.mjs'), 'run'],
        env: { PATH: `${v.binDir}:${process.env.PATH}` },
      })),
      vitest('console'),
      { name: 'console build', cwd: 'console', cmd: 'npx', args: ['vite', 'build'] },
    ],
  },
  {
    name: 'console browser tests',
    cwd: 'console',
    cmd: 'npx',
    args: ['playwright', 'test'],
    env: { E2E_REPORT: join(REPORTS, 'e2e.json'), E2E_RETRIES: '1' },
  },
];

/** Runs a command step; `quiet` collects its output to print when it ends (steps running together). */
function runCommand(step, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: join(REPO, step.cwd),
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
    });
    let out = '';
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (out += d));
    child.on('error', (e) => (out += `${e.message}\n`));
    child.on('close', (code) => resolve({ ok: code === 0, out }));
  });
}

/** Runs one step, timed; its result goes to `results`. */
async function runStep(step, { quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n▶ ${step.name}`);
  let ok;
  let out = '';
  if (step.fn)
    ok = await step.fn().then(
      () => true,
      (e) => (console.error(e.message), false),
    );
  else ({ ok, out } = await runCommand(step, { quiet }));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (quiet) console.log(`\n▶ ${step.name} (${seconds} s, beside the others of its group)\n${out.trimEnd()}`);
  results.push({ name: step.name, ok, seconds });
  return ok;
}

/** Runs a chain's steps in order, stopping at the first that fails. */
async function runChain(chain, options) {
  for (const step of chain) if (!(await runStep(step, options))) return false;
  return true;
}

/**
 * Runs a group's steps (a chain counts as one) as many at a time as there are cores, longest first
 * as listed, each printing its output when it ends.
 */
async function runTogether(steps) {
  const queue = [...steps];
  const lane = async () => {
    let ok = true;
    for (let step = queue.shift(); step; step = queue.shift())
      ok = (await (step.chain ? runChain(step.chain, { quiet: true }) : runStep(step, { quiet: true }))) && ok;
    return ok;
  };
  const lanes = await Promise.all(Array.from({ length: Math.min(availableParallelism(), steps.length) }, lane));
  return lanes.every(Boolean);
}

const results = [];
const stepCount = STEPS.flatMap((step) => step.together ?? [step]).reduce((n, step) => n + (step.chain?.length ?? 1), 0);
for (const step of STEPS) {
  const ok = step.together ? await runTogether(step.together) : await runStep(step);
  if (!ok) break; // later steps build on earlier ones
}

/**
 * Test counts from the vitest JSON reports and Playwright's (stats: expected, unexpected, flaky);
 * a flaky browser test (failed, then passed on a retry) counts as passed and is named.
 */
function counts() {
  let passed = 0;
  let failed = 0;
  const flaky = [];
  for (const f of ['server', 'contract', 'sdk', 'sandbox', 'console', 'e2e']) {
    const file = join(REPORTS, `${f}.json`);
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    if (r.stats) {
      passed += r.stats.expected + r.stats.flaky;
      failed += r.stats.unexpected;
      flaky.push(...flakyTitles(r.suites));
    } else {
      passed += r.numPassedTests ?? 0;
      failed += r.numFailedTests ?? 0;
    }
  }
  return { passed, failed, flaky };
}

/** The `n` slowest browser tests of the Playwright report (each attempt counted), to see where the time goes. */
function slowestBrowserTests(n = 10) {
  const file = join(REPORTS, 'e2e.json');
  if (!existsSync(file)) return [];
  const timed = [];
  const walk = (suites = []) => {
    for (const suite of suites) {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests)
          timed.push({ title: `${spec.file}: ${spec.title}`, ms: t.results.reduce((sum, r) => sum + r.duration, 0) });
      walk(suite.suites);
    }
  };
  walk(JSON.parse(readFileSync(file, 'utf8')).suites);
  return timed.sort((a, b) => b.ms - a.ms).slice(0, n);
}

/** Titles of the tests of a Playwright JSON report whose outcome was flaky. */
function flakyTitles(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((t) => t.status === 'flaky')).map((spec) => `${spec.file}: ${spec.title}`),
    ...flakyTitles(suite.suites),
  ]);
}

console.log('\nstep results:');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const skipped = stepCount - results.length;
if (skipped) console.log(`  ${skipped} later steps not run`);
const slowest = slowestBrowserTests();
if (slowest.length) console.log('\nslowest browser tests:');
for (const t of slowest) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.title}`);
const { passed, failed, flaky } = counts();
for (const title of flaky) console.log(`  flaky (passed on a retry): ${title}`);
const allOk = results.every((r) => r.ok) && !skipped;
console.log(`\n${passed} passed, ${failed + (allOk ? 0 : failed === 0 ? 1 : 0)} failed`);
process.exit(allOk ? 0 : 1);
