import { Box, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS, INSTALLMENT_COUNT } from '@sunward/shared/rules/booking-pricing';
import type { Package } from '@sunward/shared/schemas/package';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../../components/layout/brand-mark';
import { LinkInBioCard, LinkInBioCardSkeleton } from './link-in-bio-card';
import { linkInBioDestinations } from './link-in-bio-destinations';
import { LinkButton } from '../../../components/link-button';

export interface LinkInBioProps {
  /** Every package, once loaded: the page lists those that take bookings, with their prices and dates. */
  packages: Package[] | undefined;
  isLoading: boolean;
}

/** The page our social profiles link to: a narrow, phone-shaped column of the places to go next. */
export function LinkInBio({ packages, isLoading }: LinkInBioProps) {
  return (
    <Box bg="bg.subtle" py={{ base: '6', md: '12' }} px={{ base: '3', md: '4' }}>
      <Stack
        gap="7"
        maxW="md"
        mx="auto"
        bg="bg.panel"
        rounded="3xl"
        shadow={{ base: 'card', md: 'raised' }}
        px={{ base: '5', md: '7' }}
        py={{ base: '8', md: '10' }}
      >
        <Stack gap="3" align="center" textAlign="center">
          <BrandMark />
          <Heading as="h1" textStyle="sectionTitle" fontSize="2xl" mt="2">
            Travel further, together.
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Small-group guided trips from New York, planned down to the last day.
          </Text>
        </Stack>

        <SimpleGrid columns={2} gap="3">
          <LinkButton to="/" colorPalette="brand">Visit Website</LinkButton>
          <LinkButton to="/contact" colorPalette="brand" variant="outline">Contact Us</LinkButton>
        </SimpleGrid>

        <Stack as="section" aria-labelledby="bio-trips-title" gap="3">
          <Heading as="h2" id="bio-trips-title" textStyle="eyebrow" color="accent.fg">
            Upcoming trips
          </Heading>
          {packages
            ? linkInBioDestinations(packages).map((destination) => <LinkInBioCard key={destination.trip.id} destination={destination} />)
            : isLoading && [0, 1, 2].map((row) => <LinkInBioCardSkeleton key={row} />)}
        </Stack>

        <Stack gap="3">
          <LinkButton to="/booking" colorPalette="accent" size="lg">Book Your Adventure</LinkButton>
          <LinkButton to="/" colorPalette="brand" variant="outline" size="lg">View All Destinations</LinkButton>
        </Stack>

        <Box as="section" aria-labelledby="bio-plan-title" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" rounded="xl" p="5" textAlign="center">
          <Heading as="h2" id="bio-plan-title" fontSize="md" mb="1">
            Easy payment plan
          </Heading>
          <Text fontWeight="semibold" color="brand.fg">
            {`${formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} deposit, then ${INSTALLMENT_COUNT} monthly payments`}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="1">
            Reserve your seat today and pay the rest before you travel.
          </Text>
        </Box>

        <Flex as="nav" aria-label="Policies and contact" justify="center" gap="5" fontSize="sm">
          <Link asChild color="fg.muted" textDecoration="underline">
            <RouterLink to="/refund-policy">Refund Policy</RouterLink>
          </Link>
          <Link asChild color="fg.muted" textDecoration="underline">
            <RouterLink to="/contact">Contact</RouterLink>
          </Link>
        </Flex>
      </Stack>
    </Box>
  );
}
