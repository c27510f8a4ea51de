import { setTimeout as sleep } from 'node:timers/promises';
import { isDeadLetter, pauseBeforeAttempt } from '@sunward/shared/rules/mail-delivery';
import { sendMail } from '../adapters/mail';
import { errorSummary } from '../observability/error-summary';
import { logger } from '../observability/logger';
import { countMetric, metricNames } from '../observability/metrics';
import { readMailDeliverySettings } from '../settings/mail-delivery';
import {
  claimMail,
  findMail,
  markMailDead,
  markMailDropped,
  markMailFailed,
  markMailSent,
  type StoredMail,
} from '../store/outbox-repository';

const settings = readMailDeliverySettings();

export type Delivery =
  /** Handed to SES. */
  | 'sent'
  /** SES refused it; it is pending again with one more failed attempt, for a later try. */
  | 'retry'
  /** Its last attempt failed: a dead letter for the operator. */
  | 'dead'
  /** Too late to be of use (an expired code): not sent. */
  | 'dropped'
  /** Already sent, dead or changed since the record was written: nothing to do for it. */
  | 'skipped'
  /** Another worker holds it: whoever delivered this record must bring it back later. */
  | 'busy';

/**
 * One attempt at one mail of the outbox (decision 021). `seen` is the mail as the stream record
 * showed it; the table is read again, so a record delivered twice or late changes nothing. After
 * a failure the worker waits before the next attempt, growing with each one; the mail is claimed
 * first, so two workers never send it both.
 */
export async function deliverMail(seen: Pick<StoredMail, 'mailId' | 'failedAttempts'>, clock: () => Date = () => new Date()): Promise<Delivery> {
  logger.appendKeys({ mailId: seen.mailId });
  const mail = await findMail(seen.mailId);
  if (!mail || mail.failedAttempts !== seen.failedAttempts) return 'skipped';
  if (mail.status !== 'pending' && mail.status !== 'sending') return 'skipped';

  // Only a mail still waiting for this attempt waits out its pause; the claim checks it again.
  const pause = pauseBeforeAttempt(mail.failedAttempts, settings.MAIL_RETRY_BASE_MS);
  if (pause > 0) await sleep(pause);
  if (!(await claimMail(mail, clock()))) {
    const current = await findMail(mail.mailId);
    return current?.status === 'sending' ? 'busy' : 'skipped';
  }

  if (mail.sendBefore !== undefined && clock().toISOString() >= mail.sendBefore) {
    await markMailDropped(mail.mailId, clock());
    logger.info('Mail dropped: it was no longer of use when it could be sent');
    return 'dropped';
  }

  try {
    await sendMail({ to: mail.to, subject: mail.subject, text: mail.text ?? '', html: mail.html, replyTo: mail.replyTo });
  } catch (error) {
    const failedAttempts = mail.failedAttempts + 1;
    const { errorName } = errorSummary(error);
    countMetric(metricNames.emailsFailed);
    if (isDeadLetter(failedAttempts)) {
      await markMailDead(mail, failedAttempts, errorName);
      countMetric(metricNames.emailsDeadLettered);
      logger.error('Mail dead-lettered after its last attempt; replay it once SES works', { failedAttempts, ...errorSummary(error) });
      return 'dead';
    }
    await markMailFailed(mail.mailId, failedAttempts, errorName);
    logger.warn('Mail not sent; it will be tried again', { failedAttempts, ...errorSummary(error) });
    return 'retry';
  }
  await markMailSent(mail.mailId, clock());
  countMetric(metricNames.emailsSent);
  return 'sent';
}
