import { createStore } from '@/lib/store';

/** A failed lazy chunk (JS or CSS): the page was deployed again since this tab loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /ChunkLoadError|Loading (CSS )?chunk .* failed|CSS chunk load failed|Unable to preload CSS|dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    msg,
  );
}

const ONCE_KEY = 'saber-chunk-reload';
/** The one-time "application updated" prompt (spec §8). */
export const updatePrompt = createStore<{ open: boolean }>({ open: false });

export function reportChunkError() {
  if (sessionStorage.getItem(ONCE_KEY)) return; // once per tab session: never a reload loop
  updatePrompt.set({ open: true });
}

export function reloadForUpdate() {
  sessionStorage.setItem(ONCE_KEY, '1');
  location.reload();
}
