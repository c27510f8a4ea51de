import { SimpleGrid } from '@chakra-ui/react';
import { formatUsd } from '@sunward/shared/money';
import { paymentsSummary } from '@sunward/shared/rules/payments-summary';
import type { BookingList } from '@sunward/shared/schemas/booking';
import { StatCard } from './stat-card';

/** The three cards of /admin/payments, from the shared rule. */
export function PaymentsSummaryCards({ bookings }: { bookings: BookingList }) {
  const summary = paymentsSummary(bookings);
  return (
    <SimpleGrid as="section" aria-label="Payments summary" columns={{ base: 1, sm: 3 }} gap={{ base: '3', md: '5' }}>
      <StatCard label="Total Bookings" value={String(summary.totalBookings)} palette="brand" />
      <StatCard label="Revenue Received" value={formatUsd(summary.revenueReceivedCents)} help="Money received and kept, less refunds; a deposit never paid is not counted" palette="green" />
      <StatCard label="Pending Balances" value={formatUsd(summary.pendingBalancesCents)} help="Still owed on bookings that keep their seats with a deposit in" palette="orange" />
    </SimpleGrid>
  );
}
