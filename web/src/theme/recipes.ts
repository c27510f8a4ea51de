import { defineRecipe, defineSlotRecipe } from '@chakra-ui/react';
import { checkboxSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra edges its fields with `border`, the pale sand of cards and dividers (1.3:1 on white); a
 * field must be told apart from the page (WCAG 1.4.11, 3:1), so every kind of field takes
 * `border.field` here, once, rather than on each form.
 */
const fieldEdge = { borderColor: 'border.field' } as const;
const flushedFieldEdge = { borderBottomColor: 'border.field' } as const;
const inputVariants = { outline: fieldEdge, flushed: flushedFieldEdge } as const;
// An unticked box or radio is a field too; ticked ones take the solid palette colour already.
const markVariants = { solid: fieldEdge, outline: fieldEdge } as const;

/** Adjustments merged into Chakra's own recipes: pill buttons, heavier weight, 3px focus ring, visible field edges. */
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
  input: defineRecipe({ variants: { variant: inputVariants } }),
  textarea: defineRecipe({ variants: { variant: inputVariants } }),
  checkmark: defineRecipe({ variants: { variant: markVariants } }),
  radiomark: defineRecipe({ variants: { variant: markVariants } }),
  // A skeleton keeps still until the page is live (`<html data-live>`, `start-app.tsx`), then
  // pulses while data is on its way: on a prerendered page it stands in while the app starts,
  // and a pulse then is a new frame to composite every few milliseconds beside that work
  // (decision 073).
  skeleton: defineRecipe({ variants: { variant: { pulse: { 'html:not([data-live]) &': { animationName: 'none' } } } } }),
};

/**
 * The same field edges for the fields Chakra builds from several parts. Each adjustment lists all
 * the slots of the Chakra recipe it adjusts: the merged recipe keeps the adjustment's list, and a
 * slot missing from it loses Chakra's styles (a checkbox's label and root once did, and the label
 * wrapped under the box). Only the recipes the system carries (`system.ts`) are adjusted.
 */
export const slotRecipes = {
  nativeSelect: defineSlotRecipe({
    slots: nativeSelectSlotRecipe.slots ?? [],
    variants: { variant: { outline: { field: fieldEdge } } },
  }),
  checkbox: defineSlotRecipe({
    slots: checkboxSlotRecipe.slots ?? [],
    variants: { variant: { solid: { control: fieldEdge }, outline: { control: fieldEdge } } },
  }),
};
