import { Button, Heading, Stack, Text, Box } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format';

/** In place of the booking steps when the trip has already left: no deposit is taken for it. */
export function DepartedNotice({ title, departureDate }: { title: string; departureDate: string }) {
  const headingId = 'departed-title';
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '8' }}>
      <Stack gap="4" align="start">
        <Text textStyle="eyebrow" color="accent.fg">
          Departed
        </Text>
        <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
          This departure has already left
        </Heading>
        <Text color="fg.muted">
          {title} left on {formatDate(departureDate)}, so it can no longer be booked. Ask us about the next departure, or
          choose one of the trips that are still open for booking.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/contact">Ask about the next departure</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" size="lg">
            <RouterLink to="/">See upcoming trips</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
