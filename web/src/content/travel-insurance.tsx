import { List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS } from '@sunward/shared/rules/booking-pricing';
import { PolicySection, TextLink } from '../components/content/policy-page';

const coverTypes = [
  {
    title: 'Trip cancellation and interruption',
    text: 'Pays back what you cannot recover if you have to cancel before departure, or cut the trip short, for a reason the policy covers, such as illness or injury. Insure the full price of the trip, not only the deposit.',
  },
  {
    title: 'Medical care abroad',
    text: 'Your health plan at home may pay little or nothing outside the United States. Look for cover for doctors, hospital stays and medicines while you travel.',
  },
  {
    title: 'Emergency evacuation',
    text: 'Getting to a suitable hospital, or home, after a serious illness or accident can cost tens of thousands of dollars, especially from an island or a rural area.',
  },
  {
    title: 'Baggage and delays',
    text: 'Pays for lost, stolen or delayed bags and for the extra nights or meals a long delay causes.',
  },
] as const;

/** Why and how to insure a trip that is paid for in non-refundable payments. */
export function TravelInsuranceContent() {
  return (
    <>
      <PolicySection id="why-insurance" title="Why it matters">
        <Text>
          Every payment you make for a Sunward trip is non-refundable, the deposit included (see our{' '}
          <TextLink to="/refund-policy">Refund Policy</TextLink>). If you fall ill, are injured, or something at home keeps you
          from travelling, we cannot give that money back. Travel insurance with trip cancellation cover is how you protect it.
        </Text>
        <Text>
          It also protects you during the trip: a doctor's visit, a hospital stay or a flight home after an accident abroad can
          cost far more than the trip itself.
        </Text>
      </PolicySection>

      <PolicySection id="required" title="Required for St. Lucia Carnival">
        <Text>
          For most of our trips, travel insurance is strongly recommended. For{' '}
          <TextLink to="/st-lucia">St. Lucia Carnival</TextLink> it is required: every traveler must have trip insurance.
        </Text>
      </PolicySection>

      <PolicySection id="we-do-not-sell" title="We do not sell insurance">
        <Text>
          Travel insurance is not included in the price of any of our packages, and Sunward Group Travel does not sell or
          arrange it. Buy a policy directly from an insurer or a comparison site of your choice, and read what it covers
          before you pay for it.
        </Text>
      </PolicySection>

      <PolicySection id="what-to-look-for" title="What to look for">
        <Text>A good policy for one of our trips covers at least these four things:</Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="4" pt="1">
          {coverTypes.map((cover) => (
            <Stack as="li" key={cover.title} gap="1.5" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="card" p="5">
              <Text as="h3" fontWeight="semibold" color="fg" lineHeight="1.4">
                {cover.title}
              </Text>
              <Text fontSize="sm">{cover.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text>Before you buy, also check:</Text>
        <List.Root gap="2" ps="5">
          <List.Item>which reasons for cancelling the policy accepts, and what it excludes;</List.Item>
          <List.Item>whether it covers medical conditions you already have;</List.Item>
          <List.Item>whether it covers the activities on your itinerary, such as snorkelling or hiking;</List.Item>
          <List.Item>that it covers every traveler on your booking, for every day of the trip.</List.Item>
        </List.Root>
      </PolicySection>

      <PolicySection id="when-to-buy" title="When to buy it">
        <Text>
          Buy it when you pay your deposit of {formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} per traveler. Cancellation cover only
          protects you from the day the policy starts, and some benefits, such as cover for existing medical conditions, are
          often offered only if you buy soon after your first trip payment.
        </Text>
        <Text>
          Insure the whole price of the trip, even if you pay the balance later at <TextLink to="/my-booking">My Booking</TextLink>
          . The <TextLink to="/terms">Booking Terms</TextLink> explain when each payment is due.
        </Text>
      </PolicySection>

      <PolicySection id="insurance-questions" title="Questions">
        <Text>
          We cannot advise you on which policy to buy, but we are happy to tell you anything about the trip that an insurer asks
          for. Please <TextLink to="/contact">contact us</TextLink>.
        </Text>
      </PolicySection>
    </>
  );
}
