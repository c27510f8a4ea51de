import type * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { AgencyVariables, MailVariables } from '@sunward/functions/settings/mail';

export interface MailProps {
  /** The From address of every mail (codes, confirmations, receipts). */
  readonly senderEmail: string;
  /** Where notifications for the agency go (new bookings, inquiries). */
  readonly agencyEmail: string;
}

/**
 * The SES identity mail is sent from, by the outbox worker alone (decision 021); the functions
 * that cause mails only write them to the table. AWS mails a verification link to the sender address on
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

  /** What the mail adapter reads (`functions/src/settings/mail.ts`): given to the outbox worker only. */
  get senderEnvironment(): MailVariables {
    return { SENDER_EMAIL: this.senderEmail };
  }

  /** The agency's address, for the functions that write the agency's notices to the outbox. */
  get agencyEnvironment(): AgencyVariables {
    return { AGENCY_EMAIL: this.agencyEmail };
  }

  /** ses:SendEmail from the sender identity only. */
  grantSend(grantee: iam.IGrantable): iam.Grant {
    return this.identity.grant(grantee, 'ses:SendEmail');
  }
}
