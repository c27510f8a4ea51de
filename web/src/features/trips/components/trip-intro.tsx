import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TripContent } from '../../../content/trips/trip-content';
import { TripSection } from './trip-section';

/** Why this trip: a few paragraphs and the feature cards. */
export function TripIntro({ content }: { content: TripContent }) {
  return (
    <TripSection id="about-trip" eyebrow="The trip" title={content.intro.title}>
      <Stack gap="4" maxW="3xl" mb={{ base: '8', md: '12' }} color="fg.muted" textStyle="lead">
        {content.intro.paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: content.features.length === 4 ? 4 : 3 }} gap={{ base: '4', md: '6' }}>
        {content.features.map((feature) => (
          <Box as="li" key={feature.title} bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '6' }} borderTopWidth="4px" borderTopColor="brand.solid">
            <Heading as="h3" fontSize="lg" mb="2">
              {feature.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {feature.description}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </TripSection>
  );
}
