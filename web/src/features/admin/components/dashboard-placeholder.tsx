import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

const sections = [
  { title: 'Bookings', text: 'Totals, fully paid, partial and pending bookings, with search, filters and CSV export.' },
  { title: 'Payment summary', text: 'Expected revenue, payments received and the collection rate.' },
  { title: 'Contact inquiries', text: 'Messages sent from the contact form, newest first.' },
] as const;

/** Where the dashboard's lists will be; each says what it will hold. */
export function DashboardPlaceholder() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
      {sections.map((section) => (
        <Box key={section.title} as="section" aria-label={section.title} bg="bg.panel" rounded="card" shadow="card" p="6">
          <Stack gap="2">
            <Heading as="h2" fontSize="lg">
              {section.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {section.text}
            </Text>
            <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wider" pt="2">
              Coming soon
            </Text>
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
