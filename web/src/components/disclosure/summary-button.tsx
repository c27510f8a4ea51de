import { type HTMLChakraProps, type RecipeProps, type SystemStyleObject, type UnstyledProp, createRecipeContext } from '@chakra-ui/react';
import { forwardRef } from 'react';

// The browser opens and closes a <details> from its <summary>, by mouse and keyboard, before any
// script runs; styled with the button recipe, the summary looks like the buttons beside it.
const { withContext } = createRecipeContext({ key: 'button' });

export type SummaryButtonProps = HTMLChakraProps<'summary', RecipeProps<'button'> & UnstyledProp>;

const ButtonStyledSummary = withContext<HTMLElement, SummaryButtonProps>('summary');

const withoutMarker: SystemStyleObject = { listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } };

/** A `<summary>` that looks like a button (variant, size, colorPalette…), without the browser's triangle. */
export const SummaryButton = forwardRef<HTMLElement, SummaryButtonProps>(function SummaryButton({ css, ...props }, ref) {
  return <ButtonStyledSummary ref={ref} css={[withoutMarker, css]} {...props} />;
});
