import { Alert, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import { useState } from 'react';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { showErrorToast, showSuccessToast } from '../../../components/feedback/toaster';
import { LockIcon } from '../../../components/icons/line-icons';
import { refusalMessage } from '../../../components/payments/balance-payment-form';
import { confirmSavedCard } from '../../../components/payments/confirm-saved-card';
import { showPaymentFailedToast } from '../../../components/payments/payment-toasts';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import type { openPayLinkAuthentication } from '../api/pay-link';

type Authentication = NonNullable<Awaited<ReturnType<typeof openPayLinkAuthentication>>>;

export interface ConfirmInstallmentProps {
  authentication: Authentication;
  /** Tells the server which PaymentIntent succeeded; it records it through the one recorder. */
  recordPayment: (paymentIntentId: string) => Promise<unknown>;
  /** After the payment is recorded, or the server refused it (its reason was shown). */
  onDone: (paid: boolean) => void;
}

/**
 * An automatic payment the bank asked the traveller to authenticate (decision 047): the card on
 * file, confirmed here by the traveller with their bank, as Stripe documents for
 * `authentication_required`; the card is then set up again so the next payments go through on
 * their own. The PaymentIntent is the one the site made, so nothing can be charged twice.
 */
export function ConfirmInstallment({ authentication, recordPayment, onDone }: ConfirmInstallmentProps) {
  const config = useRuntimeConfig();
  const [busy, setBusy] = useState(false);
  const amount = formatUsd(cents(authentication.amount));

  async function confirm() {
    if (busy || !config.data) return;
    setBusy(true);
    try {
      const outcome = await confirmSavedCard({
        form: config.data.payments.form,
        publishableKey: config.data.payments.publishableKey,
        clientSecret: authentication.clientSecret,
        paymentIntentId: authentication.paymentIntentId,
        paymentMethodId: authentication.paymentMethodId,
      });
      if (outcome.status !== 'succeeded') {
        showPaymentFailedToast(outcome.status === 'failed' ? outcome.message : undefined);
        return;
      }
      try {
        await recordPayment(outcome.paymentIntentId);
        showSuccessToast({ title: 'Payment Successful', description: `Your payment of ${amount} has been received.` });
        onDone(true);
      } catch (error) {
        showErrorToast({ title: 'Payment not applied', description: refusalMessage(error, 'Your payment was successful. Please refresh to see your balance.') });
        onDone(false);
      }
    } catch {
      showPaymentFailedToast();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box as="section" aria-labelledby="confirm-installment-title" borderWidth="1px" borderColor="orange.muted" bg="orange.subtle/50" rounded="xl" p={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="2" direction={{ base: 'column', sm: 'row' }}>
          <Heading as="h3" id="confirm-installment-title" fontSize="lg">
            Your bank asked you to confirm a payment
          </Heading>
          <Text fontFamily="heading" fontSize="2xl" fontWeight="600" color="brand.fg" fontVariantNumeric="tabular-nums">
            {amount}
          </Text>
        </Flex>
        <Text color="fg.muted">
          Your bank wants you to approve automatic payment no. {authentication.installmentNumber}, for {amount}, before it is taken. Confirm it
          now with the card on file; your bank may ask you to check it&rsquo;s you. Your next automatic payments then go through as planned.
        </Text>
        {config.isError ? (
          <RetryAlert title="The payment could not be prepared." announce={false} isRetrying={config.isFetching} onRetry={() => void config.refetch()} />
        ) : (
          <Button colorPalette="brand" size="xl" w={{ base: 'full', sm: 'auto' }} alignSelf="start" disabled={!config.data} loading={busy} loadingText="Confirming…" onClick={() => void confirm()}>
            <LockIcon boxSize="4" />
            Confirm this payment
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** After the confirmed payment is recorded. */
export function InstallmentConfirmed({ amount, balanceText }: { amount: number; balanceText: string }) {
  return (
    <Alert.Root status="success" rounded="lg" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Payment confirmed</Alert.Title>
        <Alert.Description>
          Thank you! Your payment of {formatUsd(cents(amount))} is paid. {balanceText}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
