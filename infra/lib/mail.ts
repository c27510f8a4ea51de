import type * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { MailVariables } from '@sunward/functions/settings/mail';

export interface MailProps {
  /** The From address of every mail (codes, confirmations, receipts). */
  readonly senderEmail: string;
  /** Where notifications for the agency go (new bookings, inquiries). */
  readonly agencyEmail: string;
}

/**
 * The SES identity mail is sent from. AWS mails a verification link to the sender address on
 * first deploy; until it is clicked (and while the account is in the SES sandbox, until the
 * recipients are verified too) SES refuses to send.
 */
export class Mail extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly senderEmail: string;
  readonly agencyEmail: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.senderEmail = props.senderEmail;
    this.agencyEmail = props.agencyEmail;
    this.identity = new ses.EmailIdentity(this, 'Sender', {
      identity: ses.Identity.email(props.senderEmail),
    });
  }

  /** The variables the mail adapter reads (`functions/src/settings/mail.ts`). */
  get environment(): MailVariables {
    return { SENDER_EMAIL: this.senderEmail, AGENCY_EMAIL: this.agencyEmail };
  }

  /** ses:SendEmail from the sender identity only. */
  grantSend(grantee: iam.IGrantable): iam.Grant {
    return this.identity.grant(grantee, 'ses:SendEmail');
  }
}
