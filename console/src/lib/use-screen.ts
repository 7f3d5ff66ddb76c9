import { useSyncExternalStore } from 'react';
import { screenClass } from './screen';

const subscribe = (fn: () => void) => {
  window.addEventListener('resize', fn);
  return () => window.removeEventListener('resize', fn);
};

/** The screen size class 0-3 (spec §2), live. */
export function useScreenClass() {
  return useSyncExternalStore(
    subscribe,
    () => screenClass(window.innerWidth),
    () => 3 as const,
  );
}
