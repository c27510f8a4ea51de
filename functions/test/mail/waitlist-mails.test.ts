import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/mail/mail-layout';
import { checkStoredMail, renderCheckedMail } from '../../src/mail/mail-templates';
import * as waitlistMails from '../../src/mail/waitlist-mails';
import { siteUrl } from './mail-test-booking';

const token = 'q9Zx-3_bT0aLw8sVYkR2mNcE5fHjU7pDgI1oK4tW6yA';
const entryUrl = `${siteUrl}/waitlist#token=${token}`;
const bookUrl = `${siteUrl}/booking?package=barbados&departure=2027-01-01#waitlist=${token}`;
/** A New Year's Day departure: shifted through New York's time zone it would read December 31. */
const trip = { tripTitle: 'Barbados <Crop Over> & Beach', departureDate: '2027-01-01', returnDate: '2027-01-06' };
const confirmation = { ...trip, travelers: 2, entryUrl };
const inLine = { ...trip, travelers: 2, placeInLine: 3, entryUrl };
const offer = { ...trip, travelers: 2, offerExpiresAt: '2026-11-20T17:00:00.000Z', bookUrl, entryUrl };

// The worker checks the stored facts with the template's schema, then renders them, as here.
const mails = {
  waitlistConfirmation: waitlistMails.waitlistConfirmationMail(waitlistMails.WaitlistConfirmationFacts.parse(confirmation)),
  waitlistInLine: waitlistMails.waitlistInLineMail(waitlistMails.WaitlistInLineFacts.parse(inLine)),
  waitlistOffer: waitlistMails.waitlistOfferMail(waitlistMails.WaitlistOfferFacts.parse(offer)),
  waitlistOfferLapsed: waitlistMails.waitlistOfferLapsedMail(waitlistMails.WaitlistOfferLapsedFacts.parse(trip)),
};

describe.each(Object.entries(mails))('the %s mail', (_name, mail) => {
  it('names the trip and its calendar dates as booked, without shifting them through a time zone', () => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('January 1, 2027');
      expect(body).toContain('January 6, 2027');
      expect(body).not.toContain('December 31');
    }
    expect(mail.text).toContain('Barbados <Crop Over> & Beach');
  });

  it('has a text and an escaped, branded HTML version, and ends with how to reach us', () => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mail.html).toContain('Barbados &lt;Crop Over&gt; &amp; Beach');
    expect(mail.html).not.toContain('<Crop Over>');
    expect(mail.text).toContain('Reply to this e-mail');
  });
});

describe('the waitlist confirmation', () => {
  const mail = mails.waitlistConfirmation;

  it('asks to confirm the place with one button to the entry’s page, and says nothing happens otherwise', () => {
    expect(mail.subject).toBe('Confirm your place on the waitlist — Sunward Group Travel');
    expect(mail.text).toContain(`Confirm my place: ${entryUrl}`);
    expect(mail.html).toContain(`href="${entryUrl}"`);
    expect(mail.html.match(/<a href=/g)).toHaveLength(1);
    expect(mail.text).toContain('for 2 travelers');
    expect(mail.text).toContain('your place counts from the moment you confirm');
    expect(mail.text).toContain('nobody is added to the waitlist');
  });
});

describe('the place in line', () => {
  const mail = mails.waitlistInLine;

  it('says the place, what happens when seats free up, and links to see or leave it', () => {
    expect(mail.subject).toBe('You are on the waitlist: Barbados <Crop Over> & Beach — Sunward Group Travel');
    expect(mail.text).toMatch(/^You are number 3 in line\n/);
    expect(mail.html).toContain('>You are number 3 in line</h1>');
    expect(mail.text).toMatch(/Place in line: 3/);
    expect(mail.text).toContain('up to 48 hours to book');
    expect(mail.text).toContain(`See or leave your place: ${entryUrl}`);
  });
});

describe('the offer', () => {
  const mail = mails.waitlistOffer;

  it('says until when the seats are held, in the agency’s time zone, with a button to book and a link to leave', () => {
    expect(mail.subject).toBe('Seats are held for you: Barbados <Crop Over> & Beach — Sunward Group Travel');
    expect(mail.text).toContain('We are holding 2 seats for you until November 20, 2026 at 12:00 PM EST');
    expect(mail.text).toMatch(/Seats held until: November 20, 2026 at 12:00 PM EST/);
    expect(mail.text).toContain('pay the deposit by card, as with any booking');
    expect(mail.text).toContain(`Book my seats: ${bookUrl}`);
    expect(mail.text).toContain(`Leave the waitlist: ${entryUrl}`);
    expect(mail.text.indexOf('Book my seats')).toBeLessThan(mail.text.indexOf('Leave the waitlist'));
    expect(mail.html).toContain(`href="${escapeHtml(bookUrl)}"`);
    expect(mail.html).toContain(`href="${entryUrl}"`);
  });

  it('speaks of one seat for one traveler', () => {
    const single = waitlistMails.waitlistOfferMail(waitlistMails.WaitlistOfferFacts.parse({ ...offer, travelers: 1 }));
    expect(single.text).toContain('Good news: a seat has come free');
    expect(single.text).toContain('We are holding a seat for you until');
    expect(single.text).toContain('nobody else can book it until then');
  });
});

describe('the lapsed offer', () => {
  it('says the held seats are released and the place has ended, with nothing to click', () => {
    const mail = mails.waitlistOfferLapsed;
    expect(mail.subject).toBe('Your held seats have been released: Barbados <Crop Over> & Beach — Sunward Group Travel');
    expect(mail.text).toContain('We have released them to the next traveler on the waitlist');
    expect(mail.text).toContain('your place on the waitlist has ended');
    expect(mail.html).not.toContain('<a href=');
  });
});

describe('the stored facts', () => {
  it.each([
    ['waitlistConfirmation', confirmation],
    ['waitlistInLine', inLine],
    ['waitlistOffer', offer],
    ['waitlistOfferLapsed', trip],
  ])('%s renders exactly its facts and refuses any other, such as the traveller’s name', (template, facts) => {
    const checked = checkStoredMail(template, facts);
    expect(checked).toMatchObject({ ok: true });
    if (checked.ok) expect(renderCheckedMail(checked.mail).subject).toContain('Sunward Group Travel');
    expect(checkStoredMail(template, { ...facts, name: 'Zoë' })).toEqual({ ok: false, problem: 'facts', fields: ['name'] });
  });

  it('refuses a date that is not a calendar date, an expiry that is not an instant, and a place that is not a number', () => {
    expect(checkStoredMail('waitlistOfferLapsed', { ...trip, departureDate: '2027-01-01T00:00:00.000Z' })).toEqual({
      ok: false,
      problem: 'facts',
      fields: ['departureDate'],
    });
    expect(checkStoredMail('waitlistOffer', { ...offer, offerExpiresAt: 'Friday noon' })).toEqual({ ok: false, problem: 'facts', fields: ['offerExpiresAt'] });
    expect(checkStoredMail('waitlistInLine', { ...inLine, placeInLine: 0 })).toEqual({ ok: false, problem: 'facts', fields: ['placeInLine'] });
    expect(checkStoredMail('waitlistConfirmation', { ...confirmation, entryUrl: 'not a link' })).toEqual({ ok: false, problem: 'facts', fields: ['entryUrl'] });
  });
});
