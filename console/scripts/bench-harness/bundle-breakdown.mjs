// What the kilobytes of a set of loaded chunks are made of, read from the hidden source maps of a
// build made with BUNDLE_MAPS=1 (vite.config.ts). Each character of a minified chunk belongs to the
// module its map segment names; a package's (or source folder's) share of the chunk's real gzipped
// bytes is its characters gzipped together, over the sum of those of every group in the chunk; a
// module's share of its group goes by characters. So the shares of a chunk add up to the chunk: an
// estimate of what dropping a package would save, not an exact figure.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** The fields of one map segment (base64 VLQ): [column, source, line, column, name?] as deltas. */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const digit = B64[c];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** [source index or -1, text] for every mapped stretch of the generated code. */
function stretches(code, map) {
  const lines = code.split('\n');
  const out = [];
  let source = 0;
  map.mappings.split(';').forEach((line, n) => {
    let column = 0;
    const segments = line ? line.split(',').map(decodeSegment) : [];
    segments.forEach((fields, i) => {
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      const end = i + 1 < segments.length ? column + segments[i + 1][0] : (lines[n]?.length ?? column);
      out.push([fields.length > 1 ? source : -1, lines[n]?.slice(column, end) ?? '']);
    });
  });
  return out;
}

/** A module as a reader names it: `pkg/path` for dependencies, the repository path otherwise. */
const moduleName = (source) => source.replace(/^.*node_modules\//, '').replace(/\?.*$/, '');
/** The group a module counts towards: its package, or its source folder (console/src/features/auth). */
const groupName = (source) => {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const name = moduleName(source);
  return name
    .split('/')
    .slice(0, name.startsWith('console/src/features/') ? 4 : 3)
    .join('/');
};

/**
 * The source module at a position of a chunk of `dist` (0-based line and column, as V8's CPU
 * profiles give them), read from the chunk's hidden map; null where the map names none.
 */
export function sourceLookup(dist, file) {
  const mapFile = join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return () => null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  let source = 0;
  const lines = map.mappings.split(';').map((line) => {
    let column = 0;
    return (line ? line.split(',').map(decodeSegment) : []).map((fields) => {
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      return [column, fields.length > 1 ? source : -1];
    });
  });
  return (line, column) => {
    const segments = lines[line] ?? [];
    let found = -1;
    for (const [c, s] of segments) if (c <= column) found = s;
    return found < 0 ? null : moduleName(map.sources[found]);
  };
}

/** True for a build made with BUNDLE_MAPS=1 (the bundler's own runtime chunk has no map). */
export const hasMaps = (dist, files) => files.some((f) => existsSync(join(dist, `${f}.map`)));

/** Gzipped bytes per group and per module over the given chunk files (paths under dist). */
export function breakdown(dist, files) {
  const groups = new Map();
  const modules = new Map();
  const add = (m, key, n) => m.set(key, (m.get(key) ?? 0) + n);
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8');
    const mapFile = join(dist, `${file}.map`);
    const map = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : { mappings: '', sources: [] };
    const text = new Map(); // group -> its characters in this chunk
    const chars = new Map(); // module -> [group, characters]
    for (const [source, part] of map.mappings ? stretches(code, map) : [[-1, code]]) {
      const name = source < 0 ? '(bundler glue)' : relative(REPO, resolve(dirname(join(dist, file)), map.sources[source]));
      const group = source < 0 ? '(bundler glue)' : groupName(name);
      text.set(group, (text.get(group) ?? '') + part);
      const entry = chars.get(moduleName(name)) ?? [group, 0];
      entry[1] += part.length;
      chars.set(moduleName(name), entry);
    }
    const gz = gzipSync(code).length;
    const groupGz = new Map([...text].map(([g, t]) => [g, gzipSync(t).length]));
    const sum = [...groupGz.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [g, n] of groupGz) add(groups, g, (gz * n) / sum);
    for (const [m, [g, n]] of chars) add(modules, m, (((gz * groupGz.get(g)) / sum) * n) / (text.get(g).length || 1));
  }
  const top = (m, count) => [...m].sort((a, b) => b[1] - a[1]).slice(0, count);
  return { groups: (count) => top(groups, count), modules: (count) => top(modules, count) };
}

/** Prints the top groups and modules of a budget that is missed. */
export function printBreakdown(dist, files, { groups = 12, modules = 12 } = {}) {
  const b = breakdown(dist, files);
  const row = ([name, n]) => `      ${(n / 1024).toFixed(1).padStart(6)} KB  ${name}`;
  console.log(`    made of (share of the gzipped bytes of the ${files.length} chunks), by package or source folder:`);
  for (const r of b.groups(groups)) console.log(row(r));
  console.log('    largest modules:');
  for (const r of b.modules(modules)) console.log(row(r));
}
