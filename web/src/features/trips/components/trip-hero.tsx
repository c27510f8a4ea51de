import { Badge, Box, Container, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { ReactNode } from 'react';
import type { TripContent } from '../../../content/trips/trip-content';
import { formatDateRange } from '../../../lib/format';
import { type TripPackageState, heroActions, isSoldOut, loadedPackage } from '../lib/trip-links';
import { LinkButton } from '../../../components/link-button';

const onDark = { '--focus-ring-color': 'colors.inverse.focusRing' };

/** The top of a trip page: the trip's name, why go, the package's key facts and where to go next. */
export function TripHero({ content, state }: { content: TripContent; state: TripPackageState }) {
  const trip = loadedPackage(state);
  const soldOut = isSoldOut(state);
  const { primary, secondary } = heroActions(content, state);
  const { image } = content.hero;

  return (
    <Box
      as="section"
      aria-labelledby="trip-title"
      position="relative"
      overflow="hidden"
      bg="inverse.bg"
      color="inverse.fg"
      bgImage="linear-gradient(160deg, {colors.ocean.950} 0%, {colors.ocean.800} 60%, {colors.ocean.700} 100%)"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '20' }} position="relative">
        <Grid templateColumns={{ base: '1fr', lg: '1.05fr 1fr' }} gap={{ base: '10', lg: '14' }} alignItems="center">
          <Stack gap="5">
            <HStack gap="3" wrap="wrap">
              <Text textStyle="eyebrow" color="inverse.accent">
                {content.hero.eyebrow}
              </Text>
              {soldOut && (
                <Badge colorPalette="red" variant="solid" size="lg">
                  SOLD OUT
                </Badge>
              )}
            </HStack>
            <Heading as="h1" id="trip-title" textStyle="display" fontSize={{ base: '4xl', md: '5xl', xl: '6xl' }} color="inverse.fg">
              {content.hero.title}
            </Heading>
            <Text textStyle="lead" color="inverse.fg" opacity="0.9" maxW="2xl">
              {content.hero.lead}
            </Text>
            {/* Reserved height: the facts arrive with the package and must not push the buttons down. */}
            <Box minH="6">
              {trip && (
                <HStack as="ul" listStyleType="none" gap={{ base: '2', md: '3' }} wrap="wrap" fontSize="sm" color="inverse.fg">
                  <HeroFact>{trip.duration}</HeroFact>
                  {!soldOut && trip.departureDate && trip.returnDate && (
                    <HeroFact>{formatDateRange(trip.departureDate, trip.returnDate)}</HeroFact>
                  )}
                  {!soldOut && <HeroFact>From {formatUsd(dollarsToCents(trip.price))} per person</HeroFact>}
                </HStack>
              )}
            </Box>
            <HStack gap="3" wrap="wrap" pt="1">
              <LinkButton to={primary.to} colorPalette="accent" size="lg" css={onDark}>{primary.label}</LinkButton>
              <LinkButton to={secondary.to} variant="outline" size="lg" color="inverse.fg" borderColor="inverse.muted" _hover={{ bg: 'whiteAlpha.200' }} css={onDark}>{secondary.label}</LinkButton>
            </HStack>
          </Stack>
          <Box rounded="card" overflow="hidden" shadow="raised" borderWidth="6px" borderColor="sand.50" transform={{ lg: 'rotate(2deg)' }}>
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              fetchPriority="high"
              style={{ display: 'block', width: '100%', height: 'auto' }}
            />
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}

function HeroFact({ children }: { children: ReactNode }) {
  return (
    <Box as="li" px="3" py="1" rounded="full" bg="whiteAlpha.200" fontWeight="semibold">
      {children}
    </Box>
  );
}
