import { Box, Heading, Stack, Text } from '@chakra-ui/react';
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
