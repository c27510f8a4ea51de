import { randomInt, randomUUID } from 'node:crypto';
import { cents } from '@sunward/shared/money';
import { priceBooking } from '@sunward/shared/rules/booking-pricing';
import { newBookingReference } from '@sunward/shared/rules/booking-reference';
import { holdExpiry } from '@sunward/shared/rules/booking-status';
import { hasDeparted } from '@sunward/shared/rules/departure';
import { isSoldOut, SOLD_OUT_MESSAGE, seatsLeftMessage } from '@sunward/shared/rules/package-availability';
import type { CreateBookingRequest } from '@sunward/shared/schemas/booking';
import { conflict, notFound } from '../http/http-error';
import { logger } from '../observability/logger';
import { type BookingRecord, createBookingWithHold } from '../store/booking-repository';
import { findPackage } from '../store/package-repository';
import { readHoldSettings } from '../settings/holds';

const holdSettings = readHoldSettings();

/** Tries with a fresh reference when another booking has the one drawn (1 in ~887 million each). */
const MAX_REFERENCE_DRAWS = 5;

/**
 * Books a trip: prices it from the package as stored (never from what the client sent), then
 * holds the travellers' seats and writes the booking, with a unique short reference drawn from a
 * CSPRNG, in one transaction. The booking stays
 * `pending` until its deposit is paid; unpaid, its hold lapses after `HOLD_MINUTES`.
 */
export async function createBooking(request: CreateBookingRequest, now: Date): Promise<BookingRecord> {
  const trip = await findPackage(request.packageId);
  if (!trip) throw notFound('Package not found');
  if (isSoldOut(trip.flaggedSoldOut, trip.seatsLeft)) throw conflict(SOLD_OUT_MESSAGE);
  if (hasDeparted(trip.departureDate, now)) throw conflict('This trip has already departed');
  if (trip.seatsLeft < request.travelers) throw conflict(seatsLeftMessage(trip.seatsLeft));

  const price = priceBooking(trip.priceCents, request.travelers);
  const booking: BookingRecord & { reference: string } = {
    id: randomUUID(),
    reference: newBookingReference(randomInt),
    packageId: trip.id,
    packageTitle: trip.title,
    priceCents: trip.priceCents,
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
    createdAt: now.toISOString(),
    holdExpiresAt: holdExpiry(now, holdSettings.HOLD_MINUTES).toISOString(),
  };

  for (let draw = 1; ; draw++) {
    const hold = await createBookingWithHold(booking);
    if (hold.held) break;
    // Someone else took the seats between the read above and the transaction.
    if ('seatsLeft' in hold) throw conflict(seatsLeftMessage(hold.seatsLeft));
    if (draw >= MAX_REFERENCE_DRAWS) throw new Error('No free booking reference after several draws');
    booking.reference = newBookingReference(randomInt);
  }
  logger.appendKeys({ bookingId: booking.id, packageId: booking.packageId });
  return booking;
}
