// The chunk loader's own failures (spec §8/§9, the stock console's webpack loader): a lazy chunk
// that is missing, fails, or has not arrived after 120 s is a ChunkLoadError, and a style sheet it
// needs that fails is a "CSS chunk load failed" error, both of which ask for the one-time reload
// (chunk-error.ts). Every dynamic import of the console's code passes through here: the build wraps
// each `import()` (vite.config.ts, chunk-timeout plugin), so no call site has to remember it.
import { isChunkLoadError } from './chunk-error';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** `load` within `ms`, its chunk failures named as the loader names them; other errors (a module's own) pass as they are. */
export function withChunkTimeout<T>(load: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk failed. (timeout: no answer in ${ms / 1000} s)`)), ms);
  });
  return Promise.race([load, timeout])
    .catch((e: unknown) => {
      if (e instanceof ChunkLoadError || !isChunkLoadError(e)) throw e;
      const message = e instanceof Error ? e.message : String(e);
      // Vite's preload of a chunk's styles: "Unable to preload CSS for /assets/x.css".
      if (/CSS/.test(message)) throw new ChunkLoadError(`CSS chunk load failed. (${message})`);
      throw new ChunkLoadError(
        `Loading chunk failed. (${/dynamically imported|Importing a module/i.test(message) ? 'missing' : 'error'}: ${message})`,
      );
    })
    .finally(() => clearTimeout(timer));
}
