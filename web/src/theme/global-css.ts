import { defineGlobalStyles } from '@chakra-ui/react';

/** Page-wide defaults: warm canvas, brand palette, and a focus ring on everything focusable. */
export const globalCss = defineGlobalStyles({
  html: {
    colorPalette: 'brand',
    scrollPaddingTop: '24',
  },
  body: {
    fontFamily: 'body',
    bg: 'bg',
    color: 'fg',
    textRendering: 'optimizeLegibility',
  },
  'h1, h2, h3, h4': {
    textWrap: 'balance',
  },
  p: {
    textWrap: 'pretty',
  },
  // Chakra's components draw their own ring; this covers plain links, summaries and
  // anything else that can take focus.
  '*:focus-visible': {
    outlineWidth: '3px',
    outlineStyle: 'solid',
    outlineColor: 'var(--focus-ring-color, {colors.brand.focusRing})',
    outlineOffset: '2px',
  },
  '*::selection': {
    bg: 'sunset.200',
    color: 'ink.900',
  },
  '*, *::before, *::after': {
    _motionReduce: {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
});
