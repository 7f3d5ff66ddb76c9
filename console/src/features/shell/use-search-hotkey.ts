import { useEffect } from 'react';
import { isTyping, modalOpen } from '@/lib/keys';
import { uiStore } from '@/lib/ui-store';

export { isTyping };

/** Whether a keydown asks for the menu search: Ctrl+K or ⌘K anywhere, `/` when not typing. */
export function wantsMenuSearch(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  active: Element | null,
): boolean {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') return true;
  return e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(active);
}

/**
 * `/` or Ctrl+K (⌘K) opens the menu search, as in the consoles staff know; not over
 * another open dialog, whose own keys come first.
 */
export function useSearchHotkey() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || !wantsMenuSearch(e, document.activeElement)) return;
      if (modalOpen()) return;
      e.preventDefault(); // Ctrl+K would otherwise go to the browser's address bar
      uiStore.set({ searchOpen: true });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
