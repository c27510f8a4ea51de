import { Box, Container, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

const stats = [
  { value: '63', label: 'countries visited' },
  { value: '4.9', label: 'customer rating' },
  { value: '12', label: 'travellers at most' },
] as const;

/** Who we are, with the figures we stand behind. */
export function AboutSection() {
  return (
    <Box as="section" aria-labelledby="about-title" bg="bg.subtle" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.2fr 1fr' }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Stack gap="4">
            <Text textStyle="eyebrow" color="accent.fg">
              About us
            </Text>
            <Heading as="h2" id="about-title" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }}>
              Travel planned by people who go
            </Heading>
            <Text color="fg.muted" textStyle="lead">
              Sunward Group Travel started with friends from New York who kept asking to come along. Today we lead small groups to the
              places we love, and we still walk every route ourselves before we sell it.
            </Text>
            <Text color="fg.muted">
              You get one point of contact from the first question to the flight home, hotels chosen for their location and their welcome,
              and an English-speaking guide who knows when to talk and when to let the place speak.
            </Text>
          </Stack>
          <SimpleGrid as="dl" columns={{ base: 3, lg: 1 }} gap={{ base: '3', md: '4' }}>
            {stats.map((stat) => (
              <Box key={stat.label} bg="bg.panel" rounded="card" shadow="card" px={{ base: '4', md: '6' }} py={{ base: '4', md: '5' }} display="flex" flexDirection="column-reverse">
                <Text as="dt" color="fg.muted" fontSize="sm">
                  {stat.label}
                </Text>
                <Text as="dd" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="600" lineHeight="1.1" color="brand.fg">
                  {stat.value}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Grid>
      </Container>
    </Box>
  );
}
