import { Alert, Box, Center, Container, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { usePackages } from '../../packages/api/get-packages';
import { PackageCard } from '../../packages/components/package-card';

/** Every trip that can still be booked, straight from the API. */
export function FeaturedPackages() {
  const { data, isPending, isError } = usePackages();
  const available = data?.filter((trip) => !trip.isSoldOut) ?? [];

  return (
    <Box as="section" aria-labelledby="featured-title" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb={{ base: '8', md: '12' }} maxW="2xl">
          <Text textStyle="eyebrow" color="accent.fg">
            Where we go next
          </Text>
          <Heading as="h2" id="featured-title" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }}>
            Featured Destinations
          </Heading>
          <Text color="fg.muted" textStyle="lead">
            Hand-built itineraries with an English-speaking guide, hotels we know, and a group small enough to feel like friends.
          </Text>
        </Stack>
        {isPending ? (
          <Center py="16" flexDirection="column" gap="3" role="status">
            <Spinner size="lg" color="brand.solid" />
            <Text color="fg.muted">Loading trips…</Text>
          </Center>
        ) : isError ? (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>We could not load our trips just now. Please refresh the page in a moment.</Alert.Title>
          </Alert.Root>
        ) : available.length === 0 ? (
          <Text color="fg.muted">Every trip is sold out for now. New departures are announced in our newsletter.</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '6', md: '8' }}>
            {available.map((trip, index) => (
              <PackageCard key={trip.id} trip={trip} eager={index < 2} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}
