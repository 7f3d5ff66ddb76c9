// Derives the screen index (menu path -> area) from the registry entries themselves:
// `node scripts/derive-screen-index.mjs` loads every area of src/screens/areas.ts through Vite (the
// console's own config and aliases, so TSX, JSON and CSS load as in the app) and writes
// src/screens/derived/screen-index.json; `--check` writes nothing and exits 1 when the committed
// index differs. A screen added to an area without re-deriving would otherwise show the
// placeholder page. `--check --areas <module>` checks another area table (a test adds an entry).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONSOLE = join(dirname(fileURLToPath(import.meta.url)), '..');
export const INDEX_FILE = join(CONSOLE, 'src/screens/derived/screen-index.json');
const AREAS_MODULE = '/src/screens/areas.ts';

/**
 * Area modules run as in a browser: some read storage or the window when they load. jsdom gives
 * them a window of their own; nothing is drawn, only the entries are read.
 */
async function browserStandIns() {
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  for (const name of ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage']) {
    Object.defineProperty(globalThis, name, { value: name === 'window' ? window : window[name], configurable: true, writable: true });
  }
}

/**
 * area -> the menu paths of its entries, in the order the area lists them. Vite's module runner
 * is called in-process (no message channel), so a slow machine gets no 60 s transport timeout;
 * its default import.meta (no import.meta.resolve, which the app never uses) keeps Node 20 from
 * routing every later import through a module-hooks thread (3x slower).
 */
export async function loadAreaPaths(areasModule = AREAS_MODULE) {
  await browserStandIns();
  const { createServer } = await import('vite');
  const { ESModulesEvaluator, ModuleRunner } = await import('vite/module-runner');
  const server = await createServer({
    root: CONSOLE,
    configFile: join(CONSOLE, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null, preTransformRequests: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const ssr = server.environments.ssr;
  const runner = new ModuleRunner(
    { transport: { invoke: (payload) => ssr.hot.handleInvoke(payload) }, hmr: false },
    new ESModulesEvaluator(),
  );
  try {
    const { areas } = await runner.import(areasModule);
    const { normaliseMenuPath } = await runner.import('/src/screens/menu-path.ts');
    const paths = {};
    for (const [area, load] of Object.entries(areas)) {
      const { screens } = await load();
      paths[area] = screens.map((s) => s.menuPath);
      for (const p of paths[area]) {
        if (normaliseMenuPath(p) !== p)
          throw new Error(
            `area ${area}: menu path ${p} is not in its normal form (${normaliseMenuPath(p)}); the menu route would never find it`,
          );
      }
    }
    return paths;
  } finally {
    await runner.close();
    await server.close();
  }
}

/** menu path -> area; a path two entries claim is an error (the menu could open only one). */
export function screenIndexOf(areaPaths) {
  const index = {};
  for (const [area, paths] of Object.entries(areaPaths)) {
    for (const p of paths) {
      if (index[p]) throw new Error(`menu path ${p} is claimed by both ${index[p]} and ${area}`);
      index[p] = area;
    }
  }
  return index;
}

/** One line a path keeps diffs readable. */
export const serialise = (index) =>
  `{\n${Object.entries(index)
    .map(([p, a]) => `  ${JSON.stringify(p)}: ${JSON.stringify(a)}`)
    .join(',\n')}\n}\n`;

/** What differs between the committed index and the derived one, one line a path. */
export function differences(committed, derived) {
  const lines = [];
  for (const [p, a] of Object.entries(derived)) {
    if (!(p in committed)) lines.push(`+ ${p} (${a}): an entry the index does not hold`);
    else if (committed[p] !== a) lines.push(`~ ${p}: ${committed[p]} -> ${a}`);
  }
  for (const p of Object.keys(committed)) if (!(p in derived)) lines.push(`- ${p}: no entry has this menu path any more`);
  return lines;
}

/** Derives the index and writes it (derive-screens.mjs calls this after the business areas). */
export async function writeScreenIndex() {
  const index = screenIndexOf(await loadAreaPaths(AREAS_MODULE));
  mkdirSync(dirname(INDEX_FILE), { recursive: true });
  writeFileSync(INDEX_FILE, serialise(index));
  console.log(
    `wrote ${Object.keys(index).length} menu paths in ${new Set(Object.values(index)).size} areas to ${relative(process.cwd(), INDEX_FILE)}`,
  );
}

async function main(argv) {
  const at = argv.indexOf('--areas');
  const areasModule = at >= 0 ? argv[at + 1] : AREAS_MODULE;
  if (!argv.includes('--check')) {
    // The committed index always comes from the app's own area table.
    if (at >= 0) throw new Error('--areas goes with --check only');
    return writeScreenIndex();
  }
  const index = screenIndexOf(await loadAreaPaths(areasModule));
  const committedText = existsSync(INDEX_FILE) ? readFileSync(INDEX_FILE, 'utf8') : '{}\n';
  if (committedText === serialise(index)) return console.log(`screen index is fresh (${Object.keys(index).length} menu paths)`);
  const diff = differences(JSON.parse(committedText), index);
  console.error(
    `stale screen index ${relative(process.cwd(), INDEX_FILE)}:\n  ${diff.join('\n  ') || '(order or format)'}\nrun node console/scripts/derive-screen-index.mjs`,
  );
  process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main(process.argv.slice(2)).catch((e) => {
    console.error(`screen index: ${e.message}`);
    process.exitCode = 1;
  });
}
