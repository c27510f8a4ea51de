import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Booking } from '@sunward/shared/schemas/booking';
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
 * the card, the consent the traveller gave (its version and when), and each payment with what
 * became of it. Nothing for a booking without a plan.
 */
export function AutoPayDetails({ booking }: { booking: Booking }) {
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
        <Box overflowX="auto">
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
        </Box>
      )}
    </Stack>
  );
}
