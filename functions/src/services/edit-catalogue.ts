import { randomUUID } from 'node:crypto';
import { centsToDollars, dollarsToCents } from '@sunward/shared/money';
import { auditChanges } from '@sunward/shared/rules/audit-changes';
import { capacityBelowTakenMessage, fitsTakenSeats, seatsTaken } from '@sunward/shared/rules/capacity';
import { DEPARTURE_NOT_FOUND_MESSAGE, todayOf } from '@sunward/shared/rules/departure';
import { balanceDueDateOf } from '@sunward/shared/rules/departure-balance-due';
import { newDepartureId } from '@sunward/shared/rules/departure-id';
import {
  type AdminDeparture,
  type AdminTrip,
  type AuditAction,
  type AuditValue,
  type CreateDepartureRequest,
  departureDatesOn,
  type UpdateDepartureRequest,
  type UpdateTripRequest,
} from '@sunward/shared/schemas/catalogue-admin';
import * as z from 'zod/mini';
import { conflict, notFound, ValidationError } from '../http/http-error';
import { logger } from '../observability/logger';
import { toAdminDeparture } from '../mappers/admin-trip-response';
import { writeAudited } from '../store/audit-repository';
import { type DepartureChanges, type DepartureRecord, departureCreation, departureEdit, findDeparture } from '../store/departure-repository';
import { listManifestBookings } from '../store/manifest-repository';
import { type TripRecord, tripEdit } from '../store/package-repository';
import { showTrip, tripOr404 } from './browse-trips';
import { moveBalanceDueDates } from './move-balance-due-dates';
import { offerSeatsOnSale } from './waitlist-offers';

export const STALE_DEPARTURE_MESSAGE = 'This departure was changed by someone else. Reload to see the latest.';
export const STALE_TRIP_MESSAGE = 'This trip was changed by someone else. Reload to see the latest.';

/** Tries when another admin adds a departure of the same date at the same moment. */
const MAX_ID_ATTEMPTS = 5;

function checkDates(value: unknown, today?: string): void {
  const result = z.safeParse(departureDatesOn(today), value);
  if (!result.success) throw new ValidationError(result.error);
}

function entry(action: AuditAction, by: string, now: Date, departureId: string | null, changes: ReturnType<typeof auditChanges>) {
  return { id: randomUUID(), at: now.toISOString(), by, action, departureId, changes };
}

/** A departure's editable fields as the audit trail records them: API units, `null` for "not its own". */
function auditView(departure: DepartureRecord): Record<string, AuditValue> {
  return {
    departureDate: departure.departureDate,
    returnDate: departure.returnDate,
    capacity: departure.capacity,
    price: departure.priceCents === undefined ? null : centsToDollars(departure.priceCents),
    balanceDueDate: departure.balanceDueDate ?? null,
    state: departure.state,
  };
}

async function departureResponse(trip: TripRecord, departure: DepartureRecord, now: Date): Promise<AdminDeparture> {
  return toAdminDeparture(trip, departure, await listManifestBookings(trip.id, departure.id), now);
}

/**
 * Adds a departure to a trip, leaving after today, with all its seats free, and its audit entry
 * in the same transaction. Its id is its date, or the date and a number when the trip already
 * has a departure of that id (`newDepartureId`).
 */
export async function addDeparture(tripId: string, request: CreateDepartureRequest, by: string, now: Date): Promise<AdminDeparture> {
  checkDates(request, todayOf(now));
  for (let attempt = 1; ; attempt++) {
    const trip = await tripOr404(tripId);
    const departure: DepartureRecord = {
      packageId: trip.id,
      id: newDepartureId(request.departureDate, trip.departures.map((existing) => existing.id)),
      departureDate: request.departureDate,
      returnDate: request.returnDate,
      capacity: request.capacity,
      seatsLeft: request.capacity,
      ...(request.price === undefined ? {} : { priceCents: dollarsToCents(request.price) }),
      ...(request.balanceDueDate === undefined ? {} : { balanceDueDate: request.balanceDueDate }),
      state: request.state ?? 'open',
      version: 1,
    };
    const empty = Object.fromEntries(Object.keys(auditView(departure)).map((field) => [field, null]));
    const audit = entry('departure-added', by, now, departure.id, auditChanges(empty, auditView(departure)));
    const write = await writeAudited(trip.id, departureCreation(departure), audit);
    if (write.written) {
      logger.appendKeys({ packageId: trip.id, departureId: departure.id });
      return toAdminDeparture(trip, departure, [], now);
    }
    // Another admin took this id a moment ago: read the trip again and take the next free one.
    if (attempt >= MAX_ID_ATTEMPTS) throw conflict('Another departure was being added at the same time. Please try again.');
  }
}

/**
 * Changes a departure as the admin asked, only if it is still at the version the admin read, and
 * writes the audit entry in the same transaction. A capacity below the seats already taken is
 * refused with their number; a departure moved to another date must leave after today.
 */
export async function changeDeparture(
  tripId: string,
  departureId: string,
  request: UpdateDepartureRequest,
  by: string,
  now: Date,
): Promise<AdminDeparture> {
  const trip = await tripOr404(tripId);
  const current = trip.departures.find((departure) => departure.id === departureId);
  if (!current) throw notFound(DEPARTURE_NOT_FOUND_MESSAGE);
  if (request.version !== current.version) throw conflict(STALE_DEPARTURE_MESSAGE);

  if (request.departureDate !== undefined || request.returnDate !== undefined || request.balanceDueDate !== undefined) {
    checkDates(
      {
        departureDate: request.departureDate ?? current.departureDate,
        returnDate: request.returnDate ?? current.returnDate,
        balanceDueDate: request.balanceDueDate === undefined ? current.balanceDueDate : request.balanceDueDate,
      },
      request.departureDate !== undefined && request.departureDate !== current.departureDate ? todayOf(now) : undefined,
    );
  }
  if (request.capacity !== undefined && !fitsTakenSeats(current, request.capacity)) {
    throw conflict(capacityBelowTakenMessage(seatsTaken(current)));
  }

  const { version: _version, ...asked } = request;
  const changes = auditChanges(auditView(current), asked);
  if (changes.length === 0) return departureResponse(trip, current, now);

  const edit: DepartureChanges = {
    departureDate: request.departureDate,
    returnDate: request.returnDate,
    capacity: request.capacity,
    priceCents: request.price === undefined ? undefined : request.price === null ? null : dollarsToCents(request.price),
    balanceDueDate: request.balanceDueDate,
    state: request.state,
  };
  const write = await writeAudited(trip.id, departureEdit(current, edit), entry('departure-changed', by, now, current.id, changes));
  const latest = await findDeparture(trip.id, current.id);
  if (!latest) throw notFound(DEPARTURE_NOT_FOUND_MESSAGE);
  if (!write.written) {
    if (latest.version !== current.version) throw conflict(STALE_DEPARTURE_MESSAGE);
    // Same version, so only bookings moved the counter: they took the seats the new capacity needed.
    throw conflict(capacityBelowTakenMessage(seatsTaken(latest)));
  }
  logger.appendKeys({ packageId: trip.id, departureId: current.id });
  const dueDate = balanceDueDateOf(latest);
  if (dueDate !== balanceDueDateOf(current) || latest.departureDate !== current.departureDate) {
    await moveBalanceDueDates(trip.id, { id: latest.id, departureDate: latest.departureDate, balanceDueDate: dueDate }, now);
  }
  // More seats, or a departure open again: the line waiting for it comes first (decision 053).
  if (latest.seatsLeft > 0 && (latest.seatsLeft > current.seatsLeft || (latest.state === 'open' && current.state !== 'open'))) {
    if ((await offerSeatsOnSale(trip.id, latest.id, now)).length > 0) {
      const offered = await findDeparture(trip.id, current.id);
      return departureResponse(trip, offered ?? latest, now);
    }
  }
  return departureResponse(trip, latest, now);
}

/** Changes a trip's price, highlights or sold-out flag, only if it is still at the version the admin read. */
export async function changeTrip(tripId: string, request: UpdateTripRequest, by: string, now: Date): Promise<AdminTrip> {
  const trip = await tripOr404(tripId);
  if (request.version !== trip.version) throw conflict(STALE_TRIP_MESSAGE);
  const changes = auditChanges(
    { price: centsToDollars(trip.priceCents), highlights: trip.highlights, isSoldOut: trip.flaggedSoldOut },
    { price: request.price, highlights: request.highlights, isSoldOut: request.isSoldOut },
  );
  if (changes.length === 0) return showTrip(trip.id, now);

  const edit = tripEdit(trip, {
    priceCents: request.price === undefined ? undefined : dollarsToCents(request.price),
    highlights: request.highlights,
    flaggedSoldOut: request.isSoldOut,
  });
  const write = await writeAudited(trip.id, edit, entry('trip-changed', by, now, null, changes));
  if (!write.written) throw conflict(STALE_TRIP_MESSAGE);
  logger.appendKeys({ packageId: trip.id });
  return showTrip(trip.id, now);
}
