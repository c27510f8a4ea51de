import { type HTMLChakraProps, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Inside a `<summary>`: shown only while its `<details>` is closed. */
export function WhenClosed({ children }: { children: ReactNode }) {
  return (
    <chakra.span data-when="closed" css={{ 'details[open] > summary &': { display: 'none' } }}>
      {children}
    </chakra.span>
  );
}

/** Inside a `<summary>`: shown only while its `<details>` is open. */
export function WhenOpen({ children }: { children: ReactNode }) {
  return (
    <chakra.span data-when="open" css={{ 'details:not([open]) > summary &': { display: 'none' } }}>
      {children}
    </chakra.span>
  );
}

/** A chevron pointing down that turns over while the `<details>` whose summary holds it is open. */
export function DisclosureChevron(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width="1.2em"
      height="1.2em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      flexShrink={0}
      transition="rotate 0.2s"
      css={{ 'details[open] > summary &': { rotate: '180deg' } }}
      {...props}
    >
      <path d="m6 9 6 6 6-6" />
    </chakra.svg>
  );
}
