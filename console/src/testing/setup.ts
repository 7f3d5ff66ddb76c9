import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from './msw-server';
import { initI18n, loadAllNamespaces } from '@/i18n';

// jsdom lacks a few browser APIs Chakra (zag) touches.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
window.matchMedia ??= ((q: string) => ({
  matches: false,
  media: q,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  onchange: null,
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
Element.prototype.scrollTo ??= function () {};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Every namespace in both languages up front: a component's first render never suspends on a
  // lazily fetched namespace, so tests see texts, never a loading state.
  initI18n('zh');
  await loadAllNamespaces();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
