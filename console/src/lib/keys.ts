// What the keyboard shortcuts share: whether a key goes into text, and whether a plain key (no
// modifier) is free for a page's shortcut.

/** True when a key typed now goes into text: an input that takes text, a textarea, a select, an editable element. */
export function isTyping(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(el.type);
  return el instanceof HTMLElement && el.isContentEditable;
}

/** An open modal (a form, a confirm, the menu search) takes the keys first. */
export const modalOpen = () => !!document.querySelector('[role=dialog][aria-modal=true], [role=alertdialog]');

/** A plain key a page may take as a shortcut: no modifier, not typed into text, no modal open. */
export function isPlainShortcut(e: KeyboardEvent): boolean {
  return !e.defaultPrevented && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(document.activeElement) && !modalOpen();
}
