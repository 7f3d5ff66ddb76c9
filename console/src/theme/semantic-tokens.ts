import { semanticTokens as chakraSemantic } from '@chakra-ui/react/theme';
import { defineSemanticTokens } from '@chakra-ui/react';
import { unusedPalettes } from './tokens';

const v = (name: string) => ({ value: `var(--${name})` });

// `brand` is the palette every component speaks through colorPalette.*; `shell` holds the
// surfaces a theme recolours (header, sidebar, tabs). Values come from CSS variables set per
// theme at the root (see themes.ts).
export const semanticTokens = defineSemanticTokens({
  ...chakraSemantic,
  colors: {
    ...Object.fromEntries(Object.entries(chakraSemantic.colors ?? {}).filter(([k]) => !unusedPalettes.includes(k))),
    brand: {
      solid: v('primary-600'),
      contrast: { value: 'white' },
      fg: v('primary-700'),
      muted: v('primary-light-7'),
      subtle: v('primary-light-8'),
      emphasized: v('primary-light-5'),
      // A ring is not text: the cluster's darker shade clears the 3:1 it needs.
      focusRing: v('primary-dark-1'),
    },
    shell: {
      headerBg: v('shell-header-bg'),
      headerFg: v('shell-header-fg'),
      sidebarBg: v('shell-sidebar-bg'),
      sidebarFg: v('shell-sidebar-fg'),
      sidebarActiveBg: v('shell-sidebar-active-bg'),
      sidebarActiveFg: v('shell-sidebar-active-fg'),
      logoBg: v('shell-logo-bg'),
      pageBg: v('shell-page-bg'),
      tabsBg: v('shell-tabs-bg'),
    },
  },
});
