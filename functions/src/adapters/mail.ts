import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { readMailSettings } from '../settings/mail';
import { awsClientSettings, timeBudget } from '../settings/time-budget';

// Read at import: only the functions that send mail import this module and get these variables,
// and one that lacks them fails at cold start.
const mailEnv = readMailSettings();
const ses = new SESv2Client(awsClientSettings(timeBudget.ses));

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes, e.g. the visitor who sent an inquiry. */
  replyTo?: string;
}

/** The agency's own address, for notices about inquiries and bookings. */
export const agencyEmail = mailEnv.AGENCY_EMAIL;

/** Sends one mail through SES from the sender identity. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
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
