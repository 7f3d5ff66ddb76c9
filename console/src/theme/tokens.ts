import { tokens as chakraTokens } from '@chakra-ui/react/theme';
import { defineTokens } from '@chakra-ui/react';

// Chakra's base scales (spacing, sizes, fonts, radii...) plus the brand palette, which points at
// CSS variables so that a theme or the colour picker can restyle the page without a rebuild. The
// light steps are shades of the colour cluster (themes.ts); 600/700 are the ink white text sits on.
const primaryVars: Record<string, string> = {
  '50': 'light-9',
  '100': 'light-8',
  '200': 'light-7',
  '300': 'light-5',
  '400': 'light-3',
  '500': '500',
  '600': '600',
  '700': '700',
};
const primaryScale = Object.fromEntries(Object.entries(primaryVars).map(([k, v]) => [k, { value: `var(--primary-${v})` }]));

// Palettes no screen speaks (teal, cyan, purple, pink, yellow) are left out: every palette costs
// 11 CSS variables here and 7 semantic ones with light/dark values (see semantic-tokens.ts).
export const unusedPalettes = ['yellow', 'teal', 'cyan', 'purple', 'pink'];
const without = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !unusedPalettes.includes(k)));

export const tokens = defineTokens({
  ...chakraTokens,
  fonts: {
    heading: { value: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif' },
    body: { value: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif' },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
  },
  colors: { ...without(chakraTokens.colors), primary: primaryScale },
});
