import { cents } from '@sunward/shared/money';
import { reminderKinds } from '@sunward/shared/rules/balance-reminders';
import { describe, expect, it } from 'vitest';
import { balanceReminderMail } from '../../src/mail/balance-reminder-mail';
import { checkStoredMail, sealedFactNames } from '../../src/mail/mail-templates';
import { overdueDigestMail } from '../../src/mail/overdue-digest-mail';

const facts = {
  kind: '7-days' as const,
  reference: 'SGT-7KQ2MZ',
  packageTitle: 'Barbados <Crop Over> & Beach',
  departureDate: '2027-07-29',
  returnDate: '2027-08-03',
  firstName: 'Zoë <script>',
  balanceDueCents: cents(199_800),
  balanceDueDate: '2027-06-14',
  daysToDue: 7,
  payLinkValidUntil: '2027-07-15T03:59:59.999Z',
};
const payUrl = 'https://sunward.example/pay#AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('the balance reminder', () => {
  it('shows the reference, trip, dates, balance and due date, and one button to the pay link', () => {
    const mail = balanceReminderMail({ ...facts, payUrl });

    expect(mail.subject).toBe('Your balance is due in 7 days, on June 14, 2027: Barbados <Crop Over> & Beach (SGT-7KQ2MZ)');
    for (const shown of ['SGT-7KQ2MZ', 'Barbados <Crop Over> & Beach', 'July 29, 2027', 'August 3, 2027', '$1,998', 'June 14, 2027']) {
      expect(mail.text).toContain(shown);
    }
    expect(mail.text).toContain(`Pay the balance: ${payUrl}`);
    expect(mail.html.match(/<a href=/g)).toHaveLength(1);
    expect(mail.html).toContain('Barbados &lt;Crop Over&gt; &amp; Beach');
    expect(mail.html).not.toContain('<script>');
  });

  it('says in its subject which step it is', () => {
    const subjects = reminderKinds.map((kind) => balanceReminderMail({ ...facts, kind, daysToDue: 1, payUrl }).subject);

    expect(subjects).toEqual([
      expect.stringMatching(/^Your balance is due tomorrow, on June 14, 2027: /),
      expect.stringMatching(/^Your balance is due tomorrow/),
      expect.stringMatching(/^Your balance is due tomorrow/),
      expect.stringMatching(/^Your balance is due tomorrow/),
      expect.stringMatching(/^Your balance is due today: /),
      expect.stringMatching(/^Late: your balance was due on June 14, 2027: /),
      expect.stringMatching(/^Final notice: your balance was due on June 14, 2027: /),
    ]);
    expect(balanceReminderMail({ ...facts, kind: 'final-notice', payUrl }).text).toContain('the amounts paid are kept');
  });

  it('keeps the pay link sealed: the outbox facts in clear refuse it', () => {
    expect(sealedFactNames('balanceReminder')).toEqual(['payUrl']);
    expect(checkStoredMail('balanceReminder', { ...facts, payUrl })).toMatchObject({ ok: false, problem: 'facts' });
    expect(checkStoredMail('balanceReminder', facts, { payUrl })).toMatchObject({ ok: true });
  });
});

describe('the agency\u2019s overdue digest', () => {
  it('lists each overdue booking with what it owes, and links to the dashboard', () => {
    const booking = { ...facts, lastName: "O'Neil", email: 'zoe@example.com' };
    const { kind: _kind, daysToDue: _days, payLinkValidUntil: _until, ...listed } = booking;
    const mail = overdueDigestMail({
      bookings: [listed, { ...listed, reference: 'SGT-ABCDEF', balanceDueCents: cents(50_000) }],
      siteUrl: 'https://sunward.example',
    });

    expect(mail.subject).toBe('Overdue balances: 2 bookings, $2,498');
    expect(mail.text).toContain('SGT-7KQ2MZ');
    expect(mail.text).toContain('SGT-ABCDEF');
    expect(mail.text).toContain('Open the dashboard: https://sunward.example/admin/dashboard');
  });
});
