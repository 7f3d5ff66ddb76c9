import { useSyncExternalStore } from 'react';

/** A minimal external store: the shell's client state (tabs, prefs, lock, menu, error log). */
export type Store<T> = {
  get(): T;
  set(next: Partial<T> | ((prev: T) => T)): void;
  subscribe(fn: () => void): () => void;
};

export function createStore<T extends object>(initial: T, persist?: (value: T) => void): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? next(value) : { ...value, ...next };
      persist?.(value);
      listeners.forEach((l) => l());
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

export function useStore<T extends object, S>(store: Store<T>, select: (v: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
