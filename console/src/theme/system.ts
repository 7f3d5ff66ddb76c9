import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { globalCss, keyframes, textStyles, layerStyles, animationStyles } from '@chakra-ui/react/theme';
import { tokens } from './tokens';
import { semanticTokens } from './semantic-tokens';
import { recipes } from './recipes';
import { slotRecipes } from './slot-recipes';

// A lean system: Chakra's base config (conditions, utilities) with only the recipes we use,
// instead of defaultSystem, which carries every recipe of the library.
const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(:root, :host)',
  globalCss: {
    ...globalCss,
    'html, body, #root': { height: '100%' },
    body: { bg: 'shell.pageBg' },
  },
  theme: {
    breakpoints: { sm: '768px', md: '992px', lg: '1200px', xl: '1600px' },
    tokens,
    semanticTokens,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
});

export const system = createSystem(defaultBaseConfig, config);
