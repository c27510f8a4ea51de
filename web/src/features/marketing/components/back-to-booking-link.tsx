import { type LinkProps, Link as RouterLink } from 'react-router';

/** "← Back to booking": the financing page's way back, inside a button (`asChild`), which styles it. */
export function BackToBookingLink(props: Omit<LinkProps, 'to' | 'children'>) {
  return (
    <RouterLink {...props} to="/booking">
      <span aria-hidden="true">←</span> Back to booking
    </RouterLink>
  );
}
