import { useEffect, type RefObject } from 'react';
import { isPlainShortcut } from '@/lib/keys';

/** What a list's key asks: a new record, the previous page, the next page. */
export type ListKey = 'add' | 'previous' | 'next';

const KEYS: Record<string, ListKey> = { n: 'add', N: 'add', ArrowLeft: 'previous', ArrowRight: 'next' };

/**
 * A list's keys, as in the admin tools staff know: N a new record, ← and → the pages. Only the list
 * on screen answers (kept-alive tabs stay mounted, hidden), never while typing or over a dialog.
 * `run` does what the key asks and says whether it could (the first page has no previous).
 */
export function useListKeys(screen: RefObject<HTMLElement | null>, run: (key: ListKey) => boolean | undefined) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = screen.current;
      const key = KEYS[e.key];
      if (!key || !el || !isPlainShortcut(e)) return;
      if (typeof el.checkVisibility === 'function' && !el.checkVisibility()) return;
      // Keys go to the list from the page itself, never from the shell's own widgets (tabs, menus).
      const active = document.activeElement;
      if (active && active !== document.body && active.tagName !== 'MAIN' && !el.contains(active)) return;
      if (run(key)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [screen, run]);
}
