import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, agencyDate } from '@sunward/shared/rules/agency-calendar';
import { routes } from '@sunward/shared/routes';
import { BookingResponse } from '@sunward/shared/schemas/booking';
import { timedWorkKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { handler as sendNow } from '../../src/handlers/send-reminder-now';
import { handler as switchReminders } from '../../src/handlers/switch-reminders';
import { NO_BALANCE_MESSAGE, RECENTLY_REMINDED_MESSAGE, REMINDERS_OFF_MESSAGE } from '../../src/services/balance-reminders';
import { listAuditEntries } from '../../src/store/audit-repository';
import { type BookingRecord, findBooking } from '../../src/store/booking-repository';
import { recordDeposit } from '../../src/store/deposit-recorder';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { findPayLink } from '../../src/store/pay-link-repository';
import { currentFunction } from '../support/item-access-recorder';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { departureOn, givenBookablePackage, givenBooking, givenSessionCookie, uniqueId } from '../support/test-data';

const switchCall = (bookingId: string, body: unknown, cookies: string[]) =>
  invoke(switchReminders, routes.switchReminders, { params: { id: bookingId }, body, cookies });
const sendCall = (bookingId: string, cookies: string[]) => invoke(sendNow, routes.sendReminderNow, { params: { id: bookingId }, cookies });

/** A booking whose balance falls due `days` New York days from today, its deposit paid now (unless `pending`). */
async function givenBookingDueIn(days: number, options: { pending?: boolean } = {}): Promise<BookingRecord> {
  const dueDate = addDays(agencyDate(new Date()), days);
  const departure = departureOn(addDays(dueDate, 45), { balanceDueDate: dueDate });
  const trip = await givenBookablePackage({ departures: [departure] });
  const booking = await givenBooking(trip.id, { departureId: departure.id, travelers: 2 });
  if (options.pending) return booking;
  await currentFunction.run('record-deposit-payment', () =>
    recordDeposit(
      booking.id,
      { bookingId: booking.id, paymentIntentId: uniqueId('pi_deposit'), amountCents: booking.depositCents, purpose: 'deposit', paidAt: new Date().toISOString() },
      { recorded: () => [], refundDue: () => [] },
    ),
  );
  return (await findBooking(booking.id))!;
}

async function reminderItem(bookingId: string) {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: timedWorkKey('balance-reminder', bookingId), ConsistentRead: true }),
  );
  return Item;
}

describe('PUT /api/bookings/{id}/reminders', () => {
  it('switches a booking\u2019s reminders off and on again, with its schedule and the trip\u2019s history', async () => {
    const booking = await givenBookingDueIn(20);
    const admin = await givenSessionCookie('admin');
    expect(await reminderItem(booking.id)).toBeDefined();

    const off = await switchCall(booking.id, { enabled: false }, [admin.cookie]);

    expect(off.status).toBe(200);
    expect(BookingResponse.parse(off.json).booking).toMatchObject({ id: booking.id, remindersEnabled: false, lastReminder: null });
    expect(await findBooking(booking.id)).toMatchObject({ remindersEnabled: false });
    expect(await reminderItem(booking.id)).toBeUndefined();

    const on = await switchCall(booking.id, { enabled: true }, [admin.cookie]);

    expect(BookingResponse.parse(on.json).booking).toMatchObject({ remindersEnabled: true });
    expect(await reminderItem(booking.id)).toBeDefined();
    expect((await listAuditEntries(booking.packageId)).map((entry) => [entry.action, entry.by, entry.changes[0]?.to])).toEqual([
      ['reminders-switched', admin.subject, 'on'],
      ['reminders-switched', admin.subject, 'off'],
    ]);
  });

  it('changes nothing when switched to what it already is', async () => {
    const booking = await givenBookingDueIn(20);
    const admin = await givenSessionCookie('admin');

    const answer = await switchCall(booking.id, { enabled: true }, [admin.cookie]);

    expect(answer.status).toBe(200);
    expect(await listAuditEntries(booking.packageId)).toEqual([]);
  });

  it('refuses a body without a true or false, a booking that does not exist, and anyone but an admin', async () => {
    const booking = await givenBookingDueIn(20);
    const admin = await givenSessionCookie('admin');
    const traveller = await givenSessionCookie('customer');

    expect((await switchCall(booking.id, { enabled: 'no' }, [admin.cookie])).status).toBe(400);
    expect((await switchCall(booking.id, {}, [admin.cookie])).status).toBe(400);
    expect((await switchCall(uniqueId('no-booking'), { enabled: false }, [admin.cookie])).json).toEqual({ message: 'Booking not found' });
    expect((await switchCall(booking.id, { enabled: false }, [traveller.cookie])).status).toBe(401);
    expect((await switchCall(booking.id, { enabled: false }, [])).status).toBe(401);
    expect(await findBooking(booking.id)).not.toHaveProperty('remindersEnabled');
  });
});

describe('POST /api/bookings/{id}/reminders/send', () => {
  it('sends the reminder that fits today at once, with a pay link, and records it', async () => {
    const booking = await givenBookingDueIn(5);
    const admin = await givenSessionCookie('admin');

    const sent = await sendCall(booking.id, [admin.cookie]);

    expect(sent.status).toBe(200);
    const answered = BookingResponse.parse(sent.json).booking;
    expect(answered.lastReminder).toMatchObject({ kind: '7-days' });
    expect(await findBooking(booking.id)).toMatchObject({ lastReminder: { kind: '7-days' } });
    const [mail] = await mailsTo(booking.email);
    expect(mail?.subject).toMatch(/^Your balance is due in [45] days, on /);
    const token = /\/pay#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(await findPayLink(token ?? '', new Date())).toMatchObject({ bookingId: booking.id });
    expect((await listAuditEntries(booking.packageId)).map((entry) => [entry.action, entry.changes[0]?.to])).toEqual([['reminder-sent', '7-days']]);
  });

  it('sends one reminder for two clicks, and answers 429 to the second', async () => {
    const booking = await givenBookingDueIn(5);
    const admin = await givenSessionCookie('admin');

    const answers = await Promise.all([sendCall(booking.id, [admin.cookie]), sendCall(booking.id, [admin.cookie])]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.json).toEqual({ message: RECENTLY_REMINDED_MESSAGE });
    expect(Number(refused?.headers['retry-after'] ?? refused?.headers['Retry-After'])).toBeGreaterThan(0);
    expect(await mailsTo(booking.email)).toHaveLength(1);
  });

  it('answers 409 for a booking with no balance to remind of, or with reminders switched off', async () => {
    const unpaid = await givenBookingDueIn(5, { pending: true });
    const switchedOff = await givenBookingDueIn(5);
    const admin = await givenSessionCookie('admin');
    await switchCall(switchedOff.id, { enabled: false }, [admin.cookie]);

    const noBalance = await sendCall(unpaid.id, [admin.cookie]);
    const off = await sendCall(switchedOff.id, [admin.cookie]);

    expect([noBalance.status, noBalance.json]).toEqual([409, { message: NO_BALANCE_MESSAGE }]);
    expect([off.status, off.json]).toEqual([409, { message: REMINDERS_OFF_MESSAGE }]);
    expect(await mailsTo(unpaid.email)).toEqual([]);
    expect(await mailsTo(switchedOff.email)).toEqual([]);
  });

  it('answers 401 to anyone but an admin', async () => {
    const booking = await givenBookingDueIn(5);
    const traveller = await givenSessionCookie('customer');

    expect((await sendCall(booking.id, [traveller.cookie])).status).toBe(401);
    expect(await mailsTo(booking.email)).toEqual([]);
  });
});
