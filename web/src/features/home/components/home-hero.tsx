import { Box, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from '../../../components/link-button';

/** The soonest departure any trip has a seat on: its page and what to say about it. */
export interface NextTrip {
  /** The trip's page. */
  to: string;
  /** "Tobago Island Escape · January 14–17, 2027". */
  caption: string;
}

/**
 * The opening of the home page: who we are and where to go next. 'Next Trip' leads to the page
 * of the soonest departure with a seat; until the trips are known, or when none has a seat, it
 * leads to the featured trips below.
 */
export function HomeHero({ nextTrip }: { nextTrip?: NextTrip | undefined }) {
  return (
    <Box
      position="relative"
      overflow="hidden"
      bg="inverse.bg"
      color="inverse.fg"
      bgImage="linear-gradient(160deg, {colors.ocean.950} 0%, {colors.ocean.800} 55%, {colors.ocean.600} 100%)"
    >
      {/* The sun stays clear of the text at every width: a corner below lg, large behind the postcards from lg. */}
      <Box
        position="absolute"
        right={{ base: '-14', md: '-12', lg: '-10' }}
        top={{ base: '-20', md: '-16', lg: '-10' }}
        boxSize={{ base: '32', md: '48', lg: '96' }}
        rounded="full"
        bg="sunset.400"
        opacity="0.9"
        aria-hidden="true"
        filter="blur(2px)"
      />
      <Box position="absolute" insetX="0" bottom="0" h="24" aria-hidden="true" bgImage="linear-gradient(180deg, transparent, {colors.ocean.950}/40)" />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '16', md: '28' }} position="relative">
        <Grid templateColumns={{ base: '1fr', lg: '1.15fr 1fr' }} gap="12" alignItems="center">
          <Stack gap="6" maxW={{ base: 'full', md: 'xl', lg: '2xl' }}>
            <Text textStyle="eyebrow" color="inverse.accent">
              Small-group journeys from New York
            </Text>
            <Heading as="h1" textStyle="display" fontSize={{ base: '4xl', md: '6xl' }} color="inverse.fg">
              Travel further, together.
            </Heading>
            <Text textStyle="lead" color="inverse.fg" opacity="0.9">
              Guided trips for groups of twelve or fewer: Lisbon to Marrakech, Caribbean carnival, reef and jungle in Belize.
              We plan every day, you bring the curiosity. Reserve your seat with a deposit and pay the rest before departure.
            </Text>
            <HStack gap="3" wrap="wrap">
              {nextTrip ? (
                <LinkButton to={nextTrip.to} colorPalette="accent" size="lg" css={{ '--focus-ring-color': 'colors.inverse.focusRing' }} aria-describedby="next-trip-caption">
                  Next Trip
                </LinkButton>
              ) : (
                <LinkButton to="#featured-title" colorPalette="accent" size="lg" css={{ '--focus-ring-color': 'colors.inverse.focusRing' }}>
                  Next Trip
                </LinkButton>
              )}
              <LinkButton to="/past-trips" variant="outline" size="lg" color="inverse.fg" borderColor="inverse.muted" _hover={{ bg: 'whiteAlpha.200' }} css={{ '--focus-ring-color': 'colors.inverse.focusRing' }}>
                Past Trips
              </LinkButton>
            </HStack>
            {/* Reserved height: the caption arrives with the trips and must not move what follows. */}
            <Text id="next-trip-caption" fontSize="sm" color="inverse.fg" opacity="0.85" minH="5">
              {nextTrip ? `Next departure: ${nextTrip.caption}` : ''}
            </Text>
          </Stack>
          <HeroPostcards />
        </Grid>
      </Container>
    </Box>
  );
}

/** Two trip illustrations laid like postcards; decoration only, so hidden from assistive tech. */
function HeroPostcards() {
  const postcard = {
    position: 'absolute',
    rounded: 'card',
    overflow: 'hidden',
    shadow: 'raised',
    borderWidth: '6px',
    borderColor: 'sand.50',
  } as const;
  return (
    <Box position="relative" h="sm" hideBelow="lg" aria-hidden="true">
      <Box {...postcard} w="72%" top="0" right="0" transform="rotate(4deg)">
        <img src="/images/trips/st-lucia.svg" alt="" width="800" height="500" loading="lazy" style={{ display: 'block', width: '100%', height: 'auto' }} />
      </Box>
      <Box {...postcard} w="66%" bottom="0" left="0" transform="rotate(-5deg)">
        <img src="/images/trips/morocco.svg" alt="" width="800" height="500" loading="lazy" style={{ display: 'block', width: '100%', height: 'auto' }} />
      </Box>
    </Box>
  );
}
