// The reference the indexed lists are checked against: how a list was answered before the
// indexes, written out independently of src/ (a full scan, each filter tested on every row, a
// stable sort with localeCompare('zh'), then the page), and a small seeded random source.
import type { Row } from '../src/store.ts';
import type { Schema } from '../src/schema.ts';

const camel = (s: string) => s.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
const isNumeric = (s: Schema | undefined) => s?.type === 'integer' || s?.type === 'number';

export function scanFilter(rows: Row[], query: Record<string, string>, props: Record<string, Schema>, skip: string[] = []): Row[] {
  return rows.filter((row) =>
    Object.entries(query).every(([rawKey, value]) => {
      if (['current', 'size', 'ascs', 'descs', ...skip].includes(rawKey) || value === '') return true;
      const m = /^(.+?)_(dategt|datelt|datege|datele|gt|lt|ge|le|equal|notequal|like|notlike)$/.exec(rawKey);
      const field = camel(m ? m[1] : rawKey);
      if (!(field in props)) return true;
      const op = m ? m[2] : isNumeric(props[field]) || typeof props[field]?.enum?.[0] === 'number' ? 'equal' : 'like';
      const v = row[field];
      if (v === null || v === undefined) return false;
      const s = String(v);
      if (op === 'like') return s.includes(value);
      if (op === 'notlike') return !s.includes(value);
      if (op === 'equal') return s === value;
      if (op === 'notequal') return s !== value;
      if (op === 'gt' || op === 'dategt') return s > value || (isNumeric(props[field]) && Number(v) > Number(value));
      if (op === 'lt' || op === 'datelt') return s < value || (isNumeric(props[field]) && Number(v) < Number(value));
      if (op === 'ge' || op === 'datege') return s >= value;
      return s <= value;
    }),
  );
}

export function scanSort(rows: Row[], query: Record<string, string>): Row[] {
  const keys: Array<[string, number]> = [];
  for (const col of (query.ascs ?? '').split(',').filter(Boolean)) keys.push([camel(col.trim()), 1]);
  for (const col of (query.descs ?? '').split(',').filter(Boolean)) keys.push([camel(col.trim()), -1]);
  return [...rows].sort((a, b) => {
    for (const [k, dir] of keys) {
      const x = a[k];
      const y = b[k];
      if (x === y) continue;
      const cmp = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''), 'zh');
      if (cmp) return cmp * dir;
    }
    return 0;
  });
}

/** The page of a scanned list: its rows' keys and the total. */
export function scanPage(rows: Row[], query: Record<string, string>, props: Record<string, Schema>, key = 'id') {
  const all = scanSort(scanFilter(rows, query, props), query);
  const current = Number(query.current ?? 1);
  const size = Number(query.size ?? 10);
  return { total: all.length, keys: all.slice((current - 1) * size, current * size).map((r) => String(r[key])) };
}

/** mulberry32: a seeded random source, so a failing case can be replayed from its seed. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}
