import { Alert, Box, Button, Center, Container, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { usePackages } from '../../packages/api/get-packages';
import { PackageCard } from '../../packages/components/package-card';

/** Every trip that can still be booked, straight from the API. */
export function FeaturedPackages() {
  const { data, isPending, isError, isFetching, refetch } = usePackages();
  const available = data?.filter((trip) => !trip.isSoldOut) ?? [];
  // Three to a row on wide screens: when that would leave one card alone on the last row,
  // the first trip takes a full row of its own instead.
  const featureFirst = available.length > 1 && available.length % 3 === 1;

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
          <Alert.Root status="error" rounded="lg" role="alert" alignItems="center">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>We could not load our trips just now.</Alert.Title>
              <Alert.Description>Please try again in a moment.</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" colorPalette="red" loading={isFetching} onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert.Root>
        ) : available.length === 0 ? (
          <Text color="fg.muted">Every trip is sold out for now. New departures are announced in our newsletter.</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '6', md: '8' }}>
            {available.map((trip, index) => (
              <PackageCard key={trip.id} trip={trip} eager={index < 2} wide={featureFirst && index === 0} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}
