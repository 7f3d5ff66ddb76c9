// Indexes of one table, built the first time a list asks for them and kept up to date by every
// change after that: an equality index (rows by the text of one field, each bucket in table
// order) and a sort index (rows ordered by one field, ties in table order). They let a list of a
// 100,000-row table answer its first page without scanning or sorting the table.
import { textOf } from './storable.ts';

/** One stored row: its key, its place in the table's order, the row and the proxy handed out. */
export interface Entry {
  key: string;
  seq: number;
  row: Record<string, any>;
  proxy: Record<string, any>;
}

const collator = new Intl.Collator('zh');

/**
 * The list sort's order of two values: numbers by value, anything else by its text in Chinese
 * collation (what `localeCompare(other, 'zh')` does, at a fraction of its cost).
 */
export function compareValues(x: unknown, y: unknown): number {
  if (x === y) return 0;
  if (typeof x === 'number' && typeof y === 'number') return x - y || 0;
  return collator.compare(textOf(x) ?? '', textOf(y) ?? '');
}

const bySeq = (a: Entry, b: Entry) => a.seq - b.seq;

interface Bucket {
  entries: Set<Entry>;
  /** Highest seq added; a lower one added after it puts the bucket out of table order. */
  last: number;
  ordered: boolean;
}

/** Rows by the text of one field; rows without a value (null, undefined) under `null`. */
export class EqualityIndex {
  private buckets = new Map<string | null, Bucket>();
  private valueOf = new Map<Entry, string | null>();

  constructor(
    readonly field: string,
    entries: Iterable<Entry>,
  ) {
    for (const e of entries) this.add(e);
  }

  add(e: Entry): void {
    const value = textOf(e.row[this.field]) ?? null;
    this.valueOf.set(e, value);
    let b = this.buckets.get(value);
    if (!b) this.buckets.set(value, (b = { entries: new Set(), last: -1, ordered: true }));
    b.entries.add(e);
    if (e.seq < b.last) b.ordered = false;
    else b.last = e.seq;
  }

  remove(e: Entry): void {
    const value = this.valueOf.get(e);
    if (value === undefined) return;
    this.valueOf.delete(e);
    const b = this.buckets.get(value)!;
    b.entries.delete(e);
    if (!b.entries.size) this.buckets.delete(value);
  }

  /** Re-files a row whose field may have changed. */
  update(e: Entry): void {
    if (this.valueOf.get(e) === (textOf(e.row[this.field]) ?? null)) return;
    this.remove(e);
    this.add(e);
  }

  count(value: string | null): number {
    return this.buckets.get(value)?.entries.size ?? 0;
  }

  /** The rows whose field reads `value` (`null`: has none), in table order. */
  rows(value: string | null): Iterable<Entry> {
    const b = this.buckets.get(value);
    if (!b) return [];
    if (!b.ordered) {
      b.entries = new Set([...b.entries].sort(bySeq));
      b.ordered = true;
      b.last = [...b.entries].at(-1)?.seq ?? -1;
    }
    return b.entries;
  }
}

/**
 * Rows ordered by one field (compareValues), ties in table order; walked either way. Changes are
 * noted and filed when the index is next read: a few one by one (binary search), many at once
 * (sorted and merged), so a bulk insert does not shift the whole list once per row.
 */
export class SortIndex {
  private list: Entry[];
  /** The value each listed row is filed under, so it is found again after the row changed. */
  private filed = new Map<Entry, unknown>();
  /** Rows changed since the last read: true while in the table, false once removed. */
  private pending = new Map<Entry, boolean>();

  constructor(
    readonly field: string,
    entries: Iterable<Entry>,
  ) {
    this.list = [...entries];
    for (const e of this.list) this.filed.set(e, e.row[field]);
    this.list.sort((a, b) => this.cmp(a, b));
  }

  get size(): number {
    this.settle();
    return this.list.length;
  }

  add(e: Entry): void {
    this.pending.set(e, true);
  }

  remove(e: Entry): void {
    this.pending.set(e, false);
  }

  update(e: Entry): void {
    if (!this.filed.has(e) || this.filed.get(e) !== e.row[this.field]) this.pending.set(e, true);
  }

  private cmp(a: Entry, b: Entry): number {
    return compareValues(this.filed.get(a), this.filed.get(b)) || a.seq - b.seq;
  }

  /** Where `e` is, or would go (binary search on the filed values). */
  private position(e: Entry): number {
    let lo = 0;
    let hi = this.list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cmp(this.list[mid], e) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private settle(): void {
    if (!this.pending.size) return;
    if (this.pending.size <= 64) {
      for (const [e, present] of this.pending) {
        if (this.filed.has(e)) {
          let at = this.position(e);
          // Values the order cannot rank consistently (mixed types) may defeat the search.
          if (this.list[at] !== e) at = this.list.indexOf(e);
          this.list.splice(at, 1);
          this.filed.delete(e);
        }
        if (!present) continue;
        this.filed.set(e, e.row[this.field]);
        this.list.splice(this.position(e), 0, e);
      }
    } else {
      const kept = this.list.filter((e) => !this.pending.has(e));
      const fresh: Entry[] = [];
      for (const [e, present] of this.pending) {
        this.filed.delete(e);
        if (present) fresh.push(e);
      }
      for (const e of fresh) this.filed.set(e, e.row[this.field]);
      fresh.sort((a, b) => this.cmp(a, b));
      this.list = merge(kept, fresh, (a, b) => this.cmp(a, b));
    }
    this.pending.clear();
  }

  /** The first position whose value ranks equal to the one at `at` (binary search). */
  private firstEqual(at: number): number {
    const value = this.filed.get(this.list[at]);
    let lo = 0;
    let hi = at;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareValues(this.filed.get(this.list[mid]), value) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Rows `start` to `end` ascending, or descending with ties still in table order (what a
   * stable sort with the reversed comparison gives).
   */
  slice(start: number, end: number, descending: boolean): Entry[] {
    this.settle();
    if (!descending) return this.list.slice(start, end);
    const out: Entry[] = [];
    let skipped = 0;
    let hi = this.list.length;
    while (hi > 0 && out.length < end - start) {
      const lo = this.firstEqual(hi - 1);
      for (let i = lo; i < hi && out.length < end - start; i++) {
        if (skipped < start) skipped++;
        else out.push(this.list[i]);
      }
      hi = lo;
    }
    return out;
  }
}

function merge(a: Entry[], b: Entry[], cmp: (x: Entry, y: Entry) => number): Entry[] {
  const out: Entry[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = cmp(a[i], b[j]) <= 0 ? a[i++] : b[j++];
  while (i < a.length) out[k++] = a[i++];
  while (j < b.length) out[k++] = b[j++];
  return out;
}
