import { defineSemanticTokens } from '@chakra-ui/react';

/**
 * What colours mean. `brand` and `accent` are full colour palettes (usable as
 * `colorPalette="brand"` on any Chakra component). Text on `solid` passes WCAG AA (white on
 * ocean.600 is 6.2:1, white on sunset.700 is 5.2:1; fg on bg is 14:1, fg.muted on bg 6.1:1). Form
 * fields are edged with `border.field`.
 */
export const semanticTokens = defineSemanticTokens({
  colors: {
    brand: {
      solid: { value: '{colors.ocean.600}' },
      contrast: { value: '{colors.white}' },
      fg: { value: '{colors.ocean.700}' },
      muted: { value: '{colors.ocean.100}' },
      subtle: { value: '{colors.ocean.50}' },
      emphasized: { value: '{colors.ocean.200}' },
      border: { value: '{colors.ocean.300}' },
      focusRing: { value: '{colors.ocean.500}' },
    },
    accent: {
      solid: { value: '{colors.sunset.700}' },
      contrast: { value: '{colors.white}' },
      fg: { value: '{colors.sunset.800}' },
      muted: { value: '{colors.sunset.100}' },
      subtle: { value: '{colors.sunset.50}' },
      emphasized: { value: '{colors.sunset.200}' },
      border: { value: '{colors.sunset.300}' },
      focusRing: { value: '{colors.sunset.600}' },
    },
    /** For the dark ocean sections (hero, footer): light text and a focus ring that shows on them. */
    inverse: {
      bg: { value: '{colors.ocean.950}' },
      fg: { value: '{colors.sand.100}' },
      muted: { value: '{colors.ink.300}' },
      accent: { value: '{colors.sunset.300}' },
      focusRing: { value: '{colors.sand.300}' },
    },
    bg: {
      DEFAULT: { value: '{colors.sand.50}' },
      subtle: { value: '{colors.sand.100}' },
      muted: { value: '{colors.sand.200}' },
      panel: { value: '{colors.white}' },
    },
    fg: {
      DEFAULT: { value: '{colors.ink.900}' },
      muted: { value: '{colors.ink.600}' },
      subtle: { value: '{colors.ink.500}' },
      // Field errors: Chakra's default red is 3.8:1 on white; red.700 reads at 6.5:1.
      error: { value: '{colors.red.700}' },
    },
    border: {
      DEFAULT: { value: '{colors.sand.200}' },
      muted: { value: '{colors.sand.100}' },
      emphasized: { value: '{colors.sand.300}' },
      // Form fields' edges (WCAG 1.4.11 asks 3:1): 4.4:1 on white, 4.0:1 on ocean.50, 3.9:1 on sand.100.
      // The lighter borders above are decoration on cards and dividers, where no contrast is asked.
      field: { value: '{colors.ink.500}' },
    },
  },
});
