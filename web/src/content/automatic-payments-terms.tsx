import { Box, List, Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS, INSTALLMENT_COUNT } from '@sunward/shared/rules/booking-pricing';
import { AUTO_PAY_LABEL, INSTALLMENT_CONSENT_VERSION, installmentConsentText } from '@sunward/shared/rules/installment-consent';
import {
  FAILURES_TO_SUSPEND,
  INSTALLMENT_NOTICE_DAYS,
  INSTALLMENT_RETRY_DAYS,
  LAST_INSTALLMENT_DAYS_BEFORE_DUE,
  planInstallments,
} from '@sunward/shared/rules/installment-plan';
import { PolicyList, PolicySection, TextLink } from '../components/content/policy-page';
import { formatDate } from '../lib/format';

/**
 * The example the terms quote the consent with: a balance of $2,358 (one traveller on a $2,658
 * trip after the deposit) switched on on January 15, 2027. Fixed dates, so the prerendered page
 * and the app say the same; the booking form and My booking show the traveller's own plan.
 */
const EXAMPLE_START = '2027-01-15';
const EXAMPLE_BALANCE = cents(265_800 - DEPOSIT_PER_TRAVELER_CENTS);
const examplePlan = planInstallments({ balanceCents: EXAMPLE_BALANCE, startDate: EXAMPLE_START, balanceDueDate: '2027-07-30' });

const retryDays = INSTALLMENT_RETRY_DAYS.join(' and ');

/**
 * What a traveller agrees to with automatic payments (decision 047): how the plan is made, the
 * consent in the very words the booking form, My booking and the confirmation mail use (with its
 * version), what happens when a payment fails, and how to stop. Each figure comes from the rule
 * the server charges with.
 */
export function AutomaticPaymentsSection({ number }: { number: number }) {
  return (
    <PolicySection id="automatic-payments" number={number} title="Automatic payments">
      <Text>
        Automatic payments are optional and cost nothing extra. Tick &lsquo;{AUTO_PAY_LABEL}&rsquo; on the booking form, or switch them on
        later in <TextLink to="/my-booking">My Booking</TextLink> once your deposit is paid. We then charge the balance to your card in up
        to {INSTALLMENT_COUNT} monthly payments: the first one month after you switch them on, on the same day of each month (or the
        month&apos;s last day), the last at least {LAST_INSTALLMENT_DAYS_BEFORE_DUE} days before the balance due date. Each payment is the
        balance divided evenly, any cents left over on the last. When no payment fits before the due date, automatic payments are not
        offered.
      </Text>
      <Text>
        Before you agree, we show you the dates and amounts of your own plan and these words (consent version{' '}
        {INSTALLMENT_CONSENT_VERSION}), which we also e-mail to you. For example, for a balance of {formatUsd(EXAMPLE_BALANCE)} switched on
        on {formatDate(EXAMPLE_START)}:
      </Text>
      <Box as="blockquote" borderStartWidth="4px" borderColor="brand.muted" bg="bg.subtle" rounded="md" px="4" py="3">
        <List.Root gap="1.5" ps="4" color="fg">
          {installmentConsentText({ installments: examplePlan, card: 'deposit-card' }).map((sentence) => (
            <List.Item key={sentence}>{sentence}</List.Item>
          ))}
        </List.Root>
      </Box>
      <Text>
        Your card is kept by our payment provider, Stripe, for these payments only; we never see or store its number. We e-mail you{' '}
        {INSTALLMENT_NOTICE_DAYS} days before each payment, with its amount, date and card, and a receipt after it.
      </Text>
      <Text>If a payment does not go through:</Text>
      <PolicyList>
        <List.Item>
          if your bank asks you to confirm it, we e-mail you a link to confirm that same payment; nothing is charged until you do;
        </List.Item>
        <List.Item>
          if it is refused for a reason that may pass (not enough funds, say), we try again {retryDays} days later, never after the balance
          due date;
        </List.Item>
        <List.Item>if the card is refused outright or has expired, we e-mail you to change it;</List.Item>
        <List.Item>
          after {FAILURES_TO_SUSPEND} failed payments in a row we stop charging and tell you. A missed payment is never added to the next
          one, and the balance due date and its reminders still apply.
        </List.Item>
      </PolicyList>
      <Text>
        You can switch automatic payments off, or change the card, at any time in <TextLink to="/my-booking">My Booking</TextLink>, or by
        replying to any of our e-mails about them; we confirm by e-mail and remove the card. The balance is then due by the balance due
        date. A payment you make another way shortens the plan from its last payment, and a cancelled booking stops it.
      </Text>
    </PolicySection>
  );
}
