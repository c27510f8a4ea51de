import { Stack, Text } from '@chakra-ui/react';
import { PolicySection, PolicySummary, TextLink } from '../../../components/content/policy-page';

/** When the policy text last changed (spec §2 route table). */
export const REFUND_POLICY_UPDATED = 'October 20, 2025';

/** How long a refund takes after we cancel a trip (spec §9). */
export const REFUND_BUSINESS_DAYS = 14;

/** The refund policy (spec §9): what can be refunded, when, and how. */
export function RefundPolicyContent() {
  return (
    <Stack gap={{ base: '10', md: '12' }}>
      <PolicySummary
        id="policy-summary"
        title="The policy in brief"
        items={[
          'Payments for a trip are non-refundable.',
          'If the payment schedule is not kept, the amounts already paid are forfeited.',
          <>If we cancel a trip, you get a full refund within {REFUND_BUSINESS_DAYS} business days, to the payment method you used.</>,
        ]}
      />

      <PolicySection id="non-refundable" number={1} title="All payments are non-refundable">
        <Text>
          To hold seats, hotel rooms, flights and guides for a small group, we commit money to our partners as soon as you
          book. For that reason, in normal circumstances every payment you make to Sunward Group Travel is non-refundable.
          This covers deposits, instalments and final payments alike.
        </Text>
        <Text>
          This applies whatever the reason you can no longer travel, including changes in your plans, illness, or missed
          flights. We strongly recommend travel insurance that covers trip cancellation.
        </Text>
      </PolicySection>

      <PolicySection id="payment-schedule" number={2} title="Keeping to your payment schedule">
        <Text>
          Your booking is confirmed by your deposit and kept by paying the balance on the schedule agreed at booking, in
          full before departure.
        </Text>
        <Text>
          If a payment in the schedule is not made, we may cancel the booking and release the seats. Any amounts already
          paid are then forfeited and are not refunded.
        </Text>
      </PolicySection>

      <PolicySection id="cancelled-by-us" number={3} title="If we cancel your trip">
        <Text>
          Refunds are made only if Sunward Group Travel cancels the trip. In that case you receive a full refund of
          everything you have paid for it.
        </Text>
        <Text>
          The refund is processed within {REFUND_BUSINESS_DAYS} business days of the cancellation and is returned to the
          original payment method. Your bank or card issuer may take a few more days to show it on your statement.
        </Text>
      </PolicySection>

      <PolicySection id="questions" number={4} title="Questions">
        <Text>
          If anything in this policy is unclear, or you want to talk about your booking, please{' '}
          <TextLink to="/contact">contact us</TextLink>
          . Our team answers Monday to Friday, 9 AM to 5 PM.
        </Text>
      </PolicySection>
    </Stack>
  );
}
