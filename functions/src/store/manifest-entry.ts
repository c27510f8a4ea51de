import { manifestEntryKey } from '@sunward/shared/table';
import type { TransactItem } from './conditional-write';
import { tableName } from './dynamo-client';

/**
 * A booking's line in its departure's manifest, for the booking's own transaction (decision 017):
 * written with the booking or not at all. It points at the booking, which stays the one copy of
 * names, contact and payments.
 */
export function manifestEntryPut(booking: { id: string; packageId: string; departureId: string; createdAt: string }): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...manifestEntryKey(booking.packageId, booking.departureId, booking.id),
        bookingId: booking.id,
        packageId: booking.packageId,
        departureId: booking.departureId,
        createdAt: booking.createdAt,
      },
    },
  };
}

