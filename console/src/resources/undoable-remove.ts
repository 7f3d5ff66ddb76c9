import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/notify';

// A removal the user can take back, as react-admin's undoable mode does: after the confirm the rows
// leave the list at once and a toast offers 撤销; the call is sent only when the toast goes (or at
// once when the screen goes away), so an undo sends nothing. BladeX has no restore for a removed
// row, which is why the call waits rather than being reversed.

/** How long 撤销 is offered. */
export const UNDO_MS = 5000;

/** Texts of the toast: its title (删除成功) and its button (撤销). */
export type UndoTexts = { title: string; undo: string };

const waiting = new Set<() => void>();
// A page closed while a removal waits: it is sent now, and the browser asks before leaving, which
// gives the call time to go out.
const onBeforeUnload = (e: BeforeUnloadEvent) => {
  [...waiting].forEach((send) => send());
  e.preventDefault();
  e.returnValue = '';
};
const hold = (flush: () => void) => {
  if (!waiting.size) window.addEventListener('beforeunload', onBeforeUnload);
  waiting.add(flush);
};
const release = (flush: () => void) => {
  waiting.delete(flush);
  if (!waiting.size) window.removeEventListener('beforeunload', onBeforeUnload);
};

/**
 * `send` removes keys on the server; `sent` is awaited after it succeeds (the list read again) before
 * the rows are shown again, so a removed row never flickers back. A refused call shows its rows again
 * (the SDK has already said why).
 */
export function useUndoableRemove(send: (keys: string[]) => Promise<unknown>, sent: () => Promise<unknown>) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const pending = useRef(new Map<() => void, string[]>());
  const io = useRef({ send, sent });
  io.current = { send, sent };

  const show = useCallback((keys: string[]) => {
    setHidden((h) => new Set([...h].filter((k) => !keys.includes(k))));
  }, []);

  /** Takes a waiting removal out of the queue: its keys, or undefined when it was sent or undone already. */
  const settle = useCallback((flush: () => void) => {
    const keys = pending.current.get(flush);
    pending.current.delete(flush);
    release(flush);
    return keys;
  }, []);

  const remove = useCallback(
    (keys: string[], texts: UndoTexts) => {
      const flush = () => {
        if (!settle(flush)) return;
        io.current
          .send(keys)
          .then(() => io.current.sent())
          .catch(() => undefined)
          .finally(() => show(keys));
      };
      const undo = () => settle(flush) && show(keys);
      pending.current.set(flush, keys);
      hold(flush);
      setHidden((h) => new Set([...h, ...keys]));
      notify.emit({ type: 'success', title: texts.title, duration: UNDO_MS, action: { label: texts.undo, onClick: undo }, onClose: flush });
    },
    [settle, show],
  );

  // Leaving the screen sends what still waits: the user meant it, and nothing is left to undo it from.
  useEffect(() => {
    const all = pending.current;
    return () => [...all.keys()].forEach((flush) => flush());
  }, []);

  return { hidden, remove };
}
