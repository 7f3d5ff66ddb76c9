// Derives the console's screens from the contract: `node scripts/derive-screens.mjs` writes one
// TypeScript module per business area (src/features/business/derived/<area>.ts, typed by the one
// screen type, so the console's typecheck refuses a file that no longer fits it) and the menu's
// leaves (src/resources/derived/menu-leaves.ts: each screen's path, area, code, resource and
// buttons); `--check` exits 1 when a committed file differs from what the contract gives now. The
// derivation itself lives in ./derive/screens.mjs so tests can run it on one screen.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deriveScreens, entityFields, entityLabels, menuLeafFacts, pendingStates } from './derive/screens.mjs';

// A path string, not new URL(): under vitest's jsdom the global URL is jsdom's.
const CONSOLE = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = join(CONSOLE, '../contract/dist');
export const OUT = join(CONSOLE, 'src/features/business/derived');
export const LEAVES_FILE = join(CONSOLE, 'src/resources/derived/menu-leaves.ts');
/** The states people act on, per business screen (home's counts). */
export const PENDING_FILE = join(CONSOLE, 'src/features/dashboard/derived/pending-states.ts');
/** The platform entities' field labels: the `entities` texts namespace, one file per language. */
export const entityTextsFile = (lng) => join(CONSOLE, `src/i18n/${lng}/entities.ts`);
/** The platform entities' field inputs (type, codes): what a platform column takes when it names none. */
export const ENTITY_FIELDS_FILE = join(CONSOLE, 'src/resources/derived/entity-fields.ts');
const HEADER = '// Derived from the contract by console/scripts/derive-screens.mjs: edit the catalog, not this file.\n';

/** The bundled contract: the JSON build when it is at least as new as the committed YAML. */
export async function loadContract() {
  const json = join(CONTRACT, 'openapi.json');
  const yamlFile = join(CONTRACT, 'openapi.yaml');
  if (existsSync(json) && statSync(json).mtimeMs >= statSync(yamlFile).mtimeMs) return JSON.parse(readFileSync(json, 'utf8'));
  const { parse } = await import('yaml');
  return parse(readFileSync(yamlFile, 'utf8'), { maxAliasCount: -1 });
}

/** One line a screen (or a menu path) keeps the files small and their diffs readable. */
const lines = (items) => items.map((v) => `  ${v},`).join('\n');

/** An area's screens as a module typed by the one screen type. */
export function areaModule(screens) {
  return `${HEADER}import type { DerivedScreen } from '../derived-types';

export const screens: DerivedScreen[] = [
${lines(screens.map((s) => JSON.stringify(s)))}
];
`;
}

/** The contract's menu leaves as a module: literal types, so a screen naming a resource no leaf lists fails the typecheck. */
export function leavesModule(leaves) {
  return `${HEADER}import type { MenuLeaf } from '../menu-leaves';

export const menuLeaves = [
${lines(leaves.map((l) => JSON.stringify(l)))}
] as const satisfies readonly MenuLeaf[];
`;
}

/**
 * An entities texts file: entity -> field -> label, and under `options` entity -> field -> code ->
 * label (lower case, so no entity's name); the English typed by the Chinese, as every namespace is.
 */
export function entityTextsModule(lng, labels, options = {}) {
  const body = [
    ...Object.entries(labels).map(([entity, fields]) => `  ${entity}: ${JSON.stringify(fields)},`),
    '  options: {',
    ...Object.entries(options).map(([entity, fields]) => `    ${entity}: ${JSON.stringify(fields)},`),
    '  },',
  ].join('\n');
  const typed = lng === 'zh' ? '' : "import type zh from '../zh/entities';\nimport type { Texts } from '../texts';\n\n";
  return `${HEADER}${typed}export default {\n${body}\n}${lng === 'zh' ? '' : ' satisfies Texts<typeof zh>'};\n`;
}

/** The entities' field inputs as a module: literal types, so a screen's overlay is checked against them. */
export function entityFieldsModule(fields) {
  return `${HEADER}import type { EntityInput } from '../entity-fields';

export const entityFields = {
${Object.entries(fields)
  .map(([entity, props]) => `  ${entity}: ${JSON.stringify(props)},`)
  .join('\n')}
} as const satisfies Record<string, Record<string, EntityInput>>;
`;
}

/** The pending states as a module home imports (small: the business screens themselves load with their area). */
export function pendingModule(states) {
  return `${HEADER}import type { PendingState } from '../pending';

export const pendingStates: PendingState[] = [
${lines(states.map((s) => JSON.stringify(s)))}
];
`;
}

/** file name -> content of every derived file. */
export function derivedFiles(doc) {
  const { areas, skipped } = deriveScreens(doc);
  const files = {};
  for (const [area, screens] of Object.entries(areas)) files[join(OUT, `${area}.ts`)] = areaModule(screens);
  files[PENDING_FILE] = pendingModule(pendingStates(areas));
  files[LEAVES_FILE] = leavesModule(menuLeafFacts(doc));
  const labels = entityLabels(doc);
  const { fields, options } = entityFields(doc);
  for (const lng of ['zh', 'en']) files[entityTextsFile(lng)] = entityTextsModule(lng, labels[lng], options[lng]);
  files[ENTITY_FIELDS_FILE] = entityFieldsModule(fields);
  return { files, skipped };
}

async function main() {
  const check = process.argv.includes('--check');
  const { files, skipped } = derivedFiles(await loadContract());
  // Area files of areas the contract no longer has (and the JSON the derivation used to write).
  const gone = existsSync(OUT)
    ? readdirSync(OUT)
        .map((f) => join(OUT, f))
        .filter((f) => !(f in files))
    : [];
  const stale = [
    ...Object.entries(files).filter(([f, text]) => !existsSync(f) || readFileSync(f, 'utf8') !== text),
    ...gone.map((f) => [f]),
  ];
  const names = stale.map(([f]) => relative(CONSOLE, f)).join(', ');
  for (const s of skipped) console.log(`  placeholder: ${s.menuPath} (${s.reason})`);
  if (check) {
    if (stale.length) {
      console.error(`stale derived screens: ${names}; run node console/scripts/derive-screens.mjs`);
      process.exit(1);
    }
    console.log(`derived screens are fresh (${Object.keys(files).length} files)`);
    return;
  }
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(dirname(f), { recursive: true });
    writeFileSync(f, text);
  }
  for (const f of gone) rmSync(f);
  console.log(`wrote ${Object.keys(files).length} files${stale.length ? ` (changed: ${names})` : ' (unchanged)'}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
