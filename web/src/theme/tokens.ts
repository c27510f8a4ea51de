import { defineTokens } from '@chakra-ui/react';

/**
 * Raw scales of the Sunward palette. Components never use these directly for meaning; they use
 * the semantic tokens (`brand.*`, `accent.*`, `bg`, `fg`, `border`) built on top of them.
 */
export const tokens = defineTokens({
  colors: {
    /** Deep teal of open water: the primary brand colour. */
    ocean: {
      50: { value: '#ecf8f7' },
      100: { value: '#cdeeec' },
      200: { value: '#9edcd9' },
      300: { value: '#66c2c0' },
      400: { value: '#34a3a3' },
      500: { value: '#178688' },
      600: { value: '#0e6c70' },
      700: { value: '#0c575c' },
      800: { value: '#0d474c' },
      900: { value: '#0e3b40' },
      950: { value: '#062427' },
    },
    /** Warm beach sand: page surfaces and quiet accents. */
    sand: {
      50: { value: '#fcf9f3' },
      100: { value: '#f7f0e3' },
      200: { value: '#efe1c6' },
      300: { value: '#e4cc9f' },
      400: { value: '#d6b074' },
      500: { value: '#c99655' },
      600: { value: '#b27c43' },
      700: { value: '#936138' },
      800: { value: '#784f33' },
      900: { value: '#62422c' },
      950: { value: '#362216' },
    },
    /** Late-afternoon sun: calls to action and deals. */
    sunset: {
      50: { value: '#fff5ed' },
      100: { value: '#ffe8d4' },
      200: { value: '#ffcda8' },
      300: { value: '#ffa970' },
      400: { value: '#fd7b37' },
      500: { value: '#f65a14' },
      600: { value: '#dc4209' },
      700: { value: '#c2410c' },
      800: { value: '#902911' },
      900: { value: '#742511' },
      950: { value: '#3f1006' },
    },
    /** Text: a teal-tinted near-black and its greys. */
    ink: {
      300: { value: '#b9c9c6' },
      500: { value: '#6b7c79' },
      600: { value: '#51625f' },
      800: { value: '#2b3a3d' },
      900: { value: '#1c2a2e' },
    },
  },
  fonts: {
    heading: { value: '"Fraunces Variable", "Iowan Old Style", Georgia, "Times New Roman", serif' },
    body: {
      value:
        '"DM Sans Variable", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
  radii: {
    card: { value: '1.25rem' },
  },
  shadows: {
    card: { value: '0 1px 2px rgba(6, 36, 39, 0.06), 0 8px 24px -12px rgba(6, 36, 39, 0.18)' },
    raised: { value: '0 2px 4px rgba(6, 36, 39, 0.08), 0 24px 48px -20px rgba(6, 36, 39, 0.35)' },
  },
});
