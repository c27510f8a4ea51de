import { Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TripContent } from '../../../content/trips/trip-content';
import { TripSection } from './trip-section';

/** What the price covers, what it does not, and where the group stays. */
export function TripInclusions({ content }: { content: TripContent }) {
  const { accommodation, exclusions } = content;
  return (
    <TripSection id="included" eyebrow="Good to know" title="What's included" bg="bg.subtle">
      <SimpleGrid columns={{ base: 1, md: accommodation ? 2 : exclusions ? 2 : 1, lg: accommodation && exclusions ? 3 : 2 }} gap={{ base: '5', md: '6' }}>
        <Panel title="Included">
          <List.Root gap="2" ps="5">
            {content.inclusions.map((item) => (
              <List.Item key={item} _marker={{ color: 'brand.solid' }}>
                {item}
              </List.Item>
            ))}
          </List.Root>
        </Panel>
        {exclusions && (
          <Panel title="Not included">
            <List.Root gap="2" ps="5" color="fg.muted">
              {exclusions.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          </Panel>
        )}
        {accommodation && (
          <Panel title={accommodation.title}>
            <Stack gap="3">
              <Text color="fg.muted">{accommodation.description}</Text>
              <List.Root gap="2" ps="5">
                {accommodation.items.map((item) => (
                  <List.Item key={item} _marker={{ color: 'accent.solid' }}>
                    {item}
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          </Panel>
        )}
      </SimpleGrid>
    </TripSection>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '6' }}>
      <Heading as="h3" fontSize="xl" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
