import { cents } from '@sunward/shared/money';
import { isThisDeposit } from '@sunward/shared/rules/deposit-payment';
import { agencyEmail, sendMail } from '../adapters/mail';
import { retrievePaymentIntent } from '../adapters/payments';
import { conflict, notFound } from '../http/http-error';
import { depositReceiptMail, newBookingNoticeMail } from '../mail/booking-mails';
import { logger } from '../observability/logger';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { type PaymentRecord, recordDeposit } from '../store/payment-repository';

async function sendDepositMails(booking: BookingRecord, payment: PaymentRecord): Promise<void> {
  const results = await Promise.allSettled([
    sendMail(depositReceiptMail(booking, payment)),
    sendMail(newBookingNoticeMail(booking, payment, agencyEmail)),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') logger.error('Deposit mail not sent', { error: result.reason as Error });
  }
}

/**
 * The one recorder of deposits, for the browser's call and Stripe's webhook alike. It believes
 * only Stripe: the PaymentIntent is retrieved and must have succeeded, for this booking, for its
 * deposit, for the deposit's amount in dollars. The write is conditional on the payment not being
 * there yet, so the money counts once however many calls arrive, in whatever order; only the call
 * that wrote it sends the receipt and the agency's notice.
 */
export async function recordDepositPayment(bookingId: string, paymentIntentId: string, now: Date): Promise<BookingRecord> {
  logger.appendKeys({ bookingId, paymentIntentId });
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound('Booking not found');

  const intent = await retrievePaymentIntent(paymentIntentId);
  if (!intent || !isThisDeposit(intent, booking)) {
    throw conflict('This payment is not a completed deposit for this booking');
  }

  const payment: PaymentRecord = {
    bookingId,
    paymentIntentId,
    amountCents: cents(intent.amount),
    purpose: 'deposit',
    paidAt: now.toISOString(),
    note: 'Deposit',
  };
  const result = await recordDeposit(bookingId, payment);
  switch (result.outcome) {
    case 'recorded':
      await sendDepositMails(result.booking, payment);
      return result.booking;
    case 'already-recorded':
      return result.booking;
    case 'not-applicable':
      // A second deposit PaymentIntent that succeeded: the money is real and must go back.
      logger.error('A second deposit succeeded for a booking already paid; refund it in Stripe');
      throw conflict('The deposit for this booking is already paid');
    case 'seats-gone':
      logger.error('A deposit arrived after the hold lapsed and its seats were taken; refund it in Stripe');
      throw conflict("This booking's hold expired and its seats were taken. Your deposit will be refunded.");
  }
}
