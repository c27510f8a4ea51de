import { defineRecipe, defineSlotRecipe } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';

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
};

/** The same field edges for the fields Chakra builds from several parts. */
export const slotRecipes = {
  nativeSelect: defineSlotRecipe({
    slots: ['root', 'field', 'indicator'],
    variants: { variant: { outline: { field: fieldEdge } } },
  }),
  select: defineSlotRecipe({
    slots: ['trigger'],
    variants: { variant: { outline: { trigger: { ...fieldEdge, _expanded: fieldEdge } } } },
  }),
  numberInput: defineSlotRecipe({
    slots: ['input'],
    variants: { variant: { outline: { input: fieldEdge }, flushed: { input: flushedFieldEdge } } },
  }),
  pinInput: defineSlotRecipe({
    slots: ['input'],
    variants: { variant: { outline: { input: fieldEdge }, flushed: { input: flushedFieldEdge } } },
  }),
  checkbox: defineSlotRecipe({
    // Every slot of Chakra's recipe: the merged recipe keeps this list, and a slot missing from it
    // (the box's label, its root) would lose Chakra's styles.
    slots: checkboxSlotRecipe.slots ?? [],
    variants: { variant: { solid: { control: fieldEdge }, outline: { control: fieldEdge } } },
  }),
  radioGroup: defineSlotRecipe({
    slots: ['itemControl'],
    variants: { variant: { solid: { itemControl: fieldEdge }, outline: { itemControl: fieldEdge } } },
  }),
};
