import { useSyncExternalStore } from 'react';

// Whether the browser has a network: the offline banner reads it. TanStack Query pauses its
// queries on the same events and runs them again when the network is back.

function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
