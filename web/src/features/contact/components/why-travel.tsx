import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

const reasons = [
  {
    title: 'Expert Knowledge',
    description: 'We travel every route before we sell it, so the hotels, guides and timings are ones we trust ourselves.',
    mark: '01',
  },
  {
    title: 'Personalized Service',
    description: 'One planner from your first question to the flight home, who knows your name, your room and your dietary needs.',
    mark: '02',
  },
  {
    title: '24/7 Support',
    description: 'While you travel, someone from our team is a phone call away, day or night, in every time zone we visit.',
    mark: '03',
  },
] as const;

/** Why book with us: three short reasons. */
export function WhyTravel() {
  return (
    <Box as="section" aria-labelledby="why-travel-title" bg="bg.subtle" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb={{ base: '8', md: '12' }} maxW="2xl">
          <Text textStyle="eyebrow" color="accent.fg">
            Why us
          </Text>
          <Heading as="h2" id="why-travel-title" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }}>
            Why Travel with Sunward Group Travel
          </Heading>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '5', md: '8' }}>
          {reasons.map((reason) => (
            <Box key={reason.title} bg="bg.panel" rounded="card" shadow="card" p={{ base: '6', md: '8' }}>
              <Text aria-hidden="true" fontFamily="heading" fontSize="3xl" color="accent.solid" lineHeight="1" mb="4">
                {reason.mark}
              </Text>
              <Heading as="h3" fontSize="xl" mb="2">
                {reason.title}
              </Heading>
              <Text color="fg.muted">{reason.description}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
