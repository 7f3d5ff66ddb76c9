import { Dialog, Menu, Popover } from '@chakra-ui/react';
import { registerOverlays } from './overlay-registry';

// Chakra's overlays, in the chunk that loads with the first one drawn (components/overlay.tsx). A
// lazy chunk that draws a dialog at once (a form) imports them from here: loaded with it, not after it.
registerOverlays({ Dialog, Menu, Popover });

export { Dialog, Menu, Popover };
