import { defineRecipe } from '@chakra-ui/react';

/** Adjustments merged into Chakra's own recipes: pill buttons, heavier weight, 3px focus ring. */
export const recipes = {
  button: defineRecipe({
    base: {
      borderRadius: 'full',
      fontWeight: 'semibold',
      focusRingWidth: '3px',
    },
  }),
  link: defineRecipe({
    base: {
      focusRingWidth: '3px',
    },
  }),
  heading: defineRecipe({
    base: {
      fontFamily: 'heading',
      fontWeight: '600',
      letterSpacing: '-0.01em',
      color: 'fg',
    },
  }),
  badge: defineRecipe({
    base: {
      fontWeight: 'semibold',
      letterSpacing: '0.02em',
    },
  }),
};
