import { type PaymentEvent } from '../adapters/payment-events';
import { listSucceededRefunds, retrievePaymentIntent } from '../adapters/payments';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { logger } from '../observability/logger';
import { countMetric, metricNames } from '../observability/metrics';
import { readAgencySettings } from '../settings/mail';
import { readSiteSettings } from '../settings/site';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { stopPlan } from '../store/auto-pay-repository';
import { applyDisputeEvent, disputeEventOrder, noticeDisputeOnce } from '../store/dispute-repository';
import { recordRefund, type RefundMails } from '../store/refund-recorder';
import { refundMadeFacts } from './booking-money-facts';
import { disputeNoticeFacts } from './booking-mail-facts';

const site = readSiteSettings();
const agency = readAgencySettings();

/** The booking a PaymentIntent was made for, by its metadata; undefined when it is not one of ours. */
async function bookingOfIntent(paymentIntentId: string): Promise<BookingRecord | undefined> {
  const intent = await retrievePaymentIntent(paymentIntentId);
  const bookingId = intent?.metadata.bookingId;
  const booking = bookingId ? await findBooking(bookingId) : undefined;
  if (!booking) logger.info('Stripe event about a payment this site does not record', { paymentIntentId });
  else logger.appendKeys({ bookingId: booking.id, paymentIntentId });
  return booking;
}

/** The traveller is told of every refund recorded, made from the admin or in Stripe's dashboard (decision 045). */
const refundMails: RefundMails = (booking, refund) => [
  { to: booking.email, template: 'refundMade', facts: refundMadeFacts(booking, refund.amountCents, site.SITE_URL) },
];

/**
 * `charge.refunded` (decision 018): each succeeded refund of a recorded payment is recorded once
 * as a negative payment item with the booking's totals. The refunds are listed from Stripe, since
 * the event's charge does not carry them (decision 035). A refund of a deposit that was never
 * recorded (refused because the seats were gone) changes no totals: it is logged, and the booking
 * keeps its `refundDuePaymentIntentIds` as the record of what was due.
 */
export async function handleRefundEvent(event: PaymentEvent, now: Date): Promise<void> {
  if (!event.paymentIntentId || !event.chargeId) return;
  const booking = await bookingOfIntent(event.paymentIntentId);
  if (!booking) return;
  for (const refund of await listSucceededRefunds(event.chargeId)) {
    const result = await recordRefund(booking.id, {
      refundId: refund.id,
      paymentIntentId: event.paymentIntentId,
      amountCents: refund.amountCents,
      refundedAt: now.toISOString(),
    }, refundMails);
    if (result.outcome === 'payment-not-recorded') {
      const wasDue = booking.refundDuePaymentIntentIds?.includes(event.paymentIntentId) ?? false;
      logger.info(wasDue ? 'A refused deposit was refunded in Stripe, as was due' : 'A refund of a payment never recorded for this booking', {
        refundId: refund.id,
        amountCents: refund.amountCents,
      });
    } else if (result.outcome === 'recorded') {
      logger.info('Refund recorded', { refundId: refund.id, amountCents: refund.amountCents });
      if (result.booking.amountPaidCents < result.booking.depositCents) {
        // The status is kept: whether the booking is cancelled is the agency's decision.
        logger.warn('A booking was refunded below its deposit; the agency decides whether to cancel it', {
          amountPaidCents: result.booking.amountPaidCents,
        });
      }
    }
  }
}

/**
 * `charge.dispute.created` flags the booking with the dispute (`open`), `charge.dispute.closed`
 * records its outcome (`won`, `lost`, …), each applied only if Stripe created it after the last one
 * applied, so deliveries in any order end in the latest state (decision 035). The agency is told
 * once per dispute, by whichever of its events arrives first.
 */
export async function handleDisputeEvent(event: PaymentEvent, now: Date): Promise<void> {
  const dispute = event.dispute;
  if (!dispute || !event.paymentIntentId) return;
  const booking = await bookingOfIntent(event.paymentIntentId);
  if (!booking) return;
  logger.appendKeys({ disputeId: dispute.id });
  const closes = event.type === 'charge.dispute.closed';
  const details = { id: dispute.id, amountCents: dispute.amountCents, paymentIntentId: event.paymentIntentId };

  const notice: OutgoingMail = { to: agency.AGENCY_EMAIL, replyTo: booking.email, template: 'disputeNotice', facts: disputeNoticeFacts(booking, details, site.SITE_URL) };
  if (await noticeDisputeOnce(booking.id, dispute.id, notice, now)) {
    countMetric(metricNames.paymentsNeedingAttention, 1, 'Count', { reason: 'disputed' });
    logger.error('A payment was disputed; the agency is told to answer it in Stripe', { amountCents: dispute.amountCents });
  }
  // No more automatic charges on a card whose holder disputes a payment (decision 047); a replay finds the plan off already.
  if (!closes && (await stopPlan(booking.id, 'disputed', now))) logger.warn('A dispute stopped the automatic payments of its booking');
  const status = closes ? dispute.status : 'open';
  if (!(await applyDisputeEvent(booking.id, { ...details, status }, disputeEventOrder(event.createdAt, closes)))) {
    logger.info('A dispute event already applied, or older than the one applied', { disputeStatus: status });
  } else if (closes) {
    logger.warn('A dispute was closed', { disputeStatus: status });
  }
}
