import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

const testimonials = [
  {
    quote:
      'Every detail was taken care of, from the ferry to the riad in Marrakech. I travelled on my own and never once felt alone.',
    name: 'Denise R.',
    trip: 'Portugal & Morocco',
  },
  {
    quote: 'Carnival with this group was the best week of my year. The costume, the resort, the people: I am already booked for the next one.',
    name: 'Marcus T.',
    trip: 'St. Lucia Carnival',
  },
  {
    quote: 'Small group, big experiences. Our guide knew everyone on Tobago, and we saw places no bus tour ever reaches.',
    name: 'Alicia & Ken W.',
    trip: 'Tobago Island Escape',
  },
] as const;

/** Three travellers in their own words. */
export function Testimonials() {
  return (
    <Box as="section" aria-labelledby="testimonials-title" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb={{ base: '8', md: '12' }} maxW="2xl">
          <Text textStyle="eyebrow" color="accent.fg">
            Travellers say
          </Text>
          <Heading as="h2" id="testimonials-title" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }}>
            What our travellers say
          </Heading>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '6', md: '8' }}>
          {testimonials.map((entry) => (
            <Box as="figure" key={entry.name} bg="bg.panel" rounded="card" shadow="card" p={{ base: '6', md: '8' }} display="flex" flexDirection="column" gap="5">
              <Text aria-hidden="true" fontFamily="heading" fontSize="5xl" lineHeight="0.6" color="accent.solid" h="6">
                “
              </Text>
              <Box as="blockquote" flex="1">
                <Text fontSize="md" lineHeight="1.7">
                  {entry.quote}
                </Text>
              </Box>
              <Box as="figcaption" borderTopWidth="1px" borderColor="border" pt="4">
                <Text fontWeight="semibold">{entry.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {entry.trip}
                </Text>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
