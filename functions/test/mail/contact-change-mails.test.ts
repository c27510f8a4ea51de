import { describe, expect, it } from 'vitest';
import { BookingEmailChangedFacts, bookingEmailChangedMail } from '../../src/mail/contact-change-mails';
import { checkStoredMail } from '../../src/mail/mail-templates';

const facts = {
  reference: 'SGT-7KQ2MZ',
  packageTitle: 'Barbados <Crop Over> & Beach',
  departureDate: '2027-07-29',
  returnDate: '2027-08-03',
  firstName: 'Zoë <script>',
  recipient: 'old-address' as const,
  newAddressShown: 'z•••@example.org',
  siteUrl: 'https://sunward.example',
};

describe('the mails of an e-mail change on a booking', () => {
  it('hold exactly the facts their template renders', () => {
    expect(checkStoredMail('bookingEmailChanged', facts)).toMatchObject({ ok: true });
    expect(checkStoredMail('bookingEmailChanged', { ...facts, email: 'zoe@example.com' })).toEqual({ ok: false, problem: 'facts', fields: ['email'] });
  });

  it('tell the old address where the booking went, masked, and the new one that it arrived, in text and HTML', () => {
    const toOld = bookingEmailChangedMail(BookingEmailChangedFacts.parse(facts));
    const toNew = bookingEmailChangedMail(BookingEmailChangedFacts.parse({ ...facts, recipient: 'new-address', newAddressShown: 'zoe@example.org' }));

    expect(toOld.subject).toBe('The e-mail address on your booking SGT-7KQ2MZ has changed');
    expect(toOld.text).toContain('changed the e-mail address on your booking SGT-7KQ2MZ for Barbados <Crop Over> & Beach to z•••@example.org');
    expect(toOld.text).toContain('If you did not ask for this change, reply to this e-mail');
    expect(toOld.text).toContain('July 29, 2027');
    expect(toNew.text).toContain('to this one. From now on our mails about it come here');
    expect(toNew.html).toContain('Your booking is now under this address');
    expect(toOld.html).toContain('Zoë &lt;script&gt;');
    expect(toOld.html).not.toContain('<script>');
  });
});
