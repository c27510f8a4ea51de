import { type HTMLChakraProps, type RecipeProps, type UnstyledProp, createRecipeContext } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { Link as RouterLink } from 'react-router';

// Chakra's Button renders `type="button"`, which `asChild` copies onto the link: `<a type="button">`
// is invalid HTML (the attribute names a MIME type on a link). The same recipe on an `<a>` looks the
// same and keeps the markup valid.
const { withContext } = createRecipeContext({ key: 'button' });

export type LinkButtonProps = Omit<HTMLChakraProps<'a', RecipeProps<'button'> & UnstyledProp>, 'href' | 'type' | 'asChild'> & {
  /** A route (`/contact`), a section of this page (`#packages`), or an outside address (`https:`, `tel:`, `mailto:`). */
  to: string;
};

const ButtonStyledLink = withContext<HTMLAnchorElement, Omit<LinkButtonProps, 'to'> & { href?: string; asChild?: boolean }>('a');

/** Leaves the app's routes: the browser follows these itself (a scheme, a protocol-relative address, or a fragment). */
const outsideRoutes = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;

/** A link that looks like a button: a plain `<a href>`, styled with the button recipe (variant, size, colorPalette…). */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton({ to, children, ...props }, ref) {
  if (outsideRoutes.test(to)) {
    return (
      <ButtonStyledLink ref={ref} href={to} {...props}>
        {children}
      </ButtonStyledLink>
    );
  }
  return (
    <ButtonStyledLink ref={ref} asChild {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </ButtonStyledLink>
  );
});
