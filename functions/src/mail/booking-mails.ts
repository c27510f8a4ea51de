import { formatUsd } from '@sunward/shared/money';
import type { OutgoingMail } from '../adapters/mail';
import type { BookingRecord } from '../store/booking-repository';
import type { PaymentRecord } from '../store/payment-repository';

function paidOn(payment: PaymentRecord): string {
  return new Date(payment.paidAt).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
}

function bookingSummary(booking: BookingRecord): string[] {
  return [
    `Trip: ${booking.packageTitle}`,
    `Booking reference: ${booking.id}`,
    `Travelers: ${booking.travelers}`,
    `Price per person: ${formatUsd(booking.priceCents)}`,
    `Total price: ${formatUsd(booking.totalCents)}`,
  ];
}

/** To the traveller: the booking is confirmed, with the receipt of the deposit. */
export function depositReceiptMail(booking: BookingRecord, payment: PaymentRecord): OutgoingMail {
  return {
    to: booking.email,
    subject: `Your booking is confirmed: ${booking.packageTitle}`,
    text: [
      `Hi ${booking.firstName},`,
      '',
      `Thank you for booking with Sunward Group Travel. Your deposit is in and your ${booking.travelers === 1 ? 'seat is' : 'seats are'} confirmed.`,
      '',
      ...bookingSummary(booking),
      '',
      'Receipt',
      `Deposit paid: ${formatUsd(payment.amountCents)}`,
      `Paid on: ${paidOn(payment)}`,
      `Card payment reference: ${payment.paymentIntentId}`,
      `Amount paid so far: ${formatUsd(booking.amountPaidCents)}`,
      `Balance due before departure: ${formatUsd(booking.balanceDueCents)}`,
      '',
      'You can see your booking and pay the balance at any time under "My Booking" on our website,',
      'with a code we e-mail to this address.',
      '',
      'Questions? Reply to this e-mail or call us Monday–Friday, 9:00 AM–5:00 PM.',
      '',
      'Sunward Group Travel',
    ].join('\n'),
  };
}

/** To the agency: a new paid booking to prepare for. Replying writes to the traveller. */
export function newBookingNoticeMail(booking: BookingRecord, payment: PaymentRecord, agencyEmail: string): OutgoingMail {
  return {
    to: agencyEmail,
    replyTo: booking.email,
    subject: `New booking: ${booking.firstName} ${booking.lastName}, ${booking.packageTitle}`,
    text: [
      `${booking.firstName} ${booking.lastName} booked and paid the deposit.`,
      '',
      ...bookingSummary(booking),
      `Email: ${booking.email}`,
      `Phone: ${booking.phone}`,
      '',
      `Deposit paid: ${formatUsd(payment.amountCents)} on ${paidOn(payment)} (${payment.paymentIntentId})`,
      `Balance due: ${formatUsd(booking.balanceDueCents)}`,
    ].join('\n'),
  };
}
