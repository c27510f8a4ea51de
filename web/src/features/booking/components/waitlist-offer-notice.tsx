import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from '../../../components/link-button';
import { formatDeadline } from '../../../lib/format';

/** Above the form opened from a waitlist offer: until when the seats are held. */
export function HeldSeatsNotice({ offerExpiresAt }: { offerExpiresAt: string }) {
  return (
    <Box role="status" bg="accent.subtle" color="fg" rounded="lg" px="4" py="3" mb="4" fontSize="sm">
      <Text fontWeight="semibold">Seats are held for you until {formatDeadline(offerExpiresAt)}</Text>
      <Text>Book them with the usual deposit before then; after that they go to the next in line.</Text>
    </Box>
  );
}

/**
 * In place of the form when the offer's link cannot be booked: the server's words (an offer that
 * has ended, a link that is not valid), and the entry's own page, which says what became of it.
 */
export function OfferClosedNotice({ message, entryPath }: { message: string; entryPath: string | null }) {
  return (
    <Box as="section" aria-label="Waitlist offer" bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '8' }}>
      <Stack gap="4" align="start">
        <Alert.Root status="error" rounded="lg" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{message}</Alert.Title>
            <Alert.Description>The seats held from the waitlist can no longer be booked from this link.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {entryPath && (
          <LinkButton to={entryPath} colorPalette="brand" variant="outline" size="lg">
            See your place on the waitlist
          </LinkButton>
        )}
      </Stack>
    </Box>
  );
}
