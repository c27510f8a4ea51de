import { Box, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Package } from '@sunward/shared/schemas/package';
import { Link as RouterLink } from 'react-router';
import { moroccoTrip } from '../../../content/trips/morocco';

/**
 * What an opened Morocco card adds below its highlights: what the package includes, the day by
 * day itinerary, and the way to the full Morocco page. The content belongs to the package the
 * Morocco page sells; another Morocco package only gets the link.
 */
export function PackageExtras({ trip }: { trip: Package }) {
  const content = trip.id === moroccoTrip.packageId ? moroccoTrip : undefined;
  return (
    <Stack gap="6">
      {content && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
          <Box>
            <Heading as="h4" fontSize="md" mb="3">
              What&rsquo;s included
            </Heading>
            <List.Root gap="2" fontSize="sm" color="fg.muted" ps="5">
              {content.inclusions.map((item) => (
                <List.Item key={item} _marker={{ color: 'brand.solid' }}>
                  {item}
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <Box>
            <Heading as="h4" fontSize="md" mb="3">
              Day by day
            </Heading>
            <List.Root as="ol" listStyle="none" gap="3" fontSize="sm">
              {content.itinerary.days.map((day) => (
                <List.Item key={day.day} display="block">
                  <Text fontWeight="semibold" color="fg">
                    <Text as="span" color="brand.fg">
                      Day {day.day}
                    </Text>{' '}
                    · {day.title}
                  </Text>
                  <Text color="fg.muted" mt="0.5">
                    {day.description}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Box>
        </SimpleGrid>
      )}
      <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="start">
        <RouterLink to="/morocco">See the full Morocco itinerary →</RouterLink>
      </Link>
    </Stack>
  );
}
