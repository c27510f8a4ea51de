import { Box, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { formatDateRange } from '../../../lib/format';

/**
 * The waitlist pages' one card: its heading, which takes focus when an answer replaces what was
 * there (so it is read out), and what to do.
 */
export function WaitlistPanel({ heading, title, children }: { heading: RefObject<HTMLHeadingElement | null>; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg.panel" rounded="card" shadow="card" px={{ base: '5', md: '10' }} py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <Heading as="h2" ref={heading} tabIndex={-1} fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.25" _focusVisible={{ outline: 'none' }}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

/** The departure a page is about: the trip, its dates and, when known, the group's size. */
export function DepartureFacts({ tripTitle, departureDate, returnDate, travelers }: { tripTitle: string; departureDate: string; returnDate: string; travelers?: number }) {
  return (
    <Box bg="bg.subtle" borderWidth="1px" borderColor="border" rounded="lg" px="4" py="3">
      <Text textStyle="eyebrow" color="accent.fg" fontSize="xs">
        Departure
      </Text>
      <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.3" mt="1">
        {tripTitle}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {formatDateRange(departureDate, returnDate)}
        {travelers !== undefined && ` \u00b7 ${travelers} ${travelers === 1 ? 'traveler' : 'travelers'}`}
      </Text>
    </Box>
  );
}

/**
 * The card's outline while the page does not know its departure or entry yet (the prerendered
 * frame, then the first call): a heading, the departure's box and the lines and fields that follow.
 */
export function WaitlistPanelSkeleton({ label, fields }: { label: string; fields: number }) {
  return (
    <Box role="status" aria-busy="true" bg="bg.panel" rounded="card" shadow="card" px={{ base: '5', md: '10' }} py={{ base: '6', md: '10' }}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="5" aria-hidden="true">
        <Skeleton height="7" width="60%" />
        <Skeleton height="20" rounded="lg" />
        <Stack gap="2">
          <Skeleton height="4" />
          <Skeleton height="4" width="75%" />
        </Stack>
        {Array.from({ length: fields }, (_, index) => (
          <Stack key={index} gap="1.5">
            <Skeleton height="5" width="28" />
            <Skeleton height="10" rounded="l2" />
          </Stack>
        ))}
        <Skeleton height="11" width="44" rounded="l2" />
      </Stack>
    </Box>
  );
}
