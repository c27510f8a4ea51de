import { centsToDollars } from '@sunward/shared/money';
import { derivedBookingReference } from '@sunward/shared/rules/booking-reference';
import { isDepositPaid, isFullyPaid } from '@sunward/shared/rules/booking-status';
import type { Booking } from '@sunward/shared/schemas/booking';
import type { BookingRecord } from '../store/booking-repository';

/** The booking's short reference; one derived from its id for bookings stored before references. */
export function bookingReference(record: Pick<BookingRecord, 'id' | 'reference'>): string {
  return record.reference ?? derivedBookingReference(record.id);
}

/** The one place a booking's cents become the dollars API.md names (`packagePrice`, `depositAmount`, `remainingAmount`). */
export function toBookingResponse(record: BookingRecord): Booking {
  return {
    id: record.id,
    reference: bookingReference(record),
    packageId: record.packageId,
    packageTitle: record.packageTitle,
    departureId: record.departureId ?? null,
    departureDate: record.departureDate ?? null,
    returnDate: record.returnDate ?? null,
    balanceDueDate: record.balanceDueDate ?? null,
    termsAcceptedAt: record.termsAcceptedAt ?? null,
    packagePrice: centsToDollars(record.priceCents),
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    travelers: record.travelers,
    depositAmount: centsToDollars(record.depositCents),
    remainingAmount: centsToDollars(record.remainingCents),
    amountPaid: record.amountPaidCents,
    balanceDue: record.balanceDueCents,
    ...(record.refundDueCents ? { refundDue: record.refundDueCents, refundDuePaymentIntentIds: record.refundDuePaymentIntentIds ?? [] } : {}),
    ...(record.refundedCents ? { refunded: record.refundedCents } : {}),
    ...(record.disputeId && record.disputeStatus
      ? { dispute: { id: record.disputeId, status: record.disputeStatus, amount: record.disputeAmountCents ?? 0 } }
      : {}),
    status: record.status,
    depositPaid: isDepositPaid(record.status),
    fullPaymentPaid: isFullyPaid(record.status),
    depositPaymentIntentId: record.depositPaymentIntentId,
    createdAt: record.createdAt,
    holdExpiresAt: record.holdExpiresAt,
  };
}
