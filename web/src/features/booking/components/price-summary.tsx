import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { type Cents, formatUsd } from '@sunward/shared/money';
import { bookingBalanceDueDate, isLateBooking } from '@sunward/shared/rules/balance-due';
import { LATE_BOOKING_DUE_WORDING } from '@sunward/shared/rules/balance-due-terms';
import { DEPOSIT_PER_TRAVELER_CENTS } from '@sunward/shared/rules/booking-pricing';
import type { Installment } from '@sunward/shared/rules/installment-plan';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { bookingInstallments, bookingPrice, monthlyPaymentsLine } from '../booking-plan';

function Row({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <Flex as="div" justify="space-between" align="baseline" gap="4">
      <Text as="dt" color={strong ? 'fg' : 'fg.muted'} fontWeight={strong ? 'semibold' : 'normal'}>
        {term}
      </Text>
      <Text as="dd" fontWeight={strong ? '700' : 'semibold'} fontVariantNumeric="tabular-nums" textAlign="end">
        {children}
      </Text>
    </Flex>
  );
}

/**
 * The booking's price as the visitor changes the number of travellers: total, the deposit due
 * today and the balance with its due date, and the monthly plan when at least two monthly
 * payments fit before that date (up to six): the plan automatic payments would charge
 * (`planInstallments`), so this line and the plan offered under it never disagree. Computed
 * with the same shared rules the server prices the booking with; the server's figures are the
 * ones charged. Booked on or after the departure's due date, the balance is due within 3 days of
 * booking, and the summary says so.
 */
export function PriceSummary({
  pricePerPersonCents,
  travelers,
  departureDate,
  balanceDueDate,
  now = new Date(),
  installments,
}: {
  pricePerPersonCents: Cents;
  travelers: number | null;
  /** The departure's date, `YYYY-MM-DD`: a late booking's balance is never due after it. */
  departureDate: string;
  /** The departure's balance due date, `YYYY-MM-DD`. */
  balanceDueDate: string;
  /** Today, for the booking's own due date and how many months are left before it. */
  now?: Date;
  /** The plan, when the form has already made it for the same price and day. */
  installments?: readonly Installment[];
}) {
  const titleId = 'price-summary-title';
  const price = bookingPrice(pricePerPersonCents, travelers);
  const dueDate = bookingBalanceDueDate({ departureDate, balanceDueDate }, now);
  const late = isLateBooking({ balanceDueDate }, now);
  const monthly = monthlyPaymentsLine(installments ?? bookingInstallments(price, { departureDate, balanceDueDate }, now));

  return (
    <Box as="section" aria-labelledby={titleId} bg="bg.subtle" borderWidth="1px" borderColor="border" rounded="xl" p={{ base: '4', md: '5' }}>
      <Heading as="h3" id={titleId} fontSize="md" fontFamily="body" fontWeight="700" mb="3">
        Price summary
      </Heading>
      {price === null ? (
        <Text color="fg.muted" fontSize="sm">
          Enter 1 to 10 travelers to see your price.
        </Text>
      ) : (
        <Stack as="dl" gap="2.5" fontSize="sm" aria-live="polite">
          <Row term={`${formatUsd(pricePerPersonCents)} × ${travelers} ${travelers === 1 ? 'traveler' : 'travelers'}`}>{formatUsd(price.totalCents)}</Row>
          <Box borderTopWidth="1px" borderColor="border" />
          <Flex as="div" justify="space-between" align="baseline" gap="4">
            <Text as="dt" fontWeight="semibold" fontSize="md">
              Deposit due today ({formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} per traveler, non-refundable)
            </Text>
            <Text as="dd" fontFamily="heading" fontSize="2xl" fontWeight="600" lineHeight="1" color="brand.fg" fontVariantNumeric="tabular-nums">
              {formatUsd(price.depositCents)}
            </Text>
          </Flex>
          <Grid as="div" templateColumns="1fr auto" columnGap="4" rowGap="0.5" alignItems="baseline">
            <Text as="dt" color="fg.muted">
              {late ? `Remaining balance, due ${LATE_BOOKING_DUE_WORDING} (by ${formatDate(dueDate)})` : `Remaining balance, due by ${formatDate(dueDate)}`}
            </Text>
            <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums" textAlign="end">
              {formatUsd(price.remainingCents)}
            </Text>
            {monthly !== null && (
              <Text as="dd" gridColumn="1 / -1" color="fg.muted" textAlign="end">
                {monthly}
              </Text>
            )}
          </Grid>
        </Stack>
      )}
    </Box>
  );
}
