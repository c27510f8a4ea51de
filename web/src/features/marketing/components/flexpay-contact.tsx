import { Box, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { BackToBookingLink } from './back-to-booking-link';
import { SALES_AGENT_EMAIL, salesAgentMailto } from './sales-agent';
import { LinkButton } from '../../../components/link-button';

/** The way to start: write to a sales agent, or go back to the booking. */
export function FlexpayContact() {
  return (
    <Box as="section" aria-labelledby="contact-agent-title" pb={{ base: '14', md: '20' }}>
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Stack gap="4" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" rounded="card" p={{ base: '6', md: '10' }} align={{ base: 'stretch', sm: 'start' }}>
          <Heading as="h2" id="contact-agent-title" fontSize={{ base: '2xl', md: '3xl' }}>
            Ready to set up your plan?
          </Heading>
          <Text color="fg.muted">
            Write to a sales agent at{' '}
            <Link href={salesAgentMailto} color="brand.fg" fontWeight="semibold" textDecoration="underline" wordBreak="break-all">
              {SALES_AGENT_EMAIL}
            </Link>{' '}
            with the trip you have in mind. We answer Monday to Friday, 9 AM to 5 PM.
          </Text>
          <HStack gap="3" wrap="wrap">
            <LinkButton to={salesAgentMailto} colorPalette="brand" size="lg">Contact a sales agent</LinkButton>
            <BackToBookingLink variant="ghost" colorPalette="brand" size="lg" />
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
