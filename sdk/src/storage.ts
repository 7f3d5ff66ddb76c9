// The storage helper of spec §9: keys carry an application prefix; a value is stored with its type
// and a timestamp; session storage when asked, else local storage; reads try session storage first.
// The timestamp matters: the token's entry time is the "token time" the refresh check reads.

/** The part of the Web Storage API the helper needs (window.localStorage, or a Map-backed stand-in). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** One stored entry, as written to storage (the stock console's shape). */
export interface StoredEntry<T = unknown> {
  dataType: string;
  content: T;
  type?: 'session';
  datetime: number;
}

/** What the SDK needs from storage; `browserStorage()` and `memoryStorage()` make one. */
export interface BladeStorage {
  get<T = unknown>(name: string): T | undefined;
  /** The entry with its type and timestamp (ms), or undefined. */
  entry<T = unknown>(name: string): StoredEntry<T> | undefined;
  set(name: string, content: unknown, options?: { session?: boolean }): void;
  /** Removes the value from both session and local storage. */
  remove(name: string): void;
  /** Mirrors a value into a cookie (browsers only; the access token lives there for 180 days). */
  setCookie?(name: string, value: string | null, days: number): void;
}

export interface StorageOptions {
  /** Application key put before every name: `saber` stores `token` as `saber-token`. */
  prefix?: string;
  /** Clock for the stored timestamps (ms). */
  now?: () => number;
}

/** The spec §9 semantics over any two Web-Storage-like stores. */
export function createStorage(
  local: StorageLike,
  session: StorageLike,
  { prefix = 'saber', now = Date.now }: StorageOptions = {},
): BladeStorage {
  const key = (name: string) => `${prefix}-${name}`;
  const read = <T>(name: string): StoredEntry<T> | undefined => {
    const k = key(name);
    const raw = session.getItem(k) ?? local.getItem(k);
    if (raw == null) return undefined;
    try {
      return JSON.parse(raw) as StoredEntry<T>;
    } catch {
      return undefined; // written by something else: treat as absent rather than crash the app
    }
  };
  return {
    entry: read,
    get: <T>(name: string) => read<T>(name)?.content,
    set(name, content, { session: inSession = false } = {}) {
      const entry: StoredEntry = { dataType: typeof content, content, datetime: now(), ...(inSession ? { type: 'session' as const } : {}) };
      (inSession ? session : local).setItem(key(name), JSON.stringify(entry));
    },
    remove(name) {
      session.removeItem(key(name));
      local.removeItem(key(name));
    },
  };
}

/** A Map-backed StorageLike (Node scripts, tests, server rendering). */
export function memoryStore(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

/**
 * Storage for Node and tests: the same semantics, in memory.
 * @example createBladeClient({ storage: memoryStorage({ prefix: 'saber' }) })
 */
export function memoryStorage(options?: StorageOptions & { local?: StorageLike; session?: StorageLike }): BladeStorage {
  return createStorage(options?.local ?? memoryStore(), options?.session ?? memoryStore(), options);
}

/**
 * Browser storage: localStorage/sessionStorage, and the access token mirrored into a cookie.
 * @example createBladeClient({ storage: browserStorage({ prefix: 'saber' }) })
 */
export function browserStorage(options: StorageOptions & { document?: { cookie: string }; secure?: boolean } = {}): BladeStorage {
  const g = globalThis as unknown as {
    localStorage: StorageLike;
    sessionStorage: StorageLike;
    document?: { cookie: string };
    location?: { protocol: string };
  };
  const doc = options.document ?? g.document;
  const prefix = options.prefix ?? 'saber';
  // Over https the token cookie is never sent in clear; plain http (a local sandbox) cannot set Secure.
  const secure = options.secure ?? g.location?.protocol === 'https:';
  return {
    ...createStorage(g.localStorage, g.sessionStorage, options),
    setCookie(name, value, days) {
      if (!doc) return;
      doc.cookie = tokenCookie(`${prefix}-${name}`, value, days, secure);
    },
  };
}

/** The Set-Cookie text of the token cookie: SameSite=Lax always, Secure over https; null deletes it. */
export function tokenCookie(name: string, value: string | null, days: number, secure: boolean): string {
  const age = value == null ? 0 : days * 86400;
  return `${name}=${encodeURIComponent(value ?? '')}; max-age=${age}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
