import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { globalCss } from './global-css';
import { recipes, slotRecipes } from './recipes';
import { semanticTokens } from './semantic-tokens';
import { textStyles } from './text-styles';
import { tokens } from './tokens';

const sunwardConfig = defineConfig({
  globalCss,
  theme: {
    tokens,
    semanticTokens,
    textStyles,
    recipes,
    slotRecipes,
  },
});

/** The Chakra system of the site: Chakra's defaults plus the Sunward brand. */
export const system = createSystem(defaultConfig, sunwardConfig);
