import { defineTextStyles } from '@chakra-ui/react';

/**
 * The type scale beyond Chakra's sizes. Display styles set face, weight and tracking; screens
 * pick the responsive size (`fontSize={{ base: '4xl', lg: '6xl' }}`).
 */
export const textStyles = defineTextStyles({
  display: {
    value: {
      fontFamily: 'heading',
      fontWeight: '600',
      lineHeight: '1.04',
      letterSpacing: '-0.025em',
    },
  },
  sectionTitle: {
    value: {
      fontFamily: 'heading',
      fontWeight: '600',
      lineHeight: '1.1',
      letterSpacing: '-0.02em',
    },
  },
  eyebrow: {
    value: {
      fontFamily: 'body',
      fontWeight: '700',
      fontSize: '0.8125rem',
      lineHeight: '1.2',
      letterSpacing: '0.14em',
      textTransform: 'uppercase',
    },
  },
  lead: {
    value: {
      fontFamily: 'body',
      fontSize: '1.125rem',
      lineHeight: '1.65',
    },
  },
});
