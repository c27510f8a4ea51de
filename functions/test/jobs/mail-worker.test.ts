import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import { startSesLocal } from '@sunward/emulators/ses-local';
import { listCapturedMail } from '@sunward/emulators/mail-inbox';
import { lambdaContext } from '@sunward/emulators/api-gateway-event';
import { MAIL_CLAIM_LEASE_SECONDS, MAX_MAIL_ATTEMPTS } from '@sunward/shared/rules/mail-delivery';
import { routes } from '@sunward/shared/routes';
import { mailKey } from '@sunward/shared/table';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { captureMetrics } from '../support/emf';
import { currentFunction } from '../support/item-access-recorder';
import { invoke } from '../support/invoke';
import { confirmAsBrowser } from '../support/stripe';
import { givenBookablePackage, givenBooking, uniqueId } from '../support/test-data';
import type { OutgoingMail } from '../../src/mail/outgoing-mail';
import { logger } from '../../src/observability/logger';

// This file has an SES of its own, so an outage it plays reaches no other test file's mail.
const ses = await startSesLocal();
process.env.AWS_ENDPOINT_URL_SESV2 = ses.endpoint;
afterAll(() => ses.stop());

const { handler: mailWorker } = await import('../../src/jobs/mail-worker');
const { handler: createPaymentIntent } = await import('../../src/handlers/create-payment-intent');
const { handler: recordDepositPayment } = await import('../../src/handlers/record-deposit-payment');
const { handler: createInquiry } = await import('../../src/handlers/create-inquiry');
const { findBooking } = await import('../../src/store/booking-repository');
const { findMail, listDeadMail, listMailTo, mailPut, replayDeadMail } = await import('../../src/store/outbox-repository');
const { documentClient } = await import('../../src/store/dynamo-client');
const { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { tableName } = await import('../../src/store/dynamo-client');
const { sealForMailWorker } = await import('../../src/adapters/code-encryption');

type StoredMail = NonNullable<Awaited<ReturnType<typeof findMail>>>;

/** The stream record DynamoDB writes for a mail's current item, as Lambda delivers it. */
async function streamEventFor(mailIds: readonly string[]): Promise<DynamoDBStreamEvent> {
  const records = await Promise.all(
    mailIds.map(async (mailId, index) => {
      const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: mailKey(mailId), ConsistentRead: true }));
      return {
        eventName: 'MODIFY' as const,
        eventSource: 'aws:dynamodb',
        dynamodb: { SequenceNumber: String(1000 + index), NewImage: marshall(Item ?? {}, { removeUndefinedValues: true }) as never },
      };
    }),
  );
  return { Records: records };
}

/** One run of the worker over the records of these mails, as the stream would invoke it. */
async function runWorker(mailIds: readonly string[]) {
  const event = await streamEventFor(mailIds);
  return currentFunction.run('mail-worker', () => mailWorker(event, lambdaContext('mail-worker', 120_000)));
}

async function capturedTo(address: string) {
  return (await listCapturedMail(ses.endpoint)).filter((mail) => mail.to.includes(address));
}

async function mailIdsTo(address: string): Promise<string[]> {
  return (await listMailTo(address)).map((mail) => mail.mailId);
}

async function paidDeposit(bookingId: string) {
  const started = await invoke(createPaymentIntent, routes.createPaymentIntent, { body: { bookingId, purpose: 'deposit' } });
  const intent = started.json as { clientSecret: string; paymentIntentId: string };
  await confirmAsBrowser(intent.paymentIntentId, intent.clientSecret, '4242 4242 4242 4242');
  return intent.paymentIntentId;
}

async function givenQueuedMail(overrides: { sendBefore?: Date; now?: Date; mail?: Pick<OutgoingMail, 'template' | 'facts'> } = {}): Promise<StoredMail> {
  const to = `${uniqueId('outbox')}@example.com`;
  const put = mailPut(
    {
      to,
      ...(overrides.mail ?? { template: 'inquiryAcknowledgement', facts: {} }),
      ...(overrides.sendBefore ? { sendBefore: overrides.sendBefore } : {}),
    } as OutgoingMail,
    overrides.now ?? new Date(),
  );
  await documentClient.send(new TransactWriteCommand({ TransactItems: [put] }));
  const [mail] = await listMailTo(to);
  if (!mail) throw new Error('The mail was not stored');
  return mail;
}

/**
 * A mail as the outbox stored it before decision 034: the template's arguments (`templateArgs`,
 * whole records among them) instead of its facts, under the template's name of then.
 */
async function givenMailQueuedBefore034(template: string, args: unknown[]): Promise<StoredMail> {
  const to = `${uniqueId('outbox')}@example.com`;
  const { Put } = mailPut({ to, template, facts: {} }, new Date());
  const { facts: _facts, ...item } = Put?.Item ?? {};
  await documentClient.send(new PutCommand({ TableName: tableName, Item: { ...item, templateArgs: JSON.stringify(args) } }));
  const [mail] = await listMailTo(to);
  if (!mail) throw new Error('The mail was not stored');
  return mail;
}

/** A code's mail as the code request queues it: its expiry in clear, the code and its link sealed. */
async function givenCodeMail(options: { sealedFor?: string; clearFacts?: Record<string, unknown> } = {}) {
  const to = `${uniqueId('code')}@example.com`;
  const code = '318407';
  const expiresAt = new Date(Date.now() + 600_000);
  const secrets = { code, signInUrl: `http://localhost:3000/my-booking#email=${encodeURIComponent(to)}&code=${code}` };
  const sealedFacts = await sealForMailWorker(options.sealedFor ?? 'oneTimeCode', JSON.stringify(secrets));
  const put = mailPut(
    { to, sendBefore: expiresAt, template: 'oneTimeCode', facts: { expiresAt: expiresAt.toISOString(), ...options.clearFacts }, sealedFacts },
    new Date(),
  );
  await documentClient.send(new TransactWriteCommand({ TransactItems: [put] }));
  const [mail] = await listMailTo(to);
  if (!mail) throw new Error('The mail was not stored');
  return { mail, code };
}

/** The raw outbox item of a mail, every attribute as DynamoDB holds it. */
async function storedItem(mailId: string): Promise<Record<string, unknown>> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: mailKey(mailId), ConsistentRead: true }));
  if (!Item) throw new Error('No such mail');
  return Item;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the mail outbox', () => {
  it('records a deposit while SES is down, keeps its receipt, and sends it once SES is back', async () => {
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id);
    const paymentIntentId = await paidDeposit(booking.id);
    const emitted = captureMetrics();
    ses.setOutage(true);
    try {
      const recorded = await invoke(recordDepositPayment, routes.recordDepositPayment, { params: { id: booking.id }, body: { paymentIntentId } });
      expect(recorded.status).toBe(200);
      expect(await findBooking(booking.id)).toMatchObject({ status: 'deposit_paid' });

      const [receiptId] = await mailIdsTo(booking.email);
      expect(receiptId).toBeDefined();
      await runWorker([receiptId!]);
      await runWorker([receiptId!]);
      expect(await findMail(receiptId!)).toMatchObject({ status: 'pending', failedAttempts: 2, lastError: expect.any(String) });
      expect(await capturedTo(booking.email)).toEqual([]);
      expect(emitted.total('EmailsFailed')).toBe(2);
    } finally {
      ses.setOutage(false);
    }

    const [receiptId] = await mailIdsTo(booking.email);
    await runWorker([receiptId!]);
    // The record of the change the send itself made, delivered again, sends nothing more.
    await runWorker([receiptId!]);

    const receipts = await capturedTo(booking.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toContain('Your booking is confirmed');
    expect([emitted.total('EmailsSent'), emitted.total('EmailsFailed')]).toEqual([1, 2]);
    emitted.stop();
    const sent = await findMail(receiptId!);
    expect(sent?.status).toBe('sent');
    // Sent: who, what and when stay; the template's facts (a code, a link) do not.
    expect(sent).toMatchObject({ to: booking.email, template: 'depositReceipt' });
    expect(sent?.facts).toBeUndefined();
  });

  it('stores an inquiry and answers 200 while SES is down; both mails go out once it is back', async () => {
    const email = `${uniqueId('visitor')}@example.com`;
    ses.setOutage(true);
    try {
      const response = await invoke(createInquiry, routes.createInquiry, {
        body: { firstName: 'Lena', lastName: 'Marsh', email, message: 'Is there a trip in May?' },
      });
      expect(response.status).toBe(201);
      await runWorker(await mailIdsTo(email));
      expect(await capturedTo(email)).toEqual([]);
    } finally {
      ses.setOutage(false);
    }
    await runWorker(await mailIdsTo(email));
    expect(await capturedTo(email)).toHaveLength(1);
  });

  it('makes a mail a dead letter after its last attempt, lists it, and sends it when replayed', async () => {
    const mail = await givenQueuedMail();
    const emitted = captureMetrics();
    ses.setOutage(true);
    try {
      for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) await runWorker([mail.mailId]);
      expect(await findMail(mail.mailId)).toMatchObject({ status: 'dead', failedAttempts: MAX_MAIL_ATTEMPTS });
      // A dead letter's record delivered again changes nothing.
      await runWorker([mail.mailId]);
      expect(await findMail(mail.mailId)).toMatchObject({ status: 'dead' });
      expect([emitted.total('EmailsFailed'), emitted.total('EmailsDeadLettered')]).toEqual([MAX_MAIL_ATTEMPTS, 1]);
      emitted.stop();
    } finally {
      ses.setOutage(false);
    }
    expect((await listDeadMail()).map((dead) => dead.mailId)).toContain(mail.mailId);

    expect(await replayDeadMail(mail.mailId)).toBe(true);
    await runWorker([mail.mailId]);

    expect(await capturedTo(mail.to)).toHaveLength(1);
    expect((await listDeadMail()).map((dead) => dead.mailId)).not.toContain(mail.mailId);
  });

  it('stores only the facts each template renders: no booking snapshot, no field the mail does not show', async () => {
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id);
    const paymentIntentId = await paidDeposit(booking.id);
    await invoke(recordDepositPayment, routes.recordDepositPayment, { params: { id: booking.id }, body: { paymentIntentId } });
    const agencyEmail = process.env.AGENCY_EMAIL ?? '';
    const [receipt] = await listMailTo(booking.email);
    const notice = (await listMailTo(agencyEmail)).find((mail) => mail.replyTo === booking.email && mail.template === 'newBookingNotice');
    // The dates a booking has only when its trip has departures are facts only when it has them.
    const datesOf = (keys: readonly ('departureDate' | 'returnDate' | 'balanceDueDate')[]) => keys.filter((key) => booking[key] !== undefined);
    const factsOf = async (mailId: string) => {
      const item = await storedItem(mailId);
      expect(item).not.toHaveProperty('templateArgs');
      expect(JSON.stringify(item)).not.toContain(booking.id);
      expect(JSON.stringify(item)).not.toContain(paymentIntentId);
      return JSON.parse(String(item.facts)) as Record<string, unknown>;
    };

    expect(receipt?.template).toBe('depositReceipt');
    const receiptFacts = await factsOf(receipt!.mailId);
    expect(Object.keys(receiptFacts).sort()).toEqual(
      [
        ...['reference', 'packageTitle', 'travelers', 'priceCents', 'totalCents', 'firstName', 'siteUrl'],
        ...['paidCents', 'paidAt', 'amountPaidCents', 'balanceDueCents'],
        ...datesOf(['departureDate', 'returnDate', 'balanceDueDate']),
      ].sort(),
    );
    expect(receiptFacts).toMatchObject({ firstName: booking.firstName, paidCents: booking.depositCents, amountPaidCents: booking.depositCents });

    const noticeFacts = await factsOf(notice!.mailId);
    expect(Object.keys(noticeFacts).sort()).toEqual(
      [
        ...['reference', 'packageTitle', 'travelers', 'priceCents', 'totalCents', 'siteUrl'],
        ...['firstName', 'lastName', 'email', 'phone', 'paidCents', 'paidAt', 'balanceDueCents'],
        ...datesOf(['departureDate', 'returnDate', 'balanceDueDate']),
      ].sort(),
    );
  });

  it('makes a mail whose stored facts do not fit its template a dead letter at once, naming the fields, not their values', async () => {
    // A receipt stored the old way round: a booking's fields rather than the receipt's facts.
    const facts = { firstName: 'Ada Unsendable', phone: '+1 555 010 9999', holdExpiresAt: new Date().toISOString(), paidCents: '600.00' };
    const mail = await givenQueuedMail({ mail: { template: 'depositReceipt', facts } as unknown as Pick<OutgoingMail, 'template' | 'facts'> });
    const emitted = captureMetrics();
    const errors = vi.spyOn(logger, 'error');

    const run = await runWorker([mail.mailId]);

    expect(run.batchItemFailures).toEqual([]);
    expect(await findMail(mail.mailId)).toMatchObject({ status: 'dead', failedAttempts: 1, lastError: 'InvalidMailFacts' });
    expect((await listDeadMail()).map((dead) => dead.mailId)).toContain(mail.mailId);
    expect(await capturedTo(mail.to)).toEqual([]);
    expect([emitted.total('EmailsDeadLettered'), emitted.total('EmailsSent'), emitted.total('EmailsFailed')]).toEqual([1, 0, 0]);
    emitted.stop();
    expect(errors).toHaveBeenCalledTimes(1);
    const [message, logged] = errors.mock.calls[0] as [string, { invalidFields: string[] }];
    expect(message).toBe('Mail dead-lettered: its stored facts do not fit its template');
    expect(logged).toMatchObject({ mailId: mail.mailId, template: 'depositReceipt', problem: 'facts' });
    // Missing, of the wrong kind, and not the template's: each named by its path, and only those.
    expect(logged.invalidFields).toEqual(expect.arrayContaining(['reference', 'siteUrl', 'paidCents', 'phone', 'holdExpiresAt']));
    expect(logged.invalidFields).not.toContain('firstName');
    for (const value of Object.values(facts)) expect(JSON.stringify(errors.mock.calls)).not.toContain(value);
  });

  it('makes a mail of a template it does not know a dead letter, sending nothing', async () => {
    const mail = await givenQueuedMail({ mail: { template: 'noSuchTemplate', facts: {} } as unknown as Pick<OutgoingMail, 'template' | 'facts'> });

    await runWorker([mail.mailId]);

    expect(await findMail(mail.mailId)).toMatchObject({ status: 'dead', lastError: 'UnknownMailTemplate' });
    expect(await capturedTo(mail.to)).toEqual([]);
  });

  it('still sends a mail queued before decision 034, from its old arguments, under its template\u2019s old name', async () => {
    const code = { code: '123456', signInUrl: 'http://localhost:3000/my-booking#email=x&code=123456', expiresAt: new Date(Date.now() + 600_000).toISOString() };
    const codeMail = await givenMailQueuedBefore034('verificationCode', [code]);
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id);
    const payment = { bookingId: booking.id, paymentIntentId: 'pi_before034', amountCents: booking.depositCents, purpose: 'deposit', paidAt: new Date().toISOString() };
    const receipt = await givenMailQueuedBefore034('depositReceipt', [booking, payment, 'http://localhost:3000']);
    // Old arguments that lack what the template shows fit no better than new facts would.
    const broken = await givenMailQueuedBefore034('depositReceipt', [{ id: booking.id }, payment, 'http://localhost:3000']);

    await runWorker([codeMail.mailId, receipt.mailId, broken.mailId]);

    expect((await capturedTo(codeMail.to)).map((sent) => sent.subject)).toEqual(['Your Sunward Group Travel code: 123456']);
    expect((await capturedTo(receipt.to)).map((sent) => sent.subject)).toEqual([`Your booking is confirmed: ${booking.packageTitle}`]);
    expect(await storedItem(receipt.mailId)).not.toHaveProperty('templateArgs');
    expect(await findMail(broken.mailId)).toMatchObject({ status: 'dead', lastError: 'InvalidMailFacts' });
    expect(await capturedTo(broken.to)).toEqual([]);
  });

  it('opens a sealed code only to send it: the mail shows the code and its link, and the item keeps neither once sent', async () => {
    const { mail, code } = await givenCodeMail();
    expect(JSON.stringify(await storedItem(mail.mailId))).not.toContain(code);

    await runWorker([mail.mailId]);

    const [sent] = await capturedTo(mail.to);
    expect(sent?.subject).toBe(`Your Sunward Group Travel code: ${code}`);
    expect(sent?.text).toContain(`/my-booking#email=${encodeURIComponent(mail.to)}&code=${code}`);
    const item = await storedItem(mail.mailId);
    expect(item).toMatchObject({ status: 'sent', template: 'oneTimeCode' });
    expect(item).not.toHaveProperty('sealedFacts');
    expect(item).not.toHaveProperty('facts');
  });

  it('counts sealed facts that do not open as a failed attempt, sends nothing, and makes the mail a dead letter after the last', async () => {
    // Sealed for another purpose: the key opens it only for that one.
    const { mail } = await givenCodeMail({ sealedFor: 'depositReceipt' });

    await runWorker([mail.mailId]);
    expect(await findMail(mail.mailId)).toMatchObject({ status: 'pending', failedAttempts: 1, lastError: 'SealedValueUnreadable' });
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) await runWorker([mail.mailId]);

    expect(await findMail(mail.mailId)).toMatchObject({ status: 'dead', lastError: 'SealedValueUnreadable', sealedFacts: expect.any(String) });
    expect(await capturedTo(mail.to)).toEqual([]);
  });

  it('refuses a code in clear beside the sealed one: a dead letter at once, naming the field', async () => {
    const { mail } = await givenCodeMail({ clearFacts: { code: '318407' } });
    const errors = vi.spyOn(logger, 'error');

    await runWorker([mail.mailId]);

    expect(await findMail(mail.mailId)).toMatchObject({ status: 'dead', lastError: 'InvalidMailFacts' });
    expect(errors.mock.calls[0]?.[1]).toMatchObject({ invalidFields: ['code'] });
    expect(await capturedTo(mail.to)).toEqual([]);
  });

  it('still sends a code queued in clear before decision 038, and moves its mail out of its address\u2019s bookings in the index', async () => {
    const to = `${uniqueId('code')}@example.com`;
    const expiresAt = new Date(Date.now() + 600_000).toISOString();
    const facts = { code: '905116', signInUrl: `http://localhost:3000/my-booking#email=x&code=905116`, expiresAt };
    const mailId = randomUUID();
    const { Put } = mailPut({ to, template: 'oneTimeCode', facts }, new Date(), mailId);
    // As written then: its facts whole, listed under the bare address like the address's bookings.
    await documentClient.send(new PutCommand({ TableName: tableName, Item: { ...Put?.Item, emailPk: to } }));

    await runWorker([mailId]);

    expect((await capturedTo(to)).map((sent) => sent.subject)).toEqual(['Your Sunward Group Travel code: 905116']);
    expect(await storedItem(mailId)).toMatchObject({ status: 'sent', emailPk: `MAIL#${to}` });
    expect(await storedItem(mailId)).not.toHaveProperty('facts');
  });

  it('drops a mail that is no longer of use (an expired code) instead of sending it late', async () => {
    const mail = await givenQueuedMail({ sendBefore: new Date(Date.now() - 1000) });

    await runWorker([mail.mailId]);

    const dropped = await findMail(mail.mailId);
    expect(dropped?.status).toBe('dropped');
    expect(dropped?.facts).toBeUndefined();
    expect(await capturedTo(mail.to)).toEqual([]);
  });

  it('takes over a mail whose worker stopped after claiming it, once the claim lapses, and sends it once', async () => {
    const mail = await givenQueuedMail();
    // The record the stream delivers again after the first worker stopped: the mail as written.
    const pendingRecord = await streamEventFor([mail.mailId]);
    const stoppedAt = new Date(Date.now() - MAIL_CLAIM_LEASE_SECONDS * 1000 + 200);
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: mailKey(mail.mailId),
        UpdateExpression: 'SET #status = :sending, #claimedAt = :at',
        ExpressionAttributeNames: { '#status': 'status', '#claimedAt': 'claimedAt' },
        ExpressionAttributeValues: { ':sending': 'sending', ':at': stoppedAt.toISOString() },
      }),
    );

    const run = await currentFunction.run('mail-worker', () => mailWorker(pendingRecord, lambdaContext('mail-worker', 120_000)));

    expect(run.batchItemFailures).toEqual([]);
    expect(await findMail(mail.mailId)).toMatchObject({ status: 'sent' });
    expect(await capturedTo(mail.to)).toHaveLength(1);
  });

  it('sends a mail once when two workers get its record at the same time', async () => {
    const mail = await givenQueuedMail();

    await Promise.all([runWorker([mail.mailId]), runWorker([mail.mailId])]);

    expect(await capturedTo(mail.to)).toHaveLength(1);
    expect(await findMail(mail.mailId)).toMatchObject({ status: 'sent' });
  });
});
