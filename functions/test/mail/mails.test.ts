import { cents } from '@sunward/shared/money';
import { describe, expect, it } from 'vitest';
import {
  BalancePaymentNoticeFacts,
  balancePaymentNoticeMail,
  NewBookingNoticeFacts,
  newBookingNoticeMail,
} from '../../src/mail/agency-booking-notices';
import {
  BalanceReceiptFacts,
  balanceReceiptMail,
  DepositReceiptFacts,
  depositReceiptMail,
} from '../../src/mail/traveller-receipts';
import { agencyInquiryMail, inquiryAcknowledgementMail } from '../../src/mail/inquiry-mails';
import { escapeHtml, formatAgencyDateTime } from '../../src/mail/mail-layout';
import { oneTimeCodeMail } from '../../src/mail/one-time-code-mail';
import { checkStoredMail, sealedFactNames } from '../../src/mail/mail-templates';
import {
  balancePaymentNoticeFacts,
  balanceReceiptFacts,
  depositReceiptFacts,
  newBookingNoticeFacts,
} from '../../src/services/booking-mail-facts';
import type { BookingRecord } from '../../src/store/booking-repository';
import { mailTestBooking, siteUrl } from './mail-test-booking';
import type { PaymentRecord } from '../../src/store/payment-repository';

const booking = mailTestBooking;
const payment: PaymentRecord = {
  bookingId: booking.id,
  paymentIntentId: 'pi_balanceABCDEFGH',
  amountCents: cents(12_345),
  purpose: 'balance',
  paidAt: '2026-07-04T02:30:00.000Z',
};

// The templates render facts (decision 034): the services pick them from the records, the worker
// parses them with the template's schema, as here.
const depositReceipt = (record: BookingRecord, paid: PaymentRecord) =>
  depositReceiptMail(DepositReceiptFacts.parse(depositReceiptFacts(record, paid, siteUrl)));
const newBookingNotice = (record: BookingRecord, paid: PaymentRecord) =>
  newBookingNoticeMail(NewBookingNoticeFacts.parse(newBookingNoticeFacts(record, paid, siteUrl)));
const balanceReceipt = (record: BookingRecord, paid: PaymentRecord) =>
  balanceReceiptMail(BalanceReceiptFacts.parse(balanceReceiptFacts(record, paid, cents(0), siteUrl)));

const bookingMails = {
  'deposit receipt': depositReceipt(booking, { ...payment, purpose: 'deposit', amountCents: cents(60_000) }),
  'new booking notice': newBookingNotice(booking, { ...payment, purpose: 'deposit' }),
  'balance receipt': balanceReceipt(booking, payment),
  'balance notice': balancePaymentNoticeMail(BalancePaymentNoticeFacts.parse(balancePaymentNoticeFacts(booking, payment, cents(0), siteUrl))),
};

describe('escapeHtml', () => {
  it('escapes the five characters that change HTML', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });
});

describe('formatAgencyDateTime', () => {
  it.each([
    ['2026-07-04T02:30:00.000Z', 'July 3, 2026 at 10:30 PM EDT'],
    ['2026-01-10T15:10:00.000Z', 'January 10, 2026 at 10:10 AM EST'],
  ])('shows %s in the agency’s time zone', (moment, expected) => {
    expect(formatAgencyDateTime(moment)).toBe(expected);
  });
});

describe.each(Object.entries(bookingMails))('the %s', (name, mail) => {
  // The traveller's mails lead to My booking; the agency's notices to the booking in the admin.
  const link = name.endsWith('notice') ? `${siteUrl}/admin/dashboard?booking=SGT-7KQ2MZ` : `${siteUrl}/my-booking`;

  it('has a text and an accessible, branded HTML version', () => {
    expect(mail.text).toContain('Sunward Group Travel');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mail.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(mail.html).toContain('Sunward Group Travel');
    expect(mail.html).not.toContain('<img');
  });

  it('quotes the short reference, links to My Booking or the admin, and shows no Stripe id', () => {
    for (const body of [mail.text, mail.html ?? '']) {
      expect(body).toContain('SGT-7KQ2MZ');
      expect(body).toContain(link);
      expect(body).not.toContain('pi_');
      expect(body).not.toContain(booking.id);
      expect(body).toContain('July 3, 2026 at 10:30 PM EDT');
    }
  });

  it('escapes every interpolated value in the HTML', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Barbados &lt;Crop Over&gt; &amp; Beach');
  });
});

describe('the agency\u2019s notices', () => {
  it.each([
    ['new booking notice', bookingMails['new booking notice']],
    ['balance notice', bookingMails['balance notice']],
  ])('the %s links to the booking in the admin, not to My booking', (_label, mail) => {
    const link = `${siteUrl}/admin/dashboard?booking=${booking.reference}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).not.toContain('/my-booking');
  });

  it('the traveller\u2019s receipts still link to My booking', () => {
    expect(bookingMails['deposit receipt'].text).toContain(`${siteUrl}/my-booking`);
    expect(bookingMails['deposit receipt'].text).not.toContain('/admin/');
  });
});

describe('the deposit mails', () => {
  const deposit = { ...payment, purpose: 'deposit' as const, amountCents: cents(60_000) };

  it.each([
    ['traveller\u2019s receipt', depositReceipt(booking, deposit)],
    ['agency\u2019s notice', newBookingNotice(booking, deposit)],
  ])('the %s names the departure\u2019s dates and when the balance is due', (_label, mail) => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('July 29, 2027');
      expect(body).toContain('August 3, 2027');
      expect(body).toContain('June 14, 2027');
    }
    expect(mail.text).toMatch(/Departs:? +July 29, 2027/);
    expect(mail.text).toMatch(/Balance due by:? +June 14, 2027/);
  });

  it('says in words when the balance is due, and for a late booking that it is due within 3 days of booking', () => {
    expect(depositReceipt(booking, deposit).text).toContain('The balance of $1,998 is due by June 14, 2027.');
    expect(depositReceipt(booking, deposit).text).not.toContain('within 3 days');

    // Booked on July 20 (New York), 9 days before departure: due by July 23.
    const late = { ...booking, createdAt: '2027-07-20T16:00:00.000Z', balanceDueDate: '2027-07-23' };
    const receipt = depositReceipt(late, deposit);
    expect(receipt.text).toContain('You booked close to departure, so the balance of $1,998 is due within 3 days of booking, by July 23, 2027.');
    expect(receipt.text).toMatch(/Balance due by:? +July 23, 2027 \(within 3 days of booking\)/);
    expect(receipt.html).toContain('within 3 days of booking');
    expect(newBookingNotice(late, deposit).text).toMatch(/Balance due by:? +July 23, 2027 \(within 3 days of booking\)/);
    expect(balanceReceipt(late, payment).text).toContain('The balance still due is $1,998, within 3 days of booking, by July 23, 2027.');
  });

  it('reminds the traveller that payments are non-refundable', () => {
    expect(depositReceipt(booking, deposit).text).toContain('non-refundable');
  });

  it('names no dates for a booking made before departures, and no due date once paid in full', () => {
    const { departureId: _id, departureDate: _departs, returnDate: _returns, balanceDueDate: _due, ...older } = booking;
    const text = depositReceipt(older, deposit).text;
    expect(text).not.toContain('Departs');
    expect(text).not.toContain('Balance due by');
    const paid = balanceReceipt({ ...booking, balanceDueCents: cents(0), status: 'confirmed' }, payment).text;
    expect(paid).toContain('Departs');
    expect(paid).not.toContain('Balance due by');
  });
});

describe('oneTimeCodeMail', () => {
  const mail = oneTimeCodeMail({
    code: '123456',
    signInUrl: `${siteUrl}/my-booking#email=zoe%40example.com&code=123456`,
    expiresAt: '2026-01-10T15:10:00.000Z',
  });

  it('names the code in the subject and gives it with the one-click link and its validity', () => {
    expect(mail.subject).toBe('Your Sunward Group Travel code: 123456');
    expect(mail.text).toContain('Your code: 123456');
    expect(mail.text).toContain(`${siteUrl}/my-booking#email=zoe%40example.com&code=123456`);
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain('href="https://sunward.example/my-booking#email=zoe%40example.com&amp;code=123456"');
    expect(mail.html).toContain('>123456</p>');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('tells an address without bookings so, with its code and without the sign-in link', () => {
    const none = oneTimeCodeMail({
      code: '654321',
      signInUrl: `${siteUrl}/my-booking#email=nobody%40example.com&code=654321`,
      expiresAt: '2026-01-10T15:10:00.000Z',
      noBookings: true,
    });

    expect(none.subject).toBe('Your Sunward Group Travel code: 654321');
    expect(none.text).toContain('No bookings with this address');
    expect(none.text).toContain('we have no booking with Sunward Group Travel under it');
    expect(none.text).toContain('Your code: 654321');
    expect(none.text).toContain('valid for 10 minutes');
    expect(none.text).not.toContain('/my-booking#');
    expect(mail.text).not.toContain('no booking');
  });

  it('takes its code and link only sealed: the stored facts hold the expiry alone (decision 038)', () => {
    const secrets = { code: '123456', signInUrl: `${siteUrl}/my-booking#email=zoe%40example.com&code=123456` };
    const expiresAt = '2026-01-10T15:10:00.000Z';

    expect(checkStoredMail('oneTimeCode', { expiresAt }, secrets)).toEqual({ ok: true, mail: { template: 'oneTimeCode', facts: { expiresAt, ...secrets } } });
    expect(checkStoredMail('oneTimeCode', { expiresAt, code: '123456' }, secrets)).toEqual({ ok: false, problem: 'facts', fields: ['code'] });
    expect(checkStoredMail('oneTimeCode', { expiresAt, ...secrets })).toEqual({ ok: false, problem: 'facts', fields: ['(sealed)'] });
    expect(checkStoredMail('oneTimeCode', { expiresAt }, { code: '12345' })).toMatchObject({ ok: false, fields: expect.arrayContaining(['code', 'signInUrl']) });
    expect(checkStoredMail('inquiryAcknowledgement', {}, secrets)).toEqual({ ok: false, problem: 'facts', fields: ['(sealed)'] });
    expect(sealedFactNames('oneTimeCode')).toEqual(['code', 'signInUrl', 'noBookings']);
    expect(sealedFactNames('depositReceipt')).toEqual([]);
  });
});

describe('inquiry mails', () => {
  const inquiry = {
    firstName: 'Amara <b>',
    lastName: 'Okafor',
    email: 'amara@example.com',
    interest: 'st-lucia' as const,
    message: 'Two of us,\nin July & August?',
    receivedAt: '2026-07-04T02:30:00.000Z',
  };

  it('renders both in text and escaped HTML, keeping the message’s line breaks', () => {
    const agency = agencyInquiryMail(inquiry);
    const acknowledgement = inquiryAcknowledgementMail({});
    expect(agency.text).toContain('Interested in: St. Lucia Carnival');
    expect(agency.html).toContain('Amara &lt;b&gt; Okafor');
    expect(agency.html).toContain('Two of us,<br>in July &amp; August?');
    expect(acknowledgement.text).toContain("We'll get back to you within 24 hours");
    expect(acknowledgement.html).toContain('<html lang="en">');
  });

  it('acknowledges the visitor without repeating anything they typed', () => {
    const acknowledgement = inquiryAcknowledgementMail({});
    expect(acknowledgement).toMatchObject({ subject: 'We received your message — Sunward Group Travel' });
    for (const part of [acknowledgement.subject, acknowledgement.text, acknowledgement.html]) {
      expect(part).not.toContain('Amara');
      expect(part).not.toContain('July');
    }
  });
});
