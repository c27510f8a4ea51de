import { centsToDollars } from '@sunward/shared/money';
import { derivedBookingReference } from '@sunward/shared/rules/booking-reference';
import { isBalanceOverdue } from '@sunward/shared/rules/balance-due';
import { isDepositPaid, isFullyPaid } from '@sunward/shared/rules/booking-status';
import type { Booking, BookingStatus } from '@sunward/shared/schemas/booking';
import type { BookingRecord } from '../store/booking-repository';
import { toAutoPayResponse } from './auto-pay-response';

/** The booking's short reference; one derived from its id for bookings stored before references. */
export function bookingReference(record: Pick<BookingRecord, 'id' | 'reference'>): string {
  return record.reference ?? derivedBookingReference(record.id);
}

/**
 * The status a booking answers at `now`: `overdue` is never stored, it is a `deposit_paid` booking
 * whose balance is still owed the day after its due date, New York time (decision 044).
 */
export function bookingStatusAt(record: Pick<BookingRecord, 'status' | 'balanceDueDate' | 'balanceDueCents'>, now: Date): BookingStatus {
  if (record.status === 'deposit_paid' && isBalanceOverdue({ ...record, depositPaid: true }, now)) return 'overdue';
  return record.status;
}

/**
 * The one place a booking's cents become the dollars API.md names (`packagePrice`, `depositAmount`,
 * `remainingAmount`); `now` is the request's clock, which says whether it is overdue.
 */
export function toBookingResponse(record: BookingRecord, now: Date): Booking {
  const status = bookingStatusAt(record, now);
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
    ...(record.status === 'cancelled' ? { forfeited: record.forfeitedCents ?? 0, ...(record.cancelledAt ? { cancelledAt: record.cancelledAt } : {}) } : {}),
    status,
    depositPaid: isDepositPaid(status),
    fullPaymentPaid: isFullyPaid(status),
    remindersEnabled: record.remindersEnabled !== false,
    lastReminder: record.lastReminder ?? null,
    depositPaymentIntentId: record.depositPaymentIntentId,
    ...(record.autoPayRequested ? { autoPayRequested: true } : {}),
    autoPay: record.autoPay ? toAutoPayResponse(record.autoPay, record.balanceDueCents) : null,
    createdAt: record.createdAt,
    holdExpiresAt: record.holdExpiresAt,
  };
}
