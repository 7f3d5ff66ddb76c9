// What the SDK's types cost a user (part of `npm run bench`, not a test): `tsc --noEmit` of a 6-line
// script that imports the built package (dist/, through node_modules/@dasha/sdk as an install
// gives it), against the same script shape importing only openapi-fetch and a script importing
// nothing (TypeScript's own libraries), with and without skipLibCheck. Prints wall seconds, CPU
// seconds and the tsc process's peak RSS (its own resourceUsage, printed on exit by a preload).
// Goal: the SDK script under 3 s. Needs dist/ (bench.mjs builds it).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SDK = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(SDK, 'package.json'));
const TSC = join(dirname(require.resolve('typescript/package.json')), 'lib/tsc.js');
const GOAL_S = 3;

const SCRIPTS = {
  'nothing imported': `const greeting: string = 'hello';\nconsole.log(greeting);\nexport {};\n`,
  'openapi-fetch alone': `import createClient from 'openapi-fetch';\n\ntype Paths = { '/list': { get: { parameters: {}; responses: { 200: { content: { 'application/json': string[] } } } } } };\nconst client = createClient<Paths>({ baseUrl: 'http://gateway/api' });\nconst { data } = await client.GET('/list');\nconsole.log(data?.length);\n`,
  '@dasha/sdk': `import { createBladeClient, memoryStorage } from '@dasha/sdk';\n\nconst blade = createBladeClient({ baseUrl: 'http://gateway/api', storage: memoryStorage() });\nconst page = await blade.resource('/blade-system/param').page({ current: 1, size: 10 });\nfor (const param of page.records) console.log(param.paramKey, param.paramValue);\nconsole.log(page.total);\n`,
};

const dir = mkdtempSync(join(tmpdir(), 'dasha-types-'));
try {
  // Installed as a user's project has them: the package and openapi-fetch under node_modules.
  mkdirSync(join(dir, 'node_modules/@dasha'), { recursive: true });
  symlinkSync(SDK, join(dir, 'node_modules/@dasha/sdk'), 'dir');
  symlinkSync(dirname(require.resolve('openapi-fetch/package.json')), join(dir, 'node_modules/openapi-fetch'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  const preload = join(dir, 'peak.cjs');
  writeFileSync(
    preload,
    `process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write('usage ' + JSON.stringify({ cpu: (u.userCPUTime + u.systemCPUTime) / 1e6, rssMb: Math.round(u.maxRSS / 1024) }) + '\\n'); });\n`,
  );
  for (const skipLibCheck of [true, false]) {
    for (const [name, source] of Object.entries(SCRIPTS)) {
      writeFileSync(join(dir, 'script.ts'), source);
      const options = {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck,
        types: [],
      };
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['script.ts'] }));
      const started = performance.now();
      const run = spawnSync(process.execPath, ['--require', preload, TSC, '-p', dir], { encoding: 'utf8' });
      const seconds = (performance.now() - started) / 1000;
      // tsc prints nothing when the script compiles: a type error is a broken bench, not a figure.
      if (run.status !== 0) throw new Error(`tsc failed on the ${name} script:\n${run.stdout}${run.stderr}`);
      const usage = JSON.parse(/usage (\{.*\})/.exec(run.stderr)[1]);
      const goal = name === '@dasha/sdk' ? ` (goal: < ${GOAL_S} s) ${seconds < GOAL_S ? 'MET' : 'MISSED'}` : '';
      console.log(
        `tsc of a 6-line script, ${name}, skipLibCheck ${skipLibCheck}: ${seconds.toFixed(2)} s (CPU ${usage.cpu.toFixed(2)} s), peak RSS ${usage.rssMb} MB${goal}`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
