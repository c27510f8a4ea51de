import { Alert, Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import { agencyDate } from '@sunward/shared/rules/agency-calendar';
import { AUTO_PAY_LABEL } from '@sunward/shared/rules/installment-consent';
import { CARD_EXPIRY_NOTICE_DAYS, FAILURES_TO_SUSPEND, INSTALLMENT_NOTICE_DAYS, planInstallments } from '@sunward/shared/rules/installment-plan';
import type { Booking } from '@sunward/shared/schemas/booking';
import { useId, useState } from 'react';
import { InstallmentTable } from '../../../../components/auto-pay/installment-table';
import { formatDate } from '../../../../lib/format';
import { type AutoPayView, autoPayStateWords, cardWords, installmentStateWords } from '../../../../components/auto-pay/auto-pay-words';
import { AutoPaySetup } from './auto-pay-setup';
import { SwitchOffDialog } from './switch-off-dialog';

type Open = 'none' | 'opt-in' | 'change-card' | 'switch-off';

/**
 * Whether My booking offers automatic payments to a booking without a running plan: its deposit is
 * in, a balance is left, and a monthly payment still fits before the due date from today (the
 * rule the server makes the plan with). Answers the plan it would start with.
 */
export function autoPayOffer(booking: Booking, now: Date) {
  if (isCharging(booking.autoPay) || !booking.depositPaid || booking.status !== 'deposit_paid' || booking.balanceDue <= 0 || !booking.balanceDueDate) return [];
  return planInstallments({ balanceCents: cents(booking.balanceDue), startDate: agencyDate(now), balanceDueDate: booking.balanceDueDate });
}

/** A plan that still charges the card: its card can be changed. A suspended one is started again with a new plan instead. */
function isCharging(plan: Booking['autoPay']): boolean {
  return plan?.state === 'active' || plan?.state === 'needs-traveller';
}

/** What the plan's state means for the traveller, in a sentence or two. */
function stateText(plan: AutoPayView, booking: Booking): string {
  const notices = `We e-mail you ${INSTALLMENT_NOTICE_DAYS} days before each payment, and a receipt after it.`;
  const due = booking.balanceDueDate ? ` by ${formatDate(booking.balanceDueDate)}` : '';
  switch (plan.state) {
    case 'active':
      return plan.nextCharge
        ? `Your next payment is ${formatUsd(cents(plan.nextCharge.amount))} on ${formatDate(plan.nextCharge.date)}. ${notices}`
        : `Your payments are set up. ${notices}`;
    case 'needs-traveller':
      return plan.installments.some((installment) => installment.state === 'needs-authentication')
        ? 'Your bank asked you to confirm a payment. Open the link in the e-mail we sent you to confirm it, or change the card.'
        : 'A payment did not go through with this card. Please change the card so the next payments do; the e-mail we sent you can pay the missed one.';
    case 'suspended':
      return `${FAILURES_TO_SUSPEND} payments in a row failed, so we stopped charging your card. Please pay the balance${due} with \u2018Make a Payment\u2019, or switch automatic payments on again with another card.`;
    case 'completed':
      return 'Every automatic payment has been made.';
    case 'off':
      return `Automatic payments are off. The balance is due${due}.`;
  }
}

/**
 * My booking's 'Automatic payments' (decision 047): for a booking with a plan, its state, the card,
 * each payment with what became of it, and 'Change card' and 'Switch off'; for a booking with its
 * deposit in and a payment that still fits, the opt-in with the plan and the consent.
 */
export function AutoPaySection({ booking, now }: { booking: Booking; now: Date }) {
  const id = useId();
  const [open, setOpen] = useState<Open>('none');
  const plan = booking.autoPay ?? null;
  const offer = autoPayOffer(booking, now);
  const running = plan !== null && plan.state !== 'off' && plan.state !== 'completed';
  const charging = isCharging(plan);
  if (plan === null && offer.length === 0) return null;
  const titleId = `${id}-title`;
  const first = offer[0];

  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderColor="border" rounded="xl" p={{ base: '3', md: '5' }}>
      <Stack gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h4" id={titleId} fontSize="md" fontFamily="body" fontWeight="700">
            Automatic payments
          </Heading>
          {plan && (
            <Badge colorPalette={autoPayStateWords[plan.state].palette} variant="subtle" size="md" rounded="full" px="2.5">
              {autoPayStateWords[plan.state].label}
            </Badge>
          )}
        </Flex>

        {plan && <Text color="fg.muted">{stateText(plan, booking)}</Text>}

        {plan && running && plan.card && (
          <Stack gap="2">
            <Text fontSize="sm">
              <Text as="span" color="fg.muted">
                Card:{' '}
              </Text>
              <Text as="span" fontWeight="semibold">
                {cardWords(plan.card)}
              </Text>
            </Text>
            {plan.cardExpiresBeforeLastCharge && (
              <Alert.Root status="warning" rounded="lg" size="sm">
                <Alert.Indicator />
                <Alert.Description>
                  This card expires before your last payment. Change the card before then; we also remind you {CARD_EXPIRY_NOTICE_DAYS} days before
                  the first payment it could not make.
                </Alert.Description>
              </Alert.Root>
            )}
          </Stack>
        )}

        {plan && plan.state !== 'off' && plan.installments.length > 0 && (
          <InstallmentTable
            caption="Your automatic payments"
            rows={plan.installments.map((installment) => ({
              number: installment.number,
              date: installment.date,
              amountCents: installment.state === 'paid' && installment.paid !== undefined ? installment.paid : installment.amount,
              state: (
                <Stack gap="0.5">
                  <Text>{installmentStateWords(installment)}</Text>
                  {installment.failureMessage && installment.state !== 'paid' && (
                    <Text fontSize="xs" color="fg.muted">
                      {installment.failureMessage}
                    </Text>
                  )}
                </Stack>
              ),
            }))}
          />
        )}

        {open === 'opt-in' || open === 'change-card' ? (
          <AutoPaySetup booking={booking} purpose={open} onClose={() => setOpen('none')} />
        ) : (
          <>
            {first && (
              <Text color="fg.muted">
                Pay the rest in {offer.length === 1 ? 'one payment' : `${offer.length} monthly payments`} of {formatUsd(first.amountCents)}
                {offer.length > 1 && offer.at(-1)?.amountCents !== first.amountCents ? ' (the last a few cents more)' : ''}, from{' '}
                {formatDate(first.date)}, charged to a card you save now. We e-mail you before each payment, and you can switch them off at any
                time.
              </Text>
            )}
            {(charging || running || first) && (
              <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
                {first && (
                  <Button colorPalette="brand" onClick={() => setOpen('opt-in')}>
                    {AUTO_PAY_LABEL}
                  </Button>
                )}
                {charging && (
                  <Button variant="outline" colorPalette="brand" onClick={() => setOpen('change-card')}>
                    Change card
                  </Button>
                )}
                {running && (
                  <Button variant="outline" colorPalette="red" onClick={() => setOpen('switch-off')}>
                    Switch off
                  </Button>
                )}
              </Flex>
            )}
          </>
        )}
      </Stack>
      {running && <SwitchOffDialog booking={booking} open={open === 'switch-off'} onClose={() => setOpen('none')} />}
    </Box>
  );
}
