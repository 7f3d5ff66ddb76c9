// A temporary copy of the contract's sources (catalog, hand-written components, scripts), to build
// with a fact more and see where it goes. The generated sources are left out: the copy's build
// writes its own, and the repository's may be rewritten meanwhile by another test.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../lib/model.mjs';

const GENERATED = ['src/openapi.yaml', 'src/paths', 'src/components/schemas/inferred'];
const generated = (path) => GENERATED.map((g) => join(ROOT, g)).some((g) => path === g || path.startsWith(g + sep));

/**
 * Copies the contract into a temporary directory, replaces each [from, to] of `edits` (keyed by
 * catalog file) once, builds the bundle and answers it; `remove()` deletes the copy.
 */
export function buildEditedCopy(edits) {
  const dir = mkdtempSync(join(tmpdir(), 'contract-copy-'));
  const copy = join(dir, 'contract');
  for (const part of ['catalog', 'lib', 'scripts', 'src', 'redocly.yaml', 'package.json'])
    cpSync(join(ROOT, part), join(copy, part), { recursive: true, filter: (src) => !generated(src) });
  // The build's own dependencies (yaml, redocly) from the repository's install.
  symlinkSync(join(ROOT, '..', 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [file, pairs] of Object.entries(edits)) {
    let text = readFileSync(join(copy, file), 'utf8');
    for (const [from, to] of pairs) {
      if (text.split(from).length !== 2) throw new Error(`${file} does not have "${from.trim()}" exactly once`);
      text = text.replace(from, to);
    }
    writeFileSync(join(copy, file), text);
  }
  execFileSync(process.execPath, ['scripts/build.mjs', '--no-docs'], { cwd: copy, stdio: 'pipe' });
  return {
    bundle: parse(readFileSync(join(copy, 'dist/openapi.yaml'), 'utf8'), { maxAliasCount: -1 }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
