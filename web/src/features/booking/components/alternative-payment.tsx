import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from '../../../components/link-button';

/** Spec §2: other ways to pay than a card today, financing through Flexpay or a word with our team. */
export function AlternativePayment({ contactEmail, bookingId }: { contactEmail: string; bookingId: string }) {
  const titleId = 'alternative-payment-title';
  const mailto = `mailto:${contactEmail}?subject=${encodeURIComponent(`Paying for booking ${bookingId}`)}`;
  return (
    <Box as="section" aria-labelledby={titleId} borderTopWidth="1px" borderColor="border" pt="6">
      <Stack gap="3">
        <Heading as="h3" id={titleId} fontSize="md" fontFamily="body" fontWeight="700">
          Prefer to pay another way?
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Spread the cost with Flexpay, or e-mail us and our team will arrange the payment with you.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <LinkButton to="/flexpay" variant="outline" colorPalette="brand">Pay over time with Flexpay</LinkButton>
          <LinkButton to={mailto} variant="ghost" colorPalette="brand">Email {contactEmail}</LinkButton>
        </Stack>
      </Stack>
    </Box>
  );
}
