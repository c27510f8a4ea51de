import { List, Text } from '@chakra-ui/react';
import { formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS, INSTALLMENT_COUNT, MAX_TRAVELERS, MIN_TRAVELERS } from '@sunward/shared/rules/booking-pricing';
import { DEFAULT_HOLD_MINUTES, HOLD_MINUTES_BEFORE_PAYMENT } from '@sunward/shared/rules/booking-status';
import { BALANCE_DUE_DAYS_BEFORE_DEPARTURE } from '@sunward/shared/rules/departure-balance-due';
import { PolicyList, PolicySection, PolicySummary, TextLink } from '../components/content/policy-page';
import { REFUND_BUSINESS_DAYS } from '../features/marketing/components/refund-policy-content';
import { AutomaticPaymentsSection } from './automatic-payments-terms';

/** When these terms last changed. */
export const BOOKING_TERMS_UPDATED = 'November 26, 2026';

const deposit = formatUsd(DEPOSIT_PER_TRAVELER_CENTS);

/**
 * The booking terms a traveller accepts before paying: each figure comes from the rule the
 * server applies (the deposit, the seat hold, the balance date, the number of travellers), so
 * the page cannot promise what the booking does not do.
 */
export function BookingTermsContent() {
  return (
    <>
      <PolicySummary
        id="terms-summary"
        title="The terms in brief"
        items={[
          `Prices are per person, in US dollars. One booking is for ${MIN_TRAVELERS} to ${MAX_TRAVELERS} travelers.`,
          `A deposit of ${deposit} per traveler, paid by card when you book, confirms your seats.`,
          `The balance is due ${BALANCE_DUE_DAYS_BEFORE_DEPARTURE} days before departure, unless we set another date for your departure.`,
          'Automatic monthly payments of the balance are optional; you can switch them off at any time.',
          'Every payment is non-refundable. If we cancel the trip, you get everything back.',
        ]}
      />

      <PolicySection id="about-terms" number={1} title="About these terms">
        <Text>
          These terms apply to every trip booked with Sunward Group Travel. Before you pay your deposit, the booking form asks
          you to confirm that you have read and accept them. Please read them together with our{' '}
          <TextLink to="/refund-policy">Refund Policy</TextLink>, which is part of them.
        </Text>
      </PolicySection>

      <PolicySection id="prices" number={2} title="Prices and travelers">
        <Text>
          Prices are per person and in US dollars (USD). The price of a booking is the price per person of the departure you
          choose, times the number of travelers. One booking can be for {MIN_TRAVELERS} to {MAX_TRAVELERS} travelers; for a
          larger group, please <TextLink to="/contact">contact us</TextLink>.
        </Text>
        <Text>
          Unless a trip page says otherwise, prices do not include international flights, travel insurance or tips. Each trip
          page lists what is included and what is not.
        </Text>
      </PolicySection>

      <PolicySection id="seat-hold" number={3} title="Holding your seats">
        <Text>
          When you send the booking form, we hold your seats for {HOLD_MINUTES_BEFORE_PAYMENT} minutes; once you start paying the deposit, the hold lasts until {DEFAULT_HOLD_MINUTES} minutes after you booked.
          The booking page shows the time the hold ends. If the deposit is not paid by then, the hold lapses and the seats go
          back on sale; you can start a new booking if seats are still available.
        </Text>
      </PolicySection>

      <PolicySection id="deposit" number={4} title="The deposit">
        <Text>
          The deposit is {deposit} per traveler (or the full price, if that is less), paid by card when you book. Your booking
          is confirmed once the deposit is paid, and we e-mail you a confirmation with your booking reference.
        </Text>
      </PolicySection>

      <PolicySection id="balance" number={5} title="Paying the balance">
        <Text>
          The rest of the price is due in full by your departure's balance due date: {BALANCE_DUE_DAYS_BEFORE_DEPARTURE} days
          before departure, unless we have set another date for that departure. Your booking confirmation e-mail gives the
          date.
        </Text>
        <Text>
          You pay the balance yourself, online, at <TextLink to="/my-booking">My Booking</TextLink>: enter your e-mail
          address, type in the code we e-mail you, and make a payment of any amount up to the balance. We charge your card on
          our own only if you switch on automatic payments (section 6).
        </Text>
        <Text>You can pay the balance the way that suits you, as long as it is paid by the due date:</Text>
        <PolicyList>
          <List.Item>in one payment, or in several payments of any amount;</List.Item>
          <List.Item>
            in up to {INSTALLMENT_COUNT} monthly payments before the due date: the price summary on the booking form shows
            how many fit and the monthly amount for your booking, and we can charge them for you (section 6);
          </List.Item>
          <List.Item>
            or with monthly financing from our third-party lending partner, subject to approval: see{' '}
            <TextLink to="/flexpay">Pay Over Time</TextLink>.
          </List.Item>
        </PolicyList>
        <Text>
          If a payment is not made by the due date, we may cancel the booking and release the seats. Amounts already paid are
          then forfeited and are not refunded.
        </Text>
      </PolicySection>

      <AutomaticPaymentsSection number={6} />

      <PolicySection id="non-refundable" number={7} title="All payments are non-refundable">
        <Text>
          We commit money to hotels, guides and transport for a small group as soon as you book, so every payment you make,
          the deposit included, is non-refundable. This applies whatever the reason you can no longer travel, including a
          change of plans, illness or a missed flight.
        </Text>
        <Text>
          For that reason we strongly recommend travel insurance with trip cancellation cover, bought when you pay your
          deposit; for St. Lucia Carnival it is required. See <TextLink to="/travel-insurance">Travel Insurance</TextLink>{' '}
          for what to look for.
        </Text>
      </PolicySection>

      <PolicySection id="cancelled-by-us" number={8} title="If we cancel your trip">
        <Text>
          If Sunward Group Travel cancels a trip, you receive a full refund of everything you have paid for it, within{' '}
          {REFUND_BUSINESS_DAYS} business days of the cancellation, to the original payment method. The{' '}
          <TextLink to="/refund-policy">Refund Policy</TextLink> explains the details.
        </Text>
      </PolicySection>

      <PolicySection id="questions" number={9} title="Questions">
        <Text>
          If anything in these terms is unclear, please <TextLink to="/contact">contact us</TextLink> before you book. Our team
          answers Monday to Friday, 9 AM to 5 PM.
        </Text>
      </PolicySection>
    </>
  );
}
