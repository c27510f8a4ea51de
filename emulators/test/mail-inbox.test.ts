import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClientConfig } from '../src/local-aws';
import { fetchLocalMail, listCapturedMail, localMailJsonPath, renderInbox } from '../src/mail-inbox';
import { type RunningSes, startSesLocal } from '../src/ses-local';

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

  it('reads back over HTTP, as the browser tests do, the list a local server publishes', async () => {
    const mails = await listCapturedMail(ses.endpoint);
    const site: Server = createServer((request, response) => {
      // Under `/broken`, a list that is not mail.
      const body = request.url === localMailJsonPath ? mails : [{ subject: 'no recipients' }];
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      expect(await fetchLocalMail(siteUrl)).toEqual(mails);
      await expect(fetchLocalMail(`${siteUrl}/broken`)).rejects.toThrow();
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });

  it('escapes what a mail contains when it renders the page', () => {
    const page = renderInbox([
      { to: ['a@example.com'], from: 'x@example.com', replyTo: [], subject: '<script>alert(1)</script>', text: '', html: '', sentAt: '2026-01-01T00:00:00.000Z' },
    ]);

    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&#60;script&#62;');
  });
});
