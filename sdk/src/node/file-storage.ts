import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createStorage, memoryStore, type BladeStorage, type StorageLike, type StorageOptions } from '../storage';

/**
 * A StorageLike kept in one JSON file (`{ "saber-token": "..." }`). Read once, on first use; every
 * change rewrites the whole file through a temp file and a rename, so a crash or a second process
 * never sees half a file. Mode 0600 (the file holds tokens); its folder is created 0700.
 */
export function fileStore(path: string): StorageLike {
  let map: Map<string, string> | undefined;
  const load = (): Map<string, string> => {
    if (map) return map;
    try {
      map = new Map(Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>));
    } catch (error) {
      // No file yet is the normal first run. A file that is not ours (broken JSON) counts as no
      // session: the next sign-in rewrites it, rather than every run failing until it is deleted.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
      map = new Map();
    }
    return map;
  };
  const save = () => {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temp, JSON.stringify(Object.fromEntries(load()), null, 2), { mode: 0o600 });
    renameSync(temp, path);
  };
  return {
    getItem: (k) => load().get(k) ?? null,
    setItem(k, v) {
      load().set(k, String(v));
      save();
    },
    removeItem(k) {
      if (load().delete(k)) save();
    },
  };
}

/**
 * Storage for Node scripts whose session should survive runs: the spec §9 semantics, local entries
 * in the file at `path` (session-only entries stay in memory, as a browser tab's would).
 * @example createBladeClient({ baseUrl, storage: fileStorage(sessionFilePath()) })
 */
export function fileStorage(path: string, options?: StorageOptions): BladeStorage {
  return createStorage(fileStore(path), memoryStore(), options);
}
