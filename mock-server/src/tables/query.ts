// A list query over one table (the standard list and page): conditions, sort keys, and the page
// asked for. Equality conditions read an equality index, so only the matching rows are visited;
// with no condition left to test, the total is the index's count and only the page's rows are
// read; a single sort key with no condition pages from a sort index. Anything else (a `like`, a
// range, several sort keys) filters the narrowest candidates as a scan would. The answer is
// always the one a full scan, a filter and a stable sort give.
import { compareValues, type Entry } from './indexes.ts';
import type { Row, Table } from './table.ts';

export interface Condition {
  field: string;
  /** equal, notequal, like, notlike, gt, lt, ge, le, dategt... */
  op: string;
  value: string;
  test(row: Row): boolean;
}

/** A sort key: field and direction (1 ascending, -1 descending). */
export type SortKey = [string, number];

/** The rows of a list, paged without reading the rest where the indexes allow it. */
export interface Listing {
  readonly length: number;
  /** Rows `start` to `end` (exclusive) in list order. */
  slice(start: number, end: number): Row[];
  all(): Row[];
}

const rowsOf = (entries: Iterable<Entry>): Row[] => Array.from(entries, (e) => e.row);

// Listings are classes rather than object literals of arrows: one is made per list request, and
// closures made per request cost more than methods (under tsx each also has its name defined).

/** A listing of rows already worked out. */
class RowsListing implements Listing {
  readonly length: number;
  constructor(private readonly rows: Row[]) {
    this.length = rows.length;
  }
  slice(start: number, end: number): Row[] {
    return this.rows.slice(start, end);
  }
  all(): Row[] {
    return this.rows;
  }
}

/** The candidates of a select with nothing left to test or sort: paged by walking them. */
class WindowListing implements Listing {
  constructor(
    private readonly entries: Iterable<Entry>,
    readonly length: number,
  ) {}
  slice(start: number, end: number): Row[] {
    return window(this.entries, start, end);
  }
  all(): Row[] {
    return rowsOf(this.entries);
  }
}

/** A listing of rows already worked out. */
export function listingOf(rows: Row[]): Listing {
  return new RowsListing(rows);
}

/** The whole table in table order (iterable again and again: a listing may be read more than once). */
class TableOrder implements Iterable<Entry> {
  constructor(private readonly table: Table) {}
  [Symbol.iterator](): Iterator<Entry> {
    return this.table.ordered();
  }
}

/** Entries `start` to `end` of an ordered iterable, reading no further than `end`. */
function window(entries: Iterable<Entry>, start: number, end: number): Row[] {
  const out: Row[] = [];
  if (end <= start) return out;
  let i = 0;
  for (const e of entries) {
    if (i >= start) out.push(e.row);
    if (++i >= end) break;
  }
  return out;
}

/** Compares two rows by the sort keys, as the list sort does (ties keep table order). */
export function compareRows(a: Row, b: Row, keys: SortKey[]): number {
  for (const [k, dir] of keys) {
    const cmp = compareValues(a[k], b[k]);
    if (cmp) return cmp * dir;
  }
  return 0;
}

/**
 * The stored rows (not proxies: read-only) matching every condition, in sort-key order, or table
 * order without keys.
 */
export function select(table: Table, conditions: Condition[], keys: SortKey[]): Listing {
  // The narrowest equality condition picks the candidates; the others are tested on them.
  let narrowest: Condition | undefined;
  let count = table.size;
  for (const c of conditions) {
    if (c.op !== 'equal') continue;
    const n = table.equalityIndex(c.field).count(c.value);
    if (!narrowest || n < count) [narrowest, count] = [c, n];
  }
  const rest = conditions.length ? conditions.filter((c) => c !== narrowest) : conditions;
  const candidates: Iterable<Entry> = narrowest ? table.equalityIndex(narrowest.field).rows(narrowest.value) : new TableOrder(table);
  if (!rest.length && !keys.length) return new WindowListing(candidates, count);
  if (!rest.length && !narrowest && keys.length === 1) {
    const [field, dir] = keys[0];
    const ix = table.sortIndex(field);
    return { length: ix.size, slice: (s, e) => rowsOf(ix.slice(s, e, dir < 0)), all: () => rowsOf(ix.slice(0, ix.size, dir < 0)) };
  }
  const rows: Row[] = [];
  for (const e of candidates) if (rest.every((c) => c.test(e.row))) rows.push(e.row);
  if (keys.length) rows.sort((a, b) => compareRows(a, b, keys));
  return listingOf(rows);
}

const bySeq = (a: Entry, b: Entry) => a.seq - b.seq;

/**
 * The stored rows whose `field` is `parent`, in table order (read-only); under the root also
 * those with no parent at all, which a tree shows at the top.
 */
export function childrenOf(table: Table, field: string, parent: string, root: string): Row[] {
  const ix = table.equalityIndex(field);
  if (parent !== root || !ix.count(null)) return rowsOf(ix.rows(parent));
  return rowsOf([...ix.rows(parent), ...ix.rows(null)].sort(bySeq));
}

/** Whether any row has `key` as its `field` (the children test of a lazy tree). */
export function hasChildren(table: Table, field: string, key: string, root: string): boolean {
  const ix = table.equalityIndex(field);
  return ix.count(key) > 0 || (key === root && ix.count(null) > 0);
}
