import { routes } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { handler as listMyBookings } from '../../src/handlers/list-my-bookings';
import { handler as requestOtp } from '../../src/handlers/request-otp';
import { handler as verifyOtp } from '../../src/handlers/verify-otp';
import { createBooking } from '../../src/services/create-booking';
import { requestOneTimeCode } from '../../src/services/request-one-time-code';
import { signInWithCode } from '../../src/services/sign-in-with-code';
import { invoke } from '../support/invoke';
import { mailedCode, storedCodeItem } from '../support/one-time-codes';
import { bookingRequest, givenBookablePackage, givenBooking, uniqueClientAddress } from '../support/test-data';

const invalid = { message: 'Invalid or expired verification code' };

/** A traveller with two bookings who has just asked for a code, and another traveller's booking. */
async function givenCodeMailed() {
  const trip = await givenBookablePackage();
  const first = await givenBooking(trip.id, { now: new Date(Date.now() - 60_000) });
  const second = await createBooking(bookingRequest(trip.id, { email: first.email }), new Date(), uniqueClientAddress());
  const other = await givenBooking(trip.id);
  await invoke(requestOtp, routes.requestOtp, { body: { email: first.email } });
  return { email: first.email, bookings: [second, first], other, code: await mailedCode(first.email) };
}

function verify(email: string, code: string) {
  return invoke(verifyOtp, routes.verifyOtp, { body: { email, code } });
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

function sessionCookieOf(cookies: string[]): string {
  const cookie = cookies.find((candidate) => candidate.startsWith('__Host-sid='));
  if (!cookie) throw new Error('No session cookie');
  return cookie.split(';')[0] ?? '';
}

describe('POST /api/bookings/verify-otp', () => {
  it('answers the address’s bookings and a two-hour customer session for the right code', async () => {
    const { email, bookings, other, code } = await givenCodeMailed();

    const response = await verify(email, code);

    expect(response.status).toBe(200);
    expect(response.json).toEqual(bookings.map((booking) => expect.objectContaining({ id: booking.id, email, status: 'pending' })));
    expect((response.json as { id: string }[]).map((item) => item.id)).not.toContain(other.id);
    expect(response.cookies).toEqual([expect.stringMatching(/^__Host-sid=[\w-]{43}; Max-Age=7200; Path=\/; HttpOnly; Secure; SameSite=Strict$/)]);
    const mine = await invoke(listMyBookings, routes.listMyBookings, { cookies: [sessionCookieOf(response.cookies)] });
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual(response.json);
  });

  it('takes a code once: a second use answers 401', async () => {
    const { email, code } = await givenCodeMailed();

    const first = await verify(email, code);
    const second = await verify(email, code);

    expect(first.status).toBe(200);
    expect(second.status).toBe(401);
    expect(second.json).toEqual(invalid);
    expect(second.cookies).toEqual([]);
    expect(await storedCodeItem(email)).toBeUndefined();
  });

  it('kills the code after five wrong tries: the right one then answers 401', async () => {
    const { email, code } = await givenCodeMailed();

    const wrong = await Promise.all(Array.from({ length: 5 }, () => verify(email, wrongCodeFor(code))));
    const right = await verify(email, code);

    expect(wrong.map((response) => response.status)).toEqual([401, 401, 401, 401, 401]);
    expect(wrong.map((response) => response.json)).toEqual(Array.from({ length: 5 }, () => invalid));
    expect(right.status).toBe(401);
    expect(right.json).toEqual(invalid);
    expect(await storedCodeItem(email)).toMatchObject({ wrongAttempts: 5 });
  });

  it('still takes the right code after four wrong tries', async () => {
    const { email, code } = await givenCodeMailed();
    for (let attempt = 0; attempt < 4; attempt++) await verify(email, wrongCodeFor(code));

    expect((await verify(email, code)).status).toBe(200);
  });

  it('lets exactly one of two concurrent verifications of one code win', async () => {
    const { email, code } = await givenCodeMailed();

    const responses = await Promise.all([verify(email, code), verify(email, code), verify(email, code)]);

    expect(responses.map((response) => response.status).sort()).toEqual([200, 401, 401]);
    expect(responses.filter((response) => response.cookies.length > 0)).toHaveLength(1);
  });

  it('refuses a code ten minutes after it was issued', async () => {
    const trip = await givenBookablePackage();
    const { email } = await givenBooking(trip.id);
    const issuedAt = new Date();
    await requestOneTimeCode({ email }, issuedAt);
    const code = await mailedCode(email);

    const late = signInWithCode({ email, code }, new Date(issuedAt.getTime() + 10 * 60_000 + 1_000));

    await expect(late).rejects.toMatchObject({ status: 401, message: invalid.message });
    // The same code, in time, still signs in: it was the clock that refused it.
    expect((await verify(email, code)).status).toBe(200);
  });

  it('does not mail a code that expired before it could be sent', async () => {
    const trip = await givenBookablePackage();
    const { email } = await givenBooking(trip.id);

    await requestOneTimeCode({ email }, new Date(Date.now() - 10 * 60_000 - 1_000));

    await expect(mailedCode(email)).rejects.toThrow();
  });

  it('accepts a code until its tenth minute', async () => {
    const trip = await givenBookablePackage();
    const { email } = await givenBooking(trip.id);
    await requestOneTimeCode({ email }, new Date(Date.now() - 9 * 60_000));

    expect((await verify(email, await mailedCode(email))).status).toBe(200);
  });

  it('replaces the old code with a new request', async () => {
    const trip = await givenBookablePackage();
    const { email } = await givenBooking(trip.id);
    await requestOneTimeCode({ email }, new Date(Date.now() - 5 * 60_000));
    const oldCode = await mailedCode(email);
    await invoke(requestOtp, routes.requestOtp, { body: { email } });
    const newCode = await mailedCode(email);

    if (newCode !== oldCode) expect((await verify(email, oldCode)).status).toBe(401);
    expect((await verify(email, newCode)).status).toBe(200);
  });

  it('answers 401 the same for an address that never asked for a code', async () => {
    const trip = await givenBookablePackage();
    const { email } = await givenBooking(trip.id);

    const response = await verify(email, '123456');

    expect(response.status).toBe(401);
    expect(response.json).toEqual(invalid);
  });

  it('answers 400 for a code that is not six digits', async () => {
    const response = await verify('someone@example.com', '12ab');

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ issues: [{ path: ['code'], message: 'Enter the 6-digit code from your email' }] });
  });
});
