import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Booking } from '@sunward/shared/schemas/booking';
import { useState } from 'react';
import { ConfirmActionDialog } from '../../../../components/dialogs/confirm-action-dialog';
import { showSuccessToast } from '../../../../components/feedback/toaster';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useSwitchOffAutoPay } from '../../api/switch-off-auto-pay';
import { type AutoPayView, autoPayStateWords, cardWords, installmentStateWords } from '../../../../components/auto-pay/auto-pay-words';
import { InstallmentTable } from '../../../../components/auto-pay/installment-table';
import { formatTimestamp } from '../../../../lib/format';

/** A booking's plan state beside its status in the admin tables: "Auto-pay: Needs the traveller"; nothing without a plan. */
export function AutoPayBadge({ autoPay }: { autoPay: AutoPayView | null | undefined }) {
  if (!autoPay) return null;
  const words = autoPayStateWords[autoPay.state];
  return (
    <Badge colorPalette={words.palette} variant="outline" rounded="full" px="2" whiteSpace="nowrap">
      Auto-pay: {words.operatorLabel}
    </Badge>
  );
}

/**
 * The details dialog's account of a booking's automatic payments (decision 047): the plan's state,
 * the card, the consent the traveller gave (its version and when), each payment with what became
 * of it, and 'Switch off' while it runs. Nothing for a booking without a plan.
 */
export function AutoPayDetails({ booking }: { booking: Booking }) {
  const [asking, setAsking] = useState(false);
  const switchOff = useSwitchOffAutoPay();
  const plan = booking.autoPay;
  if (!plan) {
    return booking.autoPayRequested && booking.depositPaid ? (
      <Text role="note" bg="bg.muted" rounded="lg" p="3" fontSize="sm">
        The traveller ticked automatic payments when booking, but no monthly payment fitted before the balance due date, so there is no plan.
      </Text>
    ) : null;
  }
  const words = autoPayStateWords[plan.state];
  return (
    <Stack as="section" aria-labelledby="auto-pay-details-title" gap="3">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h3" id="auto-pay-details-title" fontSize="lg">
          Automatic payments
        </Heading>
        <Badge colorPalette={words.palette} variant="subtle" rounded="full" px="2.5" size="md">
          {words.operatorLabel}
        </Badge>
      </HStack>
      <Stack gap="1" fontSize="sm">
        <Text>
          <Text as="span" color="fg.muted">
            Card:
          </Text>{' '}
          {plan.card ? cardWords(plan.card) : 'removed'}
          {plan.cardExpiresBeforeLastCharge && (
            <Text as="span" color="orange.fg" fontWeight="semibold">
              {' '}
              (expires before the last payment)
            </Text>
          )}
        </Text>
        <Text>
          <Text as="span" color="fg.muted">
            Agreed:
          </Text>{' '}
          {formatTimestamp(plan.consentedAt)}, consent version {plan.consentVersion}
        </Text>
      </Stack>
      {plan.installments.length > 0 && (
        <InstallmentTable
          caption={`Automatic payments of ${booking.reference}`}
          rows={plan.installments.map((installment) => ({
            number: installment.number,
            date: installment.date,
            amountCents: installment.amount,
            state: (
              <Stack gap="0.5">
                <Text>
                  {installmentStateWords(installment, 'operator')}
                  {installment.attempts > 1 ? ` (${installment.attempts} attempts)` : ''}
                </Text>
                {installment.failureMessage && (
                  <Text fontSize="xs" color="fg.muted">
                    {installment.failureMessage}
                  </Text>
                )}
              </Stack>
            ),
          }))}
        />
      )}
      {(plan.state === 'active' || plan.state === 'needs-traveller' || plan.state === 'suspended') && (
        <>
          <Button size="sm" variant="outline" colorPalette="red" alignSelf="start" onClick={() => setAsking(true)}>
            Switch off automatic payments
          </Button>
          <ConfirmActionDialog
            open={asking}
            onClose={() => setAsking(false)}
            eyebrow={booking.reference}
            mono
            title="Switch off automatic payments?"
            size="md"
            action={switchOff}
            failure={switchOff.error ? apiErrorMessage(switchOff.error) : null}
            keepLabel="Keep them on"
            confirmLabel="Switch off"
            pendingLabel="Switching off…"
            tone="danger"
            onConfirm={async () => {
              await switchOff.mutateAsync(booking.id);
              showSuccessToast({ title: 'Automatic payments off', description: `${booking.reference} is charged no more; ${booking.firstName} is told by e-mail.` });
            }}
          >
            <Text>
              No more payments are charged to {booking.firstName}&apos;s card, and the card is removed from the booking; {booking.firstName} gets an
              e-mail saying so. The balance stays due by the balance due date, and its reminders go on.
            </Text>
          </ConfirmActionDialog>
        </>
      )}
    </Stack>
  );
}
