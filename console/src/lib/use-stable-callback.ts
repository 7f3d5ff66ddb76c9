import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * The same function for the component's life, calling the latest one it was given: a memoised
 * child handed it is not drawn again because its parent drew a new closure.
 */
export function useStableCallback<A extends unknown[], R>(fn: ((...args: A) => R) | undefined): (...args: A) => R | undefined {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current?.(...args), []);
}
