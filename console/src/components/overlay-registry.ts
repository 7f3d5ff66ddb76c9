import type { Dialog, Menu, Popover } from '@chakra-ui/react';

/** Chakra's overlay namespaces, once their chunk has run. */
export type OverlayParts = { Dialog: typeof Dialog; Menu: typeof Menu; Popover: typeof Popover };

let parts: OverlayParts | undefined;

// Set by overlay-parts.ts as it runs: a lazy part drawn inside a chunk that imported the parts
// statically (a form dialog) finds them at once and never waits for a dynamic import.
export const registerOverlays = (loaded: OverlayParts) => void (parts = loaded);
export const loadedOverlays = () => parts;
