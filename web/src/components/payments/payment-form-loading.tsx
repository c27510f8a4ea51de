import { Button, Skeleton, SimpleGrid, Stack } from '@chakra-ui/react';
import { LockIcon } from '../icons/line-icons';
import { showPaymentLoadingToast } from './payment-toasts';

/** The card form's place while it loads: its outline, and a pay button that says to wait. */
export function PaymentFormLoading({ payLabel }: { payLabel: string }) {
  return (
    <Stack gap="5" aria-busy="true">
      <Stack gap="4" role="status" aria-label="Loading the payment form">
        <Skeleton h="12" rounded="lg" />
        <Skeleton h="12" rounded="md" />
        <SimpleGrid columns={2} gap="4">
          <Skeleton h="12" rounded="md" />
          <Skeleton h="12" rounded="md" />
        </SimpleGrid>
      </Stack>
      <Button type="button" colorPalette="brand" size="xl" w="full" onClick={showPaymentLoadingToast}>
        <LockIcon boxSize="4" />
        {payLabel}
      </Button>
    </Stack>
  );
}
