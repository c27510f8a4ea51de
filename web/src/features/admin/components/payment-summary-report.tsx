import { Box, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { formatUsd } from '@sunward/shared/money';
import { formatCollectionRate, paymentReport } from '@sunward/shared/rules/payment-report';
import { refundsAndDisputesSummary } from '@sunward/shared/rules/refunds-and-disputes';
import type { BookingList } from '@sunward/shared/schemas/booking';
import { AdminSection } from './admin-section';

function Figure({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <Stat.Root gap="1" p="4" rounded="lg" bg={emphasis ? 'brand.subtle' : 'bg.subtle'}>
      <Stat.Label color="fg.muted" fontWeight="semibold" fontSize="sm">
        {label}
      </Stat.Label>
      <Stat.ValueText
        fontFamily="heading"
        fontSize={{ base: 'xl', md: '2xl' }}
        fontWeight="600"
        fontVariantNumeric="tabular-nums"
        color={emphasis ? 'brand.fg' : 'fg'}
      >
        {value}
      </Stat.ValueText>
    </Stat.Root>
  );
}

/** Expected revenue, what is paid, what is outstanding and the collection rate (spec §2, §9). */
export function PaymentSummaryReport({ bookings }: { bookings: BookingList }) {
  const report = paymentReport(bookings);
  const issues = refundsAndDisputesSummary(bookings);
  const notes = [
    issues.refundedCents > 0 && `Total paid is after ${formatUsd(issues.refundedCents)} refunded in Stripe.`,
    issues.refundDueCents > 0 && `${formatUsd(issues.refundDueCents)} of refused deposits to refund, never counted as paid.`,
    issues.disputedCents > 0 &&
      `${formatUsd(issues.disputedCents)} held back by Stripe for disputes${issues.openDisputes > 0 ? ` (${issues.openDisputes} open)` : ''}, still counted as paid.`,
  ].filter((note) => note !== false);
  return (
    <AdminSection title="Payment Summary Report">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
        <Figure label="Expected Revenue" value={formatUsd(report.expectedRevenueCents)} />
        <Figure label="Total Paid" value={formatUsd(report.totalPaidCents)} />
        <Figure label="Outstanding" value={formatUsd(report.outstandingCents)} />
        <Figure label="Collection Rate" value={formatCollectionRate(report.collectionRate)} emphasis />
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        Counted as on the payments page: total paid is the money received, less refunds; outstanding is what bookings with their deposit
        paid still owe. Unpaid holds, expired and cancelled bookings owe nothing.
      </Text>
      {notes.length > 0 && (
        <Box as="ul" aria-label="Refund and dispute totals" fontSize="sm" color="fg" m="0" ps="5" listStyleType="disc">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Box>
      )}
    </AdminSection>
  );
}
