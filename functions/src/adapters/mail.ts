import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { readMailSettings } from '../settings/mail';
import { awsClientSettings, timeBudget } from '../settings/time-budget';

// Read at import: only the outbox worker imports this module and gets these variables, and a
// worker that lacks them fails at cold start.
const mailEnv = readMailSettings();
const ses = new SESv2Client(awsClientSettings(timeBudget.ses));

/** Sends one mail through SES from the sender identity. */
export async function sendMail(mail: Omit<OutgoingMail, 'sendBefore'>): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: mailEnv.SENDER_EMAIL,
      Destination: { ToAddresses: [mail.to] },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  );
}
