import { lazy, type ComponentType } from 'react';

/**
 * A lazy component that loads with Chakra's root around it (theme/chakra-root.tsx): for the first
 * chunk's own lazy dialogs and pages, which must not import Chakra statically.
 * @example const Toaster = lazyWithChakra(() => import('@/components/toaster').then((m) => m.Toaster));
 */
export function lazyWithChakra<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { withChakra }] = await Promise.all([load(), import('./chakra-root')]);
    return { default: withChakra(Component) };
  });
}

/** A route's lazy Component drawn under Chakra's root. @example lazy: chakraRoute(() => import('./lock-page').then((m) => m.LockPage)) */
export function chakraRoute<P extends object>(load: () => Promise<ComponentType<P>>) {
  return async () => {
    const [Component, { withChakra }] = await Promise.all([load(), import('./chakra-root')]);
    return { Component: withChakra(Component) };
  };
}
