import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';

/** A link to a route, or to a section of this page (`#packages`), which the browser scrolls to itself. */
export function ActionLink({ to, ...props }: { to: string } & Omit<ComponentProps<'a'>, 'href'>) {
  if (to.startsWith('#')) return <a href={to} {...props} />;
  return <RouterLink to={to} {...props} />;
}
