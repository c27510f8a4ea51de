import { SimpleGrid } from '@chakra-ui/react';
import { adminCounters } from '@sunward/shared/rules/admin-counters';
import type { BookingList } from '@sunward/shared/schemas/booking';
import { StatCard } from './stat-card';

/**
 * The dashboard's counters (spec §2, §4), from the shared rule: Total Bookings, then one counter
 * per state, each booking in exactly one, so they add up to the total.
 */
export function BookingCounters({ bookings }: { bookings: BookingList }) {
  const counters = adminCounters(bookings);
  return (
    <SimpleGrid as="section" aria-label="Booking counters" columns={{ base: 2, md: 4, xl: 7 }} gap={{ base: '3', md: '5' }}>
      <StatCard label="Total Bookings" value={String(counters.totalBookings)} palette="brand" />
      <StatCard label="Fully Paid" value={String(counters.fullyPaid)} palette="green" />
      <StatCard label="Partial Payments" value={String(counters.partialPayments)} palette="blue" />
      <StatCard label="Overdue" value={String(counters.overdue)} palette="red" />
      <StatCard label="Pending" value={String(counters.pending)} palette="orange" />
      <StatCard label="Expired" value={String(counters.expired)} palette="gray" />
      <StatCard label="Cancelled" value={String(counters.cancelled)} palette="gray" />
    </SimpleGrid>
  );
}
