import { Box, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

export interface StepPanelProps {
  /** e.g. "Step 1 of 2"; none once signed in. */
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** Moving to this panel puts focus on its heading, so a screen reader announces it. */
  focusOnMount?: boolean;
  /** Beside the heading, e.g. the 'Sign out' button. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One step of finding a booking: a card with its h2 and what to do. */
export function StepPanel({ eyebrow, title, intro, focusOnMount = false, aside, children }: StepPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <Box as="section" aria-label={title} bg="bg.panel" rounded="card" shadow="card" px={{ base: '4', md: '10' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="2">
          {eyebrow && (
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
              {eyebrow}
            </Text>
          )}
          <Stack direction="row" justify="space-between" align="center" gap="4" wrap="wrap">
            <Heading as="h2" ref={heading} tabIndex={-1} fontSize={{ base: 'xl', md: '2xl' }} _focusVisible={{ outline: 'none' }}>
              {title}
            </Heading>
            {aside}
          </Stack>
          {intro && <Text color="fg.muted">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * A step's outline while the page does not know which step is its (the prerendered shell, the
 * session being asked): the e-mail step's card at its size, so the step that comes takes its place
 * without moving the page.
 */
export function StepPanelSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" bg="bg.panel" rounded="card" shadow="card" px={{ base: '4', md: '10' }} py={{ base: '6', md: '10' }}>
      <VisuallyHidden>{`${label}…`}</VisuallyHidden>
      <Stack gap="6" aria-hidden="true">
        <Stack gap="2">
          <Skeleton height="4" width="24" />
          <Skeleton height={{ base: '7', md: '8' }} width="60%" my="0.5" />
          <Stack gap="2" py="1">
            <Skeleton height="4" />
            <Skeleton height="4" />
            <Skeleton height="4" width="55%" />
          </Stack>
        </Stack>
        <Stack gap="5">
          <Stack gap="1.5">
            <Skeleton height="5" width="32" />
            <Skeleton height="11" rounded="l2" />
            <Skeleton height="4" width="60%" />
          </Stack>
          <Skeleton height="11" rounded="l2" />
        </Stack>
      </Stack>
    </Box>
  );
}
