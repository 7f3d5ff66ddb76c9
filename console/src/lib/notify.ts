// A tiny bus between code that has something to say (the SDK's error handler, stores) and the
// toaster rendered by the app, so lib code needs no UI import.
export type Notice = { type: 'success' | 'error' | 'info' | 'warning'; title: string; description?: string };
type Listener = (n: Notice) => void;
const listeners = new Set<Listener>();

export const notify = {
  emit(n: Notice) {
    listeners.forEach((l) => l(n));
  },
  success: (title: string) => notify.emit({ type: 'success', title }),
  error: (title: string) => notify.emit({ type: 'error', title }),
  subscribe(l: Listener) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
};
