// Derives the business-area list screens from the contract: `node scripts/derive-screens.mjs`
// writes src/features/business/derived/<area>.json, then re-derives the console's screen index
// (menu path -> area, ./derive-screen-index.mjs) from them; `--check` exits 1 when the committed
// area files differ from what the contract gives now. The derivation itself (deriveScreens) lives
// in ./derive/screens.mjs so tests can run it on one screen.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deriveScreens } from './derive/screens.mjs';

// A path string, not new URL(): under vitest's jsdom the global URL is jsdom's.
const CONSOLE = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = join(CONSOLE, '../contract/dist');
export const OUT = join(CONSOLE, 'src/features/business/derived');

/** The bundled contract: the JSON build when it is at least as new as the committed YAML. */
export async function loadContract() {
  const json = join(CONTRACT, 'openapi.json');
  const yamlFile = join(CONTRACT, 'openapi.yaml');
  if (existsSync(json) && statSync(json).mtimeMs >= statSync(yamlFile).mtimeMs) return JSON.parse(readFileSync(json, 'utf8'));
  const { parse } = await import('yaml');
  return parse(readFileSync(yamlFile, 'utf8'), { maxAliasCount: -1 });
}

/** One line a screen keeps the files small and their diffs readable. */
function serialise(value) {
  if (Array.isArray(value)) return `[\n${value.map((v) => `  ${JSON.stringify(v)}`).join(',\n')}\n]\n`;
  return `{\n${Object.entries(value)
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(',\n')}\n}\n`;
}

/** file name -> content of every derived file. */
export function derivedFiles(doc) {
  const { areas, skipped } = deriveScreens(doc);
  const files = {};
  for (const [area, screens] of Object.entries(areas)) files[`${area}.json`] = serialise(screens);
  return { files, skipped };
}

async function main() {
  const check = process.argv.includes('--check');
  const { files, skipped } = derivedFiles(await loadContract());
  const existing = existsSync(OUT) ? readdirSync(OUT).filter((f) => f.endsWith('.json')) : [];
  const stale = [
    ...Object.entries(files)
      .filter(([f, text]) => !existsSync(join(OUT, f)) || readFileSync(join(OUT, f), 'utf8') !== text)
      .map(([f]) => f),
    ...existing.filter((f) => !(f in files)),
  ];
  for (const s of skipped) console.log(`  placeholder: ${s.menuPath} (${s.reason})`);
  if (check) {
    if (stale.length) {
      console.error(`stale derived screens: ${stale.join(', ')}; run node console/scripts/derive-screens.mjs`);
      process.exit(1);
    }
    console.log(`derived screens are fresh (${Object.keys(files).length} files)`);
    return;
  }
  mkdirSync(OUT, { recursive: true });
  for (const [f, text] of Object.entries(files)) writeFileSync(join(OUT, f), text);
  for (const f of existing) if (!(f in files)) rmSync(join(OUT, f));
  const count = Object.values(files).reduce((n, text) => n + JSON.parse(text).length, 0);
  console.log(
    `wrote ${count} screens in ${Object.keys(files).length} areas to ${OUT}${stale.length ? ` (changed: ${stale.join(', ')})` : ''}`,
  );
  // The screen index reads the entries these files make; loaded here only, it starts Vite.
  const { writeScreenIndex } = await import('./derive-screen-index.mjs');
  await writeScreenIndex();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
