import { setTimeout as sleep } from 'node:timers/promises';
import { isDeadLetter, MAIL_CLAIM_LEASE_SECONDS, pauseBeforeAttempt } from '@sunward/shared/rules/mail-delivery';
import { openSealedForMailWorker } from '../adapters/code-decryption';
import { sendMail } from '../adapters/mail';
import { checkStoredMail, renderCheckedMail, type StoredMailCheck } from '../mail/mail-templates';
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
import { legacyMailFacts, unsealedLegacyFacts } from './legacy-mail-facts';

const settings = readMailDeliverySettings();

const WATCH_INTERVAL_MS = 250;

/**
 * Watches a mail another worker claimed: undefined as soon as that worker is done with it (sent,
 * failed, dead), the mail as it is once the claim has lapsed with the mail still held.
 */
async function heldUntilLeaseEnds(claimed: StoredMail, clock: () => Date): Promise<StoredMail | undefined> {
  const leaseEnd = Date.parse(claimed.claimedAt ?? '') + MAIL_CLAIM_LEASE_SECONDS * 1000;
  for (;;) {
    const leftMs = leaseEnd - clock().getTime();
    await sleep(Number.isFinite(leftMs) ? Math.min(WATCH_INTERVAL_MS, Math.max(0, leftMs) + 50) : 50);
    const now = await findMail(claimed.mailId);
    if (now?.status !== 'sending' || now.failedAttempts !== claimed.failedAttempts || now.claimedAt !== claimed.claimedAt) return undefined;
    if (!(leaseEnd > clock().getTime())) return now;
  }
}

/**
 * A mail's stored facts, its sealed ones opened, checked against its template's schemas (decisions
 * 034 and 038). A mail queued before 034 keeps its template's arguments instead, and one queued
 * before 038 its sealed facts in clear (`legacy-mail-facts.ts`). Throws only when the sealed facts
 * do not open (`adapters/code-decryption.ts`).
 */
async function checkFacts(mail: StoredMail): Promise<StoredMailCheck> {
  const opened = mail.sealedFacts === undefined ? undefined : await openSealedForMailWorker(mail.template, mail.sealedFacts);
  try {
    const stored =
      mail.facts !== undefined
        ? { template: mail.template, facts: JSON.parse(mail.facts) as unknown }
        : mail.templateArgs !== undefined
          ? legacyMailFacts(mail.template, mail.templateArgs)
          : { template: mail.template, facts: undefined };
    const checked = opened === undefined ? unsealedLegacyFacts(stored) : { ...stored, sealed: JSON.parse(opened) as unknown };
    return checkStoredMail(checked.template, checked.facts, checked.sealed);
  } catch {
    // Not JSON, or old arguments that are not records at all.
    return { ok: false, problem: 'facts', fields: ['(facts)'] };
  }
}

/** The error name a mail dead-lettered for its facts keeps, by what was wrong. */
const unfitErrorNames = { 'unknown-template': 'UnknownMailTemplate', facts: 'InvalidMailFacts' } as const;

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
  /** Another worker claimed it again while this one waited: the stream brings the record back. */
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
    if (current?.status !== 'sending' || current.failedAttempts !== mail.failedAttempts) return 'skipped';
    // Another worker holds it: watch it until that claim would lapse, then take it over if still held.
    const held = await heldUntilLeaseEnds(current, clock);
    if (!held) return 'skipped';
    if (!(await claimMail(held, clock()))) return 'busy';
  }

  if (mail.sendBefore !== undefined && clock().toISOString() >= mail.sendBefore) {
    await markMailDropped(mail.mailId, clock());
    logger.info('Mail dropped: it was no longer of use when it could be sent');
    return 'dropped';
  }

  let checked: StoredMailCheck;
  try {
    checked = await checkFacts(mail);
  } catch (error) {
    // Sealed facts that do not open now (KMS throttled or refusing, the wrong key) may later.
    return failedAttempt(mail, error);
  }
  // Facts that do not fit the template would never fit: a dead letter at once, nothing sent. The log
  // names the fields, never their values (they can be personal data).
  if (!checked.ok) {
    const failedAttempts = mail.failedAttempts + 1;
    await markMailDead(mail, failedAttempts, unfitErrorNames[checked.problem]);
    countMetric(metricNames.emailsDeadLettered);
    logger.error('Mail dead-lettered: its stored facts do not fit its template', {
      mailId: mail.mailId,
      template: mail.template,
      problem: checked.problem,
      invalidFields: checked.fields,
    });
    return 'dead';
  }

  try {
    // A mail its template fails to render fails like one SES refused, and ends as a dead letter the operator sees.
    const rendered = renderCheckedMail(checked.mail);
    await sendMail({ to: mail.to, replyTo: mail.replyTo, ...rendered });
  } catch (error) {
    return failedAttempt(mail, error);
  }
  await markMailSent(mail.mailId, clock());
  countMetric(metricNames.emailsSent);
  return 'sent';
}

/** One more failed attempt at a claimed mail: pending again for a later try, or after the last a dead letter. */
async function failedAttempt(mail: StoredMail, error: unknown): Promise<Delivery> {
  const failedAttempts = mail.failedAttempts + 1;
  const { errorName } = errorSummary(error);
  countMetric(metricNames.emailsFailed);
  if (isDeadLetter(failedAttempts)) {
    await markMailDead(mail, failedAttempts, errorName);
    countMetric(metricNames.emailsDeadLettered);
    logger.error('Mail dead-lettered after its last attempt; replay it once SES (or KMS, for a sealed fact) works', { failedAttempts, ...errorSummary(error) });
    return 'dead';
  }
  await markMailFailed(mail.mailId, failedAttempts, errorName);
  logger.warn('Mail not sent; it will be tried again', { failedAttempts, ...errorSummary(error) });
  return 'retry';
}
