import { describe, expect, it } from 'vitest';
import { namespaces } from '@/i18n';

// Every namespace file in both languages, read as data (not through i18next, whose fallback to
// Chinese would hide a missing English text).
const files = import.meta.glob<{ default: object }>('./{zh,en}/*.ts', { eager: true });
const bundle = (lng: string, ns: string) => files[`./${lng}/${ns}.ts`]?.default;

/** Every leaf of a namespace: 'path.to.key' -> its text (a list's items by index). */
function leaves(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  else out.set(prefix, value);
  return out;
}

describe('texts: both languages hold the same keys, none empty', () => {
  it('has a file per namespace in each language, and no file outside the list', () => {
    const onDisk = Object.keys(files)
      .map((f) => f.replace(/^\.\/(zh|en)\/(.+)\.ts$/, '$1:$2'))
      .sort();
    expect(onDisk).toEqual(namespaces.flatMap((ns) => [`en:${ns}`, `zh:${ns}`]).sort());
  });

  for (const ns of namespaces) {
    it(ns, () => {
      const zh = leaves(bundle('zh', ns));
      const en = leaves(bundle('en', ns));
      expect(
        [...zh.keys()].filter((k) => !en.has(k)),
        `in zh but not en (${ns})`,
      ).toEqual([]);
      expect(
        [...en.keys()].filter((k) => !zh.has(k)),
        `in en but not zh (${ns})`,
      ).toEqual([]);
      for (const [lng, texts] of [
        ['zh', zh],
        ['en', en],
      ] as const) {
        const empty = [...texts].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        expect(empty, `empty or not a text in ${lng}:${ns}`).toEqual([]);
      }
    });
  }

  it('finds a key missing from one language (the check itself)', () => {
    const zh = leaves({ a: { b: '甲', c: '乙' }, d: ['一'] });
    const en = leaves({ a: { b: 'A' }, d: ['one', ''] });
    expect([...zh.keys()].filter((k) => !en.has(k))).toEqual(['a.c']);
    expect([...en.keys()].filter((k) => !zh.has(k))).toEqual(['d.1']);
  });
});
