import { Alert, Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmailStep } from './email-step';

/**
 * Finding one's bookings: an e-mail, then (later) the 6-digit code sent to it. Codes cannot be
 * sent yet, so a checked address gets a notice that points to the agency instead; the request
 * for a code goes in `handleEmail` when its route exists.
 */
export function FindMyBooking() {
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);

  function handleEmail(email: string) {
    setSubmittedEmail(email);
  }

  return (
    <Box bg="bg.panel" rounded="card" shadow="card" p={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
            Step 1 of 2
          </Text>
          <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }}>
            Verify your email
          </Heading>
          <Text color="fg.muted">
            Enter the email address you booked with. We will send a 6-digit verification code to it, so only you can see
            your bookings.
          </Text>
        </Stack>
        <EmailStep onSubmit={handleEmail} />
        {submittedEmail && (
          <Alert.Root status="info" colorPalette="brand" rounded="lg" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Finding bookings by email is coming soon</Alert.Title>
              <Alert.Description>
                We cannot send a code to {submittedEmail} just yet. For your booking details or to make a payment,{' '}
                <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
                  <RouterLink to="/contact">contact our team</RouterLink>
                </Link>{' '}
                and we will get back to you within 24 hours.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </Box>
  );
}
