import type { Cents } from '@sunward/shared/money';
import { isDueSoonAfterBooking } from '@sunward/shared/rules/balance-due-terms';
import type { MailFacts } from '../mail/outgoing-mail';
import { bookingReference } from '../mappers/booking-response';
import type { BookingRecord } from '../store/booking-repository';
import type { PaymentRecord } from '../store/payment-repository';

/**
 * The facts of the booking mails, picked from the booking as the payment's write leaves it and
 * from the payment (decision 034): each mail gets exactly the fields its template renders, so the
 * outbox holds no booking snapshot (no hold, no Stripe ids it does not name, no other booking
 * fields) and the templates know no store record.
 */

type TripFacts = Pick<MailFacts<'disputeNotice'>, 'reference' | 'packageTitle' | 'departureDate' | 'returnDate'>;
type BookedTripFacts = TripFacts & Pick<MailFacts<'depositReceipt'>, 'travelers' | 'priceCents' | 'totalCents'>;
type TravellerFacts = TripFacts & Pick<MailFacts<'disputeNotice'>, 'firstName' | 'lastName' | 'email' | 'phone'>;
type ReceiptFacts = Pick<MailFacts<'depositReceipt'>, 'paidCents' | 'paidAt' | 'amountPaidCents' | 'balanceDueCents' | 'balanceDueDate' | 'dueSoonAfterBooking'>;

/** The payment a mail confirms: what was paid, and when. */
type PaidPayment = Pick<PaymentRecord, 'amountCents' | 'paidAt'>;

/** The trip every booking mail names: its reference, title and dates. */
export function tripFacts(booking: BookingRecord): TripFacts {
  return {
    reference: bookingReference(booking),
    packageTitle: booking.packageTitle,
    departureDate: booking.departureDate,
    returnDate: booking.returnDate,
  };
}

/** The trip with what was booked: travellers, price and total. */
export function bookedTripFacts(booking: BookingRecord): BookedTripFacts {
  return { ...tripFacts(booking), travelers: booking.travelers, priceCents: booking.priceCents, totalCents: booking.totalCents };
}

/** The trip and the traveller's contact details, for the agency's mails. */
export function travellerFacts(booking: BookingRecord): TravellerFacts {
  return { ...tripFacts(booking), firstName: booking.firstName, lastName: booking.lastName, email: booking.email, phone: booking.phone };
}

function receipt(booking: BookingRecord, payment: PaidPayment): ReceiptFacts {
  return {
    paidCents: payment.amountCents,
    paidAt: payment.paidAt,
    amountPaidCents: booking.amountPaidCents,
    balanceDueCents: booking.balanceDueCents,
    balanceDueDate: booking.balanceDueDate,
    ...(isDueSoonAfterBooking(booking) ? { dueSoonAfterBooking: true as const } : {}),
  };
}

/** The traveller's receipt of the deposit that confirmed the booking. */
export function depositReceiptFacts(booking: BookingRecord, payment: PaidPayment, siteUrl: string): MailFacts<'depositReceipt'> {
  return { ...bookedTripFacts(booking), ...receipt(booking, payment), firstName: booking.firstName, siteUrl };
}

/** The agency's notice of a new paid booking. */
export function newBookingNoticeFacts(booking: BookingRecord, payment: PaidPayment, siteUrl: string): MailFacts<'newBookingNotice'> {
  return {
    ...bookedTripFacts(booking),
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phone: booking.phone,
    paidCents: payment.amountCents,
    paidAt: payment.paidAt,
    balanceDueCents: booking.balanceDueCents,
    balanceDueDate: booking.balanceDueDate,
    ...(isDueSoonAfterBooking(booking) ? { dueSoonAfterBooking: true as const } : {}),
    siteUrl,
  };
}

/** The traveller's receipt of a payment towards the balance; `overpaidCents` is what it took beyond the balance. */
export function balanceReceiptFacts(booking: BookingRecord, payment: PaidPayment, overpaidCents: Cents, siteUrl: string): MailFacts<'balanceReceipt'> {
  return { ...depositReceiptFacts(booking, payment, siteUrl), overpaidCents };
}

/** The agency's notice of a payment towards the balance. */
export function balancePaymentNoticeFacts(
  booking: BookingRecord,
  payment: PaidPayment,
  overpaidCents: Cents,
  siteUrl: string,
): MailFacts<'balancePaymentNotice'> {
  return {
    ...travellerFacts(booking),
    paidCents: payment.amountCents,
    paidAt: payment.paidAt,
    totalCents: booking.totalCents,
    amountPaidCents: booking.amountPaidCents,
    balanceDueCents: booking.balanceDueCents,
    overpaidCents,
    overpaidToRefundCents: booking.overpaidCents,
    siteUrl,
  };
}

/** The agency's notice of a deposit refused because its seats were gone: the PaymentIntent and amount to refund. */
export function lateDepositRefundFacts(
  booking: BookingRecord,
  refund: { paymentIntentId: string; amountCents: Cents },
  siteUrl: string,
): MailFacts<'lateDepositRefund'> {
  return { ...travellerFacts(booking), paymentIntentId: refund.paymentIntentId, toRefundCents: refund.amountCents, siteUrl };
}

/** The agency's notice of a disputed payment: its PaymentIntent and the amount disputed. */
export function disputeNoticeFacts(
  booking: BookingRecord,
  dispute: { paymentIntentId: string; amountCents: Cents },
  siteUrl: string,
): MailFacts<'disputeNotice'> {
  return { ...travellerFacts(booking), paymentIntentId: dispute.paymentIntentId, disputedCents: dispute.amountCents, siteUrl };
}
