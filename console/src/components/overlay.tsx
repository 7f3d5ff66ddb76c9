import { use, type ComponentType } from 'react';
import { loadedOverlays, type OverlayParts } from './overlay-registry';

type Kind = keyof OverlayParts;

let loading: Promise<OverlayParts> | undefined;

/** Starts loading the overlays' chunk (a trigger approached, a list shown); a failure may be retried. */
export function preloadOverlays(): Promise<OverlayParts> {
  loading ??= import('./overlay-parts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A part (`Menu.Root`) that draws Chakra's own once the chunk has run, and suspends until then. */
function partOf(kind: Kind, name: string): ComponentType<object> {
  function Part(props: object) {
    const parts = loadedOverlays() ?? use(preloadOverlays());
    const Real = (parts[kind] as unknown as Record<string, ComponentType<object>>)[name];
    return <Real {...props} />;
  }
  Part.displayName = `${kind}.${name}`;
  return Part;
}

/** A namespace with the shape of Chakra's (`Menu.Root`, `Menu.Trigger`...) whose parts are made on first use. */
function lazyNamespace<K extends Kind>(kind: K): OverlayParts[K] {
  const made = new Map<string, ComponentType<object>>();
  const get = (_: object, name: string | symbol) => {
    if (typeof name !== 'string') return undefined;
    if (!made.has(name)) made.set(name, partOf(kind, name));
    return made.get(name);
  };
  return new Proxy({}, { get }) as OverlayParts[K];
}

/**
 * Chakra's Dialog, Menu and Popover with the same parts, whose code (the parts and their Zag machines,
 * positioning and focus handling) loads when the first one is drawn, not with a list or the shell.
 * Draw one under a Suspense boundary: a menu's holds its trigger meanwhile (useArmOnApproach), a
 * dialog's nothing (it is drawn when it opens). A chunk that draws one at once imports overlay-parts.ts.
 * @example import { Menu } from '@/components/overlay';
 */
export const Dialog = lazyNamespace('Dialog');
export const Menu = lazyNamespace('Menu');
export const Popover = lazyNamespace('Popover');
