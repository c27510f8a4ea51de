import { describe, expect, it } from 'vitest';
import { agencyDate } from './agency-calendar';
import { payLinkRefusal, payLinkValidUntil } from './pay-link';

describe('payLinkValidUntil', () => {
  it('ends with the New York day 30 days after the due date, in winter and in summer time', () => {
    const winter = payLinkValidUntil('2026-12-01');
    expect(winter.toISOString()).toBe('2027-01-01T04:59:59.999Z');
    expect(agencyDate(winter)).toBe('2026-12-31');
    expect(agencyDate(new Date(winter.getTime() + 1))).toBe('2027-01-01');

    const summer = payLinkValidUntil('2027-06-01');
    expect(summer.toISOString()).toBe('2027-07-02T03:59:59.999Z');
    expect(agencyDate(summer)).toBe('2027-07-01');
  });
});

describe('payLinkRefusal', () => {
  const createdAt = new Date('2027-03-01T15:00:00.000Z');
  const validUntil = new Date('2027-04-01T03:59:59.999Z');
  const link = { createdAt, validUntil };

  it('opens a link up to its last instant, and not one millisecond later', () => {
    expect(payLinkRefusal(link, {}, validUntil)).toBeUndefined();
    expect(payLinkRefusal(link, {}, new Date(validUntil.getTime() + 1))).toBe('expired');
  });

  it('refuses a link made before or when its booking’s links were revoked, and opens one made after', () => {
    expect(payLinkRefusal(link, { payLinksRevokedAt: '2027-03-02T00:00:00.000Z' }, createdAt)).toBe('revoked');
    expect(payLinkRefusal(link, { payLinksRevokedAt: createdAt.toISOString() }, createdAt)).toBe('revoked');
    expect(payLinkRefusal(link, { payLinksRevokedAt: '2027-02-28T00:00:00.000Z' }, createdAt)).toBeUndefined();
  });
});
