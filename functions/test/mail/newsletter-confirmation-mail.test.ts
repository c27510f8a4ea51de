import { describe, expect, it } from 'vitest';
import { checkStoredMail } from '../../src/mail/mail-templates';
import { NewsletterConfirmationFacts, newsletterConfirmationMail } from '../../src/mail/newsletter-confirmation-mail';

const token = 'q9Zx-3_bT0aLw8sVYkR2mNcE5fHjU7pDgI1oK4tW6yA';
const confirmUrl = `https://sunward.example/newsletter/confirm#token=${token}`;

describe('newsletterConfirmationMail', () => {
  const mail = newsletterConfirmationMail({ confirmUrl, expiresAt: '2026-12-03T15:10:00.000Z' });

  it('asks to confirm, with the link and until when it works, in text and in HTML', () => {
    expect(mail.subject).toBe('Confirm your subscription — Sunward Group Travel');
    expect(mail.text).toContain(`Confirm my subscription: ${confirmUrl}`);
    expect(mail.text).toContain('The link works once, until December 3, 2026 at 10:10 AM EST.');
    expect(mail.text).toContain('you will not be subscribed');
    expect(mail.html).toContain(`href="${confirmUrl}"`);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('renders only the link and its expiry: the outbox refuses any other fact', () => {
    expect(checkStoredMail('newsletterConfirmation', { confirmUrl, expiresAt: '2026-12-03T15:10:00.000Z' })).toMatchObject({ ok: true });
    expect(checkStoredMail('newsletterConfirmation', { confirmUrl, expiresAt: '2026-12-03T15:10:00.000Z', email: 'zoe@example.com' })).toEqual({
      ok: false,
      problem: 'facts',
      fields: ['email'],
    });
    expect(NewsletterConfirmationFacts.safeParse({ confirmUrl: 'not a link', expiresAt: '2026-12-03T15:10:00.000Z' }).success).toBe(false);
  });
});
