// A tiny bus between code that has something to say (the SDK's error handler, stores) and the
// toaster rendered by the app, so lib code needs no UI import.
export type Notice = {
  type: 'success' | 'error' | 'info' | 'warning';
  title: string;
  description?: string;
  /** How long it stays, in ms (default 3 s). */
  duration?: number;
  /** A button on the toast (撤销). */
  action?: { label: string; onClick: () => void };
  /** Called once the toast is gone: timed out, closed, or taken away by clearAll. */
  onClose?: () => void;
};
type Listener = (n: Notice) => void;
const listeners = new Set<Listener>();
const clearers = new Set<() => void>();
// The toaster loads lazily: what is said before it is there waits here.
const pending: Notice[] = [];
let toasterReady = false;

export const notify = {
  emit(n: Notice) {
    if (!toasterReady) pending.push(n);
    [...listeners].forEach((l) => l(n));
  },
  success: (title: string) => notify.emit({ type: 'success', title }),
  error: (title: string) => notify.emit({ type: 'error', title }),
  /** Called once, at the first notice: the toaster is loaded only when there is something to say. */
  whenNeeded(fn: () => void) {
    if (pending.length) return fn();
    const once: Listener = () => {
      listeners.delete(once);
      fn();
    };
    listeners.add(once);
  },
  /** Takes every notice off the screen: a new session must not open under the last one's errors. */
  clearAll() {
    pending.length = 0;
    clearers.forEach((c) => c());
  },
  /** Called by the toaster: how to take its notices away. */
  onClear(c: () => void) {
    clearers.add(c);
    return () => void clearers.delete(c);
  },
  subscribe(l: Listener) {
    listeners.add(l);
    toasterReady = true;
    // Next tick: the toaster's own store is (re)mounted by then (React StrictMode mounts twice).
    const queued = pending.splice(0);
    if (queued.length) setTimeout(() => queued.forEach(l), 0);
    return () => void listeners.delete(l);
  },
};
