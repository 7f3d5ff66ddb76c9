// Builds the contract: catalog -> sources (generate), sources -> one bundled document
// (dist/openapi.yaml, committed, plus dist/openapi.json for tools), bundle -> HTML reference.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../lib/model.mjs';

const redocly = join(ROOT, '..', 'node_modules', '.bin', 'redocly');
const run = (cmd, args) => execFileSync(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });

// --derive-only: leave the committed sources and bundle alone (tests check they are fresh) and
// only write what is derived from the bundle.
if (!process.argv.includes('--derive-only')) {
  run(process.execPath, ['scripts/generate.mjs']);
  run(redocly, ['bundle', 'src/openapi.yaml', '-o', 'dist/openapi.yaml']);
}
const bundle = parse(readFileSync(join(ROOT, 'dist/openapi.yaml'), 'utf8'));
writeFileSync(join(ROOT, 'dist/openapi.json'), JSON.stringify(bundle));
if (!process.argv.includes('--no-docs')) run(redocly, ['build-docs', 'dist/openapi.yaml', '-o', 'dist/reference.html']);
const count = Object.values(bundle.paths).reduce((n, item) => n + Object.keys(item).length, 0);
console.log(
  `contract bundled: ${count} operations -> contract/dist/openapi.yaml${process.argv.includes('--no-docs') ? '' : ', contract/dist/reference.html'}`,
);
