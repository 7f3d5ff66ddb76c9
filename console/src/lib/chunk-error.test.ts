// Which failures ask for the one-time reload (spec §8): a lazy JS or CSS chunk that did not arrive,
// in each browser's wording and Vite's, and nothing else.
import { afterEach, describe, expect, it } from 'vitest';
import { isChunkLoadError, reportChunkError, updatePrompt } from './chunk-error';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/profile-page-Ab12.js',
    'error loading dynamically imported module: http://localhost/assets/x.js',
    'Importing a module script failed.',
    'Unable to preload CSS for http://localhost/assets/list-Cd34.css',
    'CSS chunk load failed: /assets/a.css',
  ])('a chunk failure: %s', (message) => expect(isChunkLoadError(new TypeError(message))).toBe(true));

  it('other errors are not', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'ProfilePage')"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reportChunkError', () => {
  afterEach(() => {
    sessionStorage.clear();
    updatePrompt.set({ open: false });
  });

  it('opens the prompt once per tab session: after its reload it never opens again', () => {
    reportChunkError();
    expect(updatePrompt.get().open).toBe(true);
    updatePrompt.set({ open: false });
    sessionStorage.setItem('saber-chunk-reload', '1');
    reportChunkError();
    expect(updatePrompt.get().open).toBe(false);
  });
});
