import { cents } from '@sunward/shared/money';
import { describe, expect, it } from 'vitest';
import { checkStoredMail, renderCheckedMail } from '../../src/mail/mail-templates';
import type { RenderedMail } from '../../src/mail/outgoing-mail';
import {
  authenticationFacts,
  cardExpiringFacts,
  failedFacts,
  noticeFacts,
  suspendedFacts,
  suspendedNoticeFacts,
} from '../../src/services/installment-mail-facts';
import { installmentReceiptFacts } from '../../src/services/installment-receipt-facts';
import type { BookingRecord } from '../../src/store/booking-repository';
import type { StoredPlan } from '../../src/store/installment-charge-repository';

const siteUrl = 'https://sunward.example';
const payUrl = `${siteUrl}/pay#${'T'.repeat(43)}`;
const validUntil = new Date('2027-07-15T03:59:59.999Z');

const plan: StoredPlan = {
  state: 'active',
  consentVersion: '2026-11-26',
  consentedAt: '2026-12-10T17:00:00.000Z',
  customerId: 'cus_ABCDEFGH',
  paymentMethodId: 'pm_ABCDEFGH',
  card: { brand: 'visa', last4: '3184', expMonth: 3, expYear: 2027 },
  installments: ['2027-01-10', '2027-02-10', '2027-03-10', '2027-04-10'].map((date, index) => ({
    number: index + 1,
    date,
    amountCents: 39_300,
    state: 'scheduled' as const,
    attempts: 0,
  })),
  failuresInRow: 2,
  changedAt: '2026-12-10T17:00:00.000Z',
};

const booking: BookingRecord & { balanceDueDate: string } = {
  id: '6f1c1b1e-3f0a-4c57-9a59-0d3c2b8f1a11',
  reference: 'SGT-7KQ2MZ',
  packageId: 'morocco',
  packageTitle: 'Morocco <Atlas> & Sahara',
  departureId: '2027-06-01',
  departureDate: '2027-06-01',
  returnDate: '2027-06-10',
  balanceDueDate: '2027-04-20',
  priceCents: cents(265_800),
  firstName: 'Zoë <script>',
  lastName: "O'Neil & Co",
  email: 'zoe@example.com',
  phone: '+1 555 010 2030',
  travelers: 1,
  totalCents: cents(265_800),
  depositCents: cents(30_000),
  remainingCents: cents(235_800),
  amountPaidCents: cents(30_000),
  balanceDueCents: cents(157_200),
  status: 'deposit_paid',
  depositPaymentIntentId: 'pi_depositABCDEFGH',
  createdAt: '2026-12-10T17:00:00.000Z',
  holdExpiresAt: '2026-12-10T17:30:00.000Z',
  autoPay: plan,
};
const second = plan.installments[1]!;
const refusal = 'Your card was declined <b>now</b>.';

/** A mail as the worker makes it: the facts and the sealed link checked against the template's schemas, then rendered. */
function rendered(template: string, facts: unknown, sealed?: { payUrl: string }): RenderedMail {
  const checked = checkStoredMail(template, JSON.parse(JSON.stringify(facts)), sealed);
  if (!checked.ok) throw new Error(`${template}: ${checked.problem} ${checked.fields.join(', ')}`);
  return renderCheckedMail(checked.mail);
}

const mails: Record<string, { mail: RenderedMail; link: string }> = {
  notice: { mail: rendered('installmentNotice', noticeFacts(booking, plan, second, validUntil, siteUrl), { payUrl }), link: payUrl },
  authentication: {
    mail: rendered('installmentAuthentication', authenticationFacts(booking, plan, second, second.date, validUntil, siteUrl), { payUrl }),
    link: payUrl,
  },
  'refused, retried': {
    mail: rendered('installmentFailed', failedFacts(booking, plan, second, second.date, { message: refusal, retryDate: '2027-02-12' }, validUntil, siteUrl), { payUrl }),
    link: payUrl,
  },
  'refused for good': {
    mail: rendered('installmentFailed', failedFacts(booking, plan, second, second.date, { message: refusal, retryDate: undefined }, validUntil, siteUrl), { payUrl }),
    link: payUrl,
  },
  suspended: { mail: rendered('installmentPlanSuspended', suspendedFacts(booking, plan, refusal, validUntil, siteUrl), { payUrl }), link: payUrl },
  'suspended notice': {
    mail: rendered('installmentPlanSuspendedNotice', suspendedNoticeFacts(booking, plan, refusal, siteUrl)),
    link: `${siteUrl}/admin/dashboard?booking=SGT-7KQ2MZ`,
  },
  'card expiring': {
    mail: rendered('installmentCardExpiring', cardExpiringFacts(booking, { ...plan, card: plan.card! }, plan.installments[3]!, '2027-04-10', siteUrl)),
    link: `${siteUrl}/my-booking`,
  },
  receipt: {
    mail: rendered(
      'installmentReceipt',
      installmentReceiptFacts(booking, 1, { amountCents: cents(39_300), paidAt: '2027-01-10T14:00:05.000Z' }, cents(0), siteUrl),
    ),
    link: `${siteUrl}/my-booking`,
  },
};

describe.each(Object.entries(mails))('the installment mail: %s', (_, { mail, link }) => {
  it('has a text and an HTML version, quotes the reference and links where it should', () => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('SGT-7KQ2MZ');
      expect(body).toContain(link.replaceAll('&', '&amp;'));
      expect(body).not.toContain('pi_');
      expect(body).not.toContain('cus_');
      expect(body).not.toContain(booking.id);
    }
  });

  it('escapes every interpolated value in the HTML', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>now');
    expect(mail.html).not.toContain('<Atlas>');
  });
});

describe('the installment mails', () => {
  it('tell the amount, the day and the card before a charge, with the ways out', () => {
    const { text, subject } = mails.notice!.mail;
    expect(subject).toBe('Your automatic payment of $393 on February 10, 2027: Morocco <Atlas> & Sahara (SGT-7KQ2MZ)');
    expect(text).toContain('Visa ending in 3184');
    expect(text).toContain(`Pay now instead: ${payUrl}`);
    expect(text).toContain(`Change the card or switch off: ${siteUrl}/my-booking`);
  });

  it('say when a refused charge is tried again, or ask for another card', () => {
    expect(mails['refused, retried']!.mail.subject).toBe('Your automatic payment of $393 did not go through: we will try again on February 12, 2027');
    expect(mails['refused for good']!.mail.subject).toBe('Update your card: your automatic payment of $393 did not go through');
    expect(mails['refused for good']!.mail.text).toContain('It is not added to your next automatic payment; the balance of $1,572 is due by April 20, 2027.');
  });

  it('name the next charge on a receipt, after the one just paid', () => {
    expect(mails.receipt!.mail.subject).toBe('Automatic payment received: $393 for booking SGT-7KQ2MZ');
    expect(mails.receipt!.mail.text).toContain('The next automatic payment, $393, is on February 10, 2027.');
  });

  it('keep their pay link sealed: a link among the facts in clear does not fit the template', () => {
    const facts = JSON.parse(JSON.stringify(noticeFacts(booking, plan, second, validUntil, siteUrl))) as Record<string, unknown>;
    expect(checkStoredMail('installmentNotice', { ...facts, payUrl }, undefined)).toMatchObject({ ok: false, problem: 'facts' });
    expect(checkStoredMail('installmentNotice', facts, { payUrl })).toMatchObject({ ok: true });
  });
});
