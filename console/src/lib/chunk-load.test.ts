// The loader's failures as spec §8 names them: missing or error, a timeout after 120 s, and a CSS
// chunk; a module's own error is not a chunk failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from './chunk-error';
import { CHUNK_TIMEOUT_MS, withChunkTimeout } from './chunk-load';

describe('withChunkTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('answers what the chunk answers and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await expect(withChunkTimeout(Promise.resolve({ Page: 1 }))).resolves.toEqual({ Page: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a chunk that has not arrived after 120 s as a chunk load error (a timeout), not before', async () => {
    vi.useFakeTimers();
    let settled: unknown;
    const load = withChunkTimeout(new Promise(() => {})).catch((e: unknown) => (settled = e));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await load;
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(settled).toMatchObject({ name: 'ChunkLoadError', message: expect.stringMatching(/timeout/) });
    expect(isChunkLoadError(settled)).toBe(true);
  });

  it('names a missing module and a failed style sheet as the loader does', async () => {
    const missing = await withChunkTimeout(
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).catch((e: unknown) => e);
    expect(missing).toMatchObject({ name: 'ChunkLoadError', message: expect.stringMatching(/^Loading chunk failed\. \(missing/) });
    const css = await withChunkTimeout(Promise.reject(new Error('Unable to preload CSS for /assets/list.css'))).catch((e: unknown) => e);
    expect(css).toMatchObject({ name: 'ChunkLoadError', message: expect.stringMatching(/^CSS chunk load failed/) });
    expect(isChunkLoadError(css)).toBe(true);
  });

  it("passes a module's own error through untouched", async () => {
    const own = new ReferenceError('window is not defined');
    await expect(withChunkTimeout(Promise.reject(own))).rejects.toBe(own);
  });
});
