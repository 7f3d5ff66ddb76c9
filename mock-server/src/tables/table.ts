// One table of the store: a Map of rows by key, as every handler has always used it, that also
// sees every change. Each stored row is handed out as a proxy, so a handler that changes a row in
// place (Object.assign(row, ...), row.status = 2) is seen like a set(): the store journals the
// row and the table re-files it in its indexes. A value that cannot be stored is refused (400).
import { EqualityIndex, SortIndex, type Entry } from './indexes.ts';
import { assertStorable, assertStorableRow } from './storable.ts';

export type Row = Record<string, any>;

interface StoredEntry extends Entry {
  table: Table;
  /** A value worked out from the row (its JSON on the wire), dropped as soon as the row may change. */
  memo?: { key: object; value: unknown };
}

/**
 * The entry holding a stored object, kept on the object under a symbol that is not enumerable:
 * JSON, spreads, Object.assign, for-in and structuredClone never see it. Read through a proxy it
 * answers the same entry, so it also leads from a handed-out row to the object behind it.
 */
const OWNER = Symbol('stored row');
const ownerOf = (row: Row): StoredEntry | undefined => (row as { [OWNER]?: StoredEntry })[OWNER];
const own = (row: Row, e: StoredEntry | undefined) =>
  Object.defineProperty(row, OWNER, { value: e, writable: true, configurable: true, enumerable: false });

const noted = (target: Row, prop: string | symbol) => {
  const e = ownerOf(target);
  if (e && typeof prop === 'string') e.table.noteChange(e, prop);
};

const tracking: ProxyHandler<Row> = {
  set(target, prop, value) {
    // A row's prototype is never replaced (a `__proto__` key of a body once did just that).
    if (prop === '__proto__') return true;
    if (typeof prop === 'string') assertStorable(value, prop);
    target[prop as string] = value;
    noted(target, prop);
    return true;
  },
  deleteProperty(target, prop) {
    delete target[prop as string];
    noted(target, prop);
    return true;
  },
  defineProperty(target, prop, descriptor) {
    if (prop === '__proto__') return true;
    if (typeof prop === 'string' && 'value' in descriptor) assertStorable(descriptor.value, prop);
    const done = Reflect.defineProperty(target, prop, descriptor);
    noted(target, prop);
    return done;
  },
  setPrototypeOf: () => false,
};

/** The stored object of a row handed out by a table (the row itself for any other object). */
export const storedObject = (row: Row): Row => ownerOf(row)?.row ?? row;

/** What `remember` kept under `key` for a stored row that has not changed since; undefined otherwise. */
export function recall(row: Row, key: object): unknown {
  const memo = ownerOf(row)?.memo;
  return memo?.key === key ? memo.value : undefined;
}

/**
 * Keeps a value worked out from a stored row (its JSON on the wire) until the row changes, so an
 * unchanged row is not worked out again on every list. Nothing is kept for a row that is not
 * stored, or that was just set: its caller may still change the object behind the proxy.
 */
export function remember(row: Row, key: object, value: unknown): void {
  const e = ownerOf(row);
  if (e) e.table.keep(e, key, value);
}

export class Table extends Map<string, Row> {
  private stored = new Map<string, StoredEntry>();
  private seq = 0;
  /** Changes made so far: the table's stamp (stamp()). */
  private changes = 0;
  private equality = new Map<string, EqualityIndex>();
  private sorts = new Map<string, SortIndex>();
  /** Rows set since the last settle(): a caller may still change the object it passed in directly. */
  private unsettled = new Set<StoredEntry>();

  constructor(
    readonly id: string,
    private readonly onChange: (table: Table, key: string) => void,
  ) {
    super();
  }

  override set(key: string, row: Row): this {
    let raw = storedObject(row);
    assertStorableRow(raw);
    const owner = ownerOf(raw);
    // One object lives in one place: a row stored elsewhere is copied, not shared.
    if (owner && (owner.table !== this || owner.key !== key)) raw = { ...raw };
    let e = this.stored.get(key);
    if (!e) {
      e = { key, seq: ++this.seq, row: raw, proxy: raw, table: this, memo: undefined };
      this.stored.set(key, e);
      this.wrap(e, raw);
      for (const ix of this.equality.values()) ix.add(e);
      for (const ix of this.sorts.values()) ix.add(e);
    } else {
      if (e.row !== raw) {
        own(e.row, undefined);
        this.wrap(e, raw);
      }
      this.refile(e);
    }
    e.memo = undefined;
    this.changes++;
    super.set(key, e.proxy);
    this.unsettled.add(e);
    this.onChange(this, key);
    return this;
  }

  override delete(key: string): boolean {
    const e = this.stored.get(key);
    if (!e) return false;
    for (const ix of this.equality.values()) ix.remove(e);
    for (const ix of this.sorts.values()) ix.remove(e);
    this.stored.delete(key);
    this.unsettled.delete(e);
    own(e.row, undefined);
    this.changes++;
    super.delete(key);
    this.onChange(this, key);
    return true;
  }

  override clear(): void {
    for (const key of [...this.stored.keys()]) this.delete(key);
  }

  private wrap(e: StoredEntry, raw: Row): void {
    e.row = raw;
    e.proxy = new Proxy(raw, tracking);
    own(raw, e);
  }

  private refile(e: StoredEntry): void {
    for (const ix of this.equality.values()) ix.update(e);
    for (const ix of this.sorts.values()) ix.update(e);
  }

  /** Called by the proxy of a row of this table when one of its fields changed. */
  noteChange(e: StoredEntry, field: string): void {
    e.memo = undefined;
    this.changes++;
    this.equality.get(field)?.update(e);
    this.sorts.get(field)?.update(e);
    this.onChange(this, e.key);
  }

  /** Re-files the rows set since the last call, in case their objects changed behind the proxy. */
  settle(): void {
    for (const e of this.unsettled) this.refile(e);
    this.unsettled.clear();
  }

  /**
   * A number that differs after any change to the table's rows, so what was worked out from them
   * can be kept until then; undefined while a row just set may still change behind its proxy.
   */
  stamp(): number | undefined {
    return this.unsettled.size ? undefined : this.changes;
  }

  /** remember()'s keeping, for a row this table holds and has settled. */
  keep(e: StoredEntry, key: object, value: unknown): void {
    if (this.stored.get(e.key) === e && !this.unsettled.has(e)) e.memo = { key, value };
  }

  /** The stored row (not a proxy) for read-only use: changes made to it are not seen. */
  read(key: string): Row | undefined {
    return this.stored.get(key)?.row;
  }

  /** The entries in table order (first set first), for read-only use. */
  ordered(): IterableIterator<Entry> {
    return this.stored.values();
  }

  /** The equality index of `field`, built on first use. */
  equalityIndex(field: string): EqualityIndex {
    this.settle();
    let ix = this.equality.get(field);
    if (!ix) this.equality.set(field, (ix = new EqualityIndex(field, this.stored.values())));
    return ix;
  }

  /** The sort index of `field`, built on first use. */
  sortIndex(field: string): SortIndex {
    this.settle();
    let ix = this.sorts.get(field);
    if (!ix) this.sorts.set(field, (ix = new SortIndex(field, this.stored.values())));
    return ix;
  }
}
