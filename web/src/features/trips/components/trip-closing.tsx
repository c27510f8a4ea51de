import { Box, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { TripContent } from '../../../content/trips/trip-content';
import { bookingPath } from '../../../lib/booking-path';
import { type TripPackageState, bookablePackage, isSoldOut } from '../lib/trip-links';
import { LinkButton } from '../../../components/link-button';

const DEFAULT_CLOSING = {
  title: 'Questions before you book?',
  text: 'Our team answers Monday to Friday, 9 AM to 5 PM. Ask about rooms, flights, dietary needs or travelling solo.',
  linkLabel: 'Ask Questions',
};

const SOLD_OUT_CLOSING = {
  title: 'Questions about this trip?',
  text: 'Our team answers Monday to Friday, 9 AM to 5 PM. Ask about future dates, private departures or a similar trip.',
  linkLabel: 'Ask Questions',
};

/** The page's last word: book (while bookable) or ask us anything. */
export function TripClosing({ content, state }: { content: TripContent; state: TripPackageState }) {
  const trip = bookablePackage(state);
  const closing = content.closing ?? (isSoldOut(state) ? SOLD_OUT_CLOSING : DEFAULT_CLOSING);
  return (
    <Box as="section" aria-labelledby="trip-closing-title" py={{ base: '10', md: '14' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'start', md: 'center' }}
          justify="space-between"
          gap="6"
          bg="bg.panel"
          shadow="card"
          borderTopWidth="4px"
          borderTopColor="accent.solid"
          rounded="card"
          p={{ base: '6', md: '10' }}
        >
          <Stack gap="2" maxW="2xl">
            <Heading as="h2" id="trip-closing-title" textStyle="sectionTitle" fontSize={{ base: '2xl', md: '3xl' }}>
              {closing.title}
            </Heading>
            <Text color="fg.muted">{closing.text}</Text>
          </Stack>
          <HStack gap="3" wrap="wrap" flexShrink={0}>
            {trip && (
              <LinkButton to={bookingPath(trip.id)} colorPalette="brand" size="lg">Book Now</LinkButton>
            )}
            <LinkButton to="/contact" variant="outline" colorPalette="brand" size="lg" bg="bg.panel">{closing.linkLabel}</LinkButton>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
