import { Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TripContent } from '../../../content/trips/trip-content';
import { TripSection } from './trip-section';

/** Practical advice: best time to go, packing, and the page's notes (weather, payments). */
export function TripTips({ content }: { content: TripContent }) {
  const notes = content.notes ?? [];
  if (content.tips.length === 0 && notes.length === 0) return null;
  return (
    <TripSection id="tips" eyebrow="Before you go" title="Travel tips">
      <SimpleGrid columns={{ base: 1, md: 2, lg: Math.min(3, content.tips.length + notes.length) }} gap={{ base: '5', md: '6' }}>
        {content.tips.map((group) => (
          <Box key={group.title} rounded="card" borderWidth="1px" borderColor="border.emphasized" p={{ base: '5', md: '6' }}>
            <Heading as="h3" fontSize="xl" mb="4">
              {group.title}
            </Heading>
            <List.Root gap="2" ps="5" color="fg.muted">
              {group.items.map((item) => (
                <List.Item key={item} _marker={{ color: 'accent.solid' }}>
                  {item}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        ))}
        {notes.map((note) => (
          <Box key={note.title} rounded="card" bg="brand.subtle" p={{ base: '5', md: '6' }}>
            <Heading as="h3" fontSize="xl" mb="4">
              {note.title}
            </Heading>
            <Stack gap="3" color="fg">
              {note.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </TripSection>
  );
}
