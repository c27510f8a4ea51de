import type { RenderedMail } from '../mail/outgoing-mail';
import { readMailSettings } from '../settings/mail';
import { timeBudget } from '../settings/time-budget';
import { restJsonApi } from './aws-call';

// Read at import: only the outbox worker imports this module and gets these variables, and a
// worker that lacks them fails at cold start.
const mailEnv = readMailSettings();

/** SES (API v2), whose endpoint is `email.<region>.amazonaws.com` and signing name `ses`. */
const ses = restJsonApi({ signingName: 'ses', hostPrefix: 'email', endpointVariable: 'AWS_ENDPOINT_URL_SESV2', budget: timeBudget.ses });

/** Sends one mail through SES from the sender identity (SES v2 `SendEmail`). */
export async function sendMail(mail: RenderedMail & { to: string; replyTo?: string }): Promise<void> {
  await ses('/v2/email/outbound-emails', {
    FromEmailAddress: mailEnv.SENDER_EMAIL,
    Destination: { ToAddresses: [mail.to] },
    ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
    Content: {
      Simple: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: {
          Text: { Data: mail.text, Charset: 'UTF-8' },
          Html: { Data: mail.html, Charset: 'UTF-8' },
        },
      },
    },
  });
}
