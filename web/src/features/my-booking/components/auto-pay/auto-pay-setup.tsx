import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { cents } from '@sunward/shared/money';
import { INSTALLMENT_CONSENT_VERSION } from '@sunward/shared/rules/installment-consent';
import type { Booking } from '@sunward/shared/schemas/booking';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ConsentText } from '../../../../components/auto-pay/consent-text';
import { InstallmentTable } from '../../../../components/auto-pay/installment-table';
import { showErrorToast, showSuccessToast } from '../../../../components/feedback/toaster';
import { LockIcon } from '../../../../components/icons/line-icons';
import { refusalMessage } from '../../../../components/payments/balance-payment-form';
import { CardSetup } from '../../../../components/payments/card-setup';
import { queryKeys } from '../../../../lib/query-keys';
import { createAutoPaySetupIntent, type SetupPurpose, useSaveAutoPay } from '../../api/auto-pay';
import { FailureAlert } from '../../../../components/feedback/failure-alert';

type SetupIntent = Awaited<ReturnType<typeof createAutoPaySetupIntent>>;

const words: Record<SetupPurpose, { title: string; submit: string; done: string }> = {
  'opt-in': { title: 'Switch on automatic payments', submit: 'Agree and switch on', done: 'Automatic payments are on' },
  'change-card': { title: 'Change the card', submit: 'Save this card', done: 'Card changed' },
};

/**
 * Saves a card for automatic payments from My booking (decision 047): a SetupIntent made for the
 * booking, then, for an opt-in, the plan as the server would start it today and the consent, then
 * the card form; once Stripe has saved the card, the server records the plan (or the new card)
 * with the consent's version. A refusal shows the server's own reason.
 */
export function AutoPaySetup({ booking, purpose, onClose }: { booking: Booking; purpose: SetupPurpose; onClose: () => void }) {
  const queryClient = useQueryClient();
  const save = useSaveAutoPay();
  const [intent, setIntent] = useState<SetupIntent | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const text = words[purpose];

  useEffect(() => {
    let current = true;
    createAutoPaySetupIntent(booking.id, purpose).then(
      (answer) => {
        if (current) setIntent(answer);
      },
      (error: unknown) => {
        if (!current) return;
        setRefusal(refusalMessage(error, 'We could not start this just now. Please try again.'));
        void queryClient.invalidateQueries({ queryKey: queryKeys.myBooking.bookings });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the traveller asked for it
  }, []);

  useEffect(() => {
    heading.current?.focus();
  }, [intent, refusal]);

  async function handleSaved(setupIntentId: string) {
    try {
      await save.mutateAsync({ bookingId: booking.id, setupIntentId, consentVersion: INSTALLMENT_CONSENT_VERSION });
      showSuccessToast({ title: text.done, description: purpose === 'opt-in' ? 'We have e-mailed you the plan you agreed to.' : 'The next payments go to the new card.' });
      onClose();
    } catch (error) {
      const message = refusalMessage(error, 'Your card was saved, but we could not update your booking. Please refresh the page.');
      setRefusal(message);
      showErrorToast({ title: 'Not saved', description: message });
    }
  }

  const installments = intent?.installments.map((installment) => ({ ...installment, amountCents: cents(installment.amount) })) ?? [];
  return (
    <Box borderTopWidth="1px" borderColor="border.muted" pt="4">
      <Stack gap="5">
        <Heading as="h5" ref={heading} tabIndex={-1} fontSize="md" fontFamily="body" fontWeight="700" _focusVisible={{ outline: 'none' }}>
          {text.title}
        </Heading>
        {refusal ? (
          <FailureAlert>{refusal}</FailureAlert>
        ) : intent ? (
          <>
            {purpose === 'opt-in' && installments.length > 0 && (
              <Stack gap="4">
                <InstallmentTable caption="The automatic payments you are agreeing to" rows={installments} />
                <Stack gap="2">
                  <Text fontSize="sm" fontWeight="semibold">
                    By saving your card below, you agree:
                  </Text>
                  <ConsentText facts={{ installments, card: 'new-card' }} />
                </Stack>
              </Stack>
            )}
            {purpose === 'change-card' && (
              <Text fontSize="sm" color="fg.muted">
                The next payments of your plan go to this card, on the same dates and for the same amounts. The card you use now is removed.
              </Text>
            )}
            <CardSetup clientSecret={intent.clientSecret} setupIntentId={intent.setupIntentId} submitLabel={text.submit} onSucceeded={handleSaved} />
          </>
        ) : (
          <Text color="fg.muted" role="status">
            Preparing your plan…
          </Text>
        )}
        <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" direction={{ base: 'column-reverse', sm: 'row' }}>
          <Button variant="outline" colorPalette="gray" size="sm" bg="bg.panel" onClick={onClose} disabled={save.isPending}>
            {refusal ? 'Close' : 'Cancel'}
          </Button>
          {!refusal && (
            <Flex gap="1.5" align="center" fontSize="xs" color="fg.muted">
              <LockIcon boxSize="3.5" />
              <Text>Your card is saved by Stripe, never by us</Text>
            </Flex>
          )}
        </Flex>
      </Stack>
    </Box>
  );
}
