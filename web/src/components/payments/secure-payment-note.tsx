import { HStack, Text } from '@chakra-ui/react';
import { LockIcon } from '../icons/line-icons';

/** The line beside a card form's buttons that says who takes the card. */
export function SecurePaymentNote() {
  return (
    <HStack gap="1.5" fontSize="xs" color="fg.muted">
      <LockIcon boxSize="3.5" />
      <Text>Secure card payment processed by Stripe</Text>
    </HStack>
  );
}
