import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { cents } from '@sunward/shared/money';
import { priceBooking } from '@sunward/shared/rules/booking-pricing';
import { newBookingReference } from '@sunward/shared/rules/booking-reference';
import { firstHoldMinutes, holdExpiry } from '@sunward/shared/rules/booking-status';
import { bookingBalanceDueDate } from '@sunward/shared/rules/balance-due';
import { balanceDueDateOf } from '@sunward/shared/rules/departure-balance-due';
import { DEPARTURE_NOT_FOUND_MESSAGE, departureRefusalMessages, todayOf } from '@sunward/shared/rules/departure';
import { chooseDeparture } from '@sunward/shared/rules/departure-choice';
import { departurePriceCents } from '@sunward/shared/rules/departure-price';
import { clientAddressKey } from '@sunward/shared/rules/client-address';
import { CLIENT_HOLDS_LIMIT_MESSAGE, decideHeldSeats, decideNewHold, OPEN_HOLDS_LIMIT_MESSAGE, openHolds } from '@sunward/shared/rules/open-holds';
import { SOLD_OUT_MESSAGE, seatsLeftMessage } from '@sunward/shared/rules/package-availability';
import type { CreateBookingRequest } from '@sunward/shared/schemas/booking';
import { conflict, type HttpError, notFound, tooManyRequests } from '../http/http-error';
import { logger } from '../observability/logger';
import { type BookingRefusal, countMetric, metricNames } from '../observability/metrics';
import { type BookingRecord, listBookingsByEmail } from '../store/booking-repository';
import { type ClientHeldBooking, type ClientHolds, clientHoldsWrite, readClientBookings, readClientHolds } from '../store/client-holds-repository';
import type { DepartureRecord } from '../store/departure-repository';
import { findPackage, type PackageRecord } from '../store/package-repository';
import { createBookingWithHold } from '../store/seat-hold-repository';
import { readHoldSettings } from '../settings/holds';
import { OFFER_ENDED_MESSAGE, offerDeparture, offerFor, offerTaking } from './waitlist-booking';

const holdSettings = readHoldSettings();

/** Tries with a fresh reference when another booking has the one drawn (1 in ~887 million each). */
const MAX_REFERENCE_DRAWS = 5;

/**
 * Reads of the trip when its departure keeps refusing the seats that the previous read saw. Each
 * refusal means another booking took seats (or the operator changed the departure) in between,
 * so the next read usually settles it.
 */
const MAX_DEPARTURE_READS = 10;

/**
 * Reads of the client address's holds when its item refuses this booking's write: another booking
 * from the same address took the room meanwhile, or dropped the same lapsed entries (decision
 * 037). The next read usually answers the 429 or fits.
 */
const MAX_CLIENT_HOLDS_READS = 10;

const CONTENTION_MESSAGE = 'Many people are booking this trip right now and we could not hold your seats. Please try again.';

/** Counts one refused booking by its reason (`BookingsRefused`) and answers the error to throw. */
function refused(reason: BookingRefusal, error: HttpError): HttpError {
  countMetric(metricNames.bookingsRefused, 1, 'Count', { reason });
  return error;
}

/** The departure this booking goes on, or the 404/409 that says why there is none. */
function departureFor(trip: PackageRecord, request: CreateBookingRequest, now: Date): DepartureRecord {
  const choice = chooseDeparture(trip.departures, request, now);
  if ('refusal' in choice && choice.refusal === 'unknown') throw refused('unknown-departure', notFound(DEPARTURE_NOT_FOUND_MESSAGE));
  if (trip.flaggedSoldOut) throw refused('sold-out', conflict(SOLD_OUT_MESSAGE));
  if ('departure' in choice) return choice.departure;
  if (choice.refusal === 'seats') throw refused('not-enough-seats', conflict(seatsLeftMessage(choice.seatsLeft)));
  throw refused(`departure-${choice.refusal}`, conflict(departureRefusalMessages[choice.refusal]));
}

function bookingOn(
  trip: PackageRecord,
  departure: DepartureRecord,
  request: CreateBookingRequest,
  now: Date,
  reference: string,
): BookingRecord & { reference: string; departureId: string } {
  const priceCents = departurePriceCents(departure, trip.priceCents);
  const price = priceBooking(priceCents, request.travelers);
  return {
    id: randomUUID(),
    reference,
    packageId: trip.id,
    packageTitle: trip.title,
    departureId: departure.id,
    departureDate: departure.departureDate,
    returnDate: departure.returnDate,
    // Never before the day of booking: a late booking owes its balance a few days on (`rules/balance-due.ts`).
    balanceDueDate: bookingBalanceDueDate({ departureDate: departure.departureDate, balanceDueDate: balanceDueDateOf(departure) }, now),
    priceCents,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    travelers: request.travelers,
    totalCents: price.totalCents,
    depositCents: price.depositCents,
    remainingCents: price.remainingCents,
    amountPaidCents: cents(0),
    balanceDueCents: price.totalCents,
    status: 'pending',
    depositPaymentIntentId: null,
    // Payments are non-refundable: the booking keeps when the traveller agreed to that.
    termsAcceptedAt: now.toISOString(),
    ...(request.autoPay === true ? { autoPayRequested: true } : {}),
    createdAt: now.toISOString(),
    holdExpiresAt: holdExpiry(now, firstHoldMinutes(holdSettings.HOLD_MINUTES)).toISOString(),
  };
}

/**
 * The client address's holds as read, for this booking's transaction, or the 429 that says it
 * holds as many seats unpaid as it may, with how long until enough of them lapse. Its bookings
 * are read only when its entries, paid and lapsed ones included, leave no room.
 */
async function clientHoldsFor(
  read: ClientHolds,
  travelers: number,
  now: Date,
): Promise<{ read: ClientHolds; stillHolding: ClientHeldBooking[] | undefined }> {
  const cap = holdSettings.HELD_SEATS_PER_CLIENT_ADDRESS;
  if (read.heldSeats + travelers <= cap) return { read, stillHolding: undefined };
  const bookings = await readClientBookings(read);
  const decision = decideHeldSeats(bookings, travelers, cap, now);
  if (!decision.allowed) throw refused('too-many-held-seats', tooManyRequests(CLIENT_HOLDS_LIMIT_MESSAGE, decision.retryAfterSeconds));
  return { read, stillHolding: openHolds(bookings, now) };
}

/**
 * Books a trip on one departure: the one asked for, or the soonest with enough seats. Prices it
 * from the departure as stored (never from what the client sent), then holds the travellers'
 * seats and writes the booking, with a unique short reference drawn from a CSPRNG, in one
 * transaction conditional on the departure still being open, upcoming and roomy enough. The
 * booking stays `pending` until its deposit is paid; unpaid, its hold lapses after 15 minutes, or
 * `HOLD_MINUTES` from its creation once its deposit PaymentIntent exists.
 * An e-mail address that already holds seats unpaid on as many bookings as its cap allows is
 * refused with a 429 until one is paid or lapses; so is a client address (`clientAddress`, an
 * IPv4 address or an IPv6 /64) that would hold more seats unpaid than `HELD_SEATS_PER_CLIENT_ADDRESS`,
 * whose count is written in the booking's own transaction (decision 037). Counts
 * `BookingsCreated` once the hold is written, or one `BookingsRefused` with its reason.
 */
export async function createBooking(request: CreateBookingRequest, now: Date, clientAddress: string): Promise<BookingRecord> {
  const addressKey = clientAddressKey(clientAddress);
  // Who holds the seats, for docs/RUNBOOK.md#unpaid-holds: the key the cap counts under.
  logger.appendKeys({ clientAddress: addressKey });
  // The three reads do not depend on each other: at once, a booking takes no longer than before the cap.
  const [emailBookings, clientRead, firstRead, offer] = await Promise.all([
    listBookingsByEmail(request.email),
    readClientHolds(addressKey),
    findPackage(request.packageId),
    request.waitlistToken === undefined ? undefined : offerFor({ ...request, waitlistToken: request.waitlistToken }, now),
  ]);
  const emailHolds = decideNewHold(emailBookings, now);
  if (!emailHolds.allowed) throw refused('too-many-holds', tooManyRequests(OPEN_HOLDS_LIMIT_MESSAGE, emailHolds.retryAfterSeconds));
  let client = await clientHoldsFor(clientRead, request.travelers, now);

  let reference = newBookingReference(randomInt);
  let referenceDraws = 1;
  let clientReads = 1;
  let trip = firstRead;
  for (let read = 1; ; ) {
    if (!trip) throw refused('unknown-trip', notFound('Package not found'));
    const departure = offer ? offerDeparture(trip, offer, now) : departureFor(trip, request, now);
    const booking = bookingOn(trip, departure, request, now, reference);

    const clientWrite = clientHoldsWrite(client.read, client.stillHolding, booking, holdSettings.HELD_SEATS_PER_CLIENT_ADDRESS, now);
    const hold = await createBookingWithHold(booking, todayOf(now), clientWrite, offer && offerTaking(offer, booking.id, now));
    if (hold.held) {
      // The reference is what a traveller quotes; with it, docs/RUNBOOK.md finds the booking id in the logs.
      logger.appendKeys({ bookingId: booking.id, bookingReference: booking.reference, packageId: booking.packageId, departureId: booking.departureId });
      countMetric(metricNames.bookingsCreated);
      return booking;
    }
    if ('referenceTaken' in hold) {
      if (referenceDraws >= MAX_REFERENCE_DRAWS) throw new Error('No free booking reference after several draws');
      reference = newBookingReference(randomInt);
      referenceDraws += 1;
      continue;
    }
    if ('clientHoldsChanged' in hold) {
      // Another booking from the same address took the room or dropped the same entries: count again.
      clientReads += 1;
      if (clientReads > MAX_CLIENT_HOLDS_READS) throw refused('contention', conflict(CONTENTION_MESSAGE));
      // A random pause, longer each time, so bookings racing on one address do not clash in step.
      await sleep(Math.random() * 10 * clientReads);
      client = await clientHoldsFor(await readClientHolds(addressKey), request.travelers, now);
      continue;
    }
    // The offer lapsed, was left or was booked at the same moment: its seats are not this booking's.
    if (offer) throw refused('offer-ended', conflict(OFFER_ENDED_MESSAGE));
    // The departure changed between the read and the write: read again, choose again.
    read += 1;
    if (read > MAX_DEPARTURE_READS) {
      throw refused('contention', conflict(CONTENTION_MESSAGE));
    }
    trip = await findPackage(request.packageId);
  }
}
