import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClientConfig } from '../../local/local-aws';
import { listCapturedMail, renderInbox } from '../../local/mail-inbox';
import { type RunningSes, startSesLocal } from '../../local/ses-local';

describe('the local inbox', () => {
  let ses: RunningSes;

  beforeAll(async () => {
    ses = await startSesLocal();
  });

  afterAll(async () => {
    await ses?.stop();
  });

  it('lists what was sent through the SES API, newest first', async () => {
    const client = new SESv2Client(localClientConfig(ses.endpoint));
    for (const subject of ['First', 'Second']) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: 'bookings@example.com',
          Destination: { ToAddresses: ['ana@example.com'] },
          ReplyToAddresses: ['hello@example.com'],
          Content: {
            Simple: {
              Subject: { Data: subject },
              Body: { Text: { Data: `${subject} text` }, Html: { Data: `<p>${subject} html</p>` } },
            },
          },
        }),
      );
    }

    const mails = await listCapturedMail(ses.endpoint);

    expect(mails.map((mail) => mail.subject)).toEqual(['Second', 'First']);
    expect(mails[0]).toMatchObject({
      to: ['ana@example.com'],
      from: 'bookings@example.com',
      replyTo: ['hello@example.com'],
      text: 'Second text',
      html: '<p>Second html</p>',
    });
    expect(new Date(mails[0]?.sentAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('escapes what a mail contains when it renders the page', () => {
    const page = renderInbox([
      { to: ['a@example.com'], from: 'x@example.com', replyTo: [], subject: '<script>alert(1)</script>', text: '', html: '', sentAt: '2026-01-01T00:00:00.000Z' },
    ]);

    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&#60;script&#62;');
  });
});
