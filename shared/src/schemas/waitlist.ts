import './zod-setup';
import * as z from 'zod/mini';
import { WAITLIST_MAX_TRAVELLERS, WAITLIST_MIN_TRAVELLERS } from '../rules/waitlist';
import { Email, Id, IsoDate, IsoTimestamp, Phone, RequiredText, WaitlistToken } from './fields';
import { Honeypot } from './honeypot';

/** The states of an entry (`rules/waitlist.ts`). */
export const waitlistEntryStates = ['unconfirmed', 'waiting', 'offered', 'booked', 'lapsed', 'left', 'removed'] as const;
export const WaitlistEntryState = z.enum(waitlistEntryStates);

export const WaitlistTravelers = z
  .number({ error: 'Travelers must be a number' })
  .check(
    z.int('Travelers must be a whole number'),
    z.minimum(WAITLIST_MIN_TRAVELLERS, `At least ${WAITLIST_MIN_TRAVELLERS} traveler`),
    z.maximum(WAITLIST_MAX_TRAVELLERS, `At most ${WAITLIST_MAX_TRAVELLERS} travelers`),
  );

/** The join form's fields; the same rules run in the browser and in the handler. */
export const WaitlistFields = z.object({
  name: RequiredText('Name', 100),
  email: Email,
  phone: Phone,
  travelers: WaitlistTravelers,
});
export type WaitlistFields = z.infer<typeof WaitlistFields>;

/** `POST /api/waitlist`: join a sold-out departure's waitlist. */
export const JoinWaitlistRequest = z.extend(WaitlistFields, { packageId: Id, departureId: Id, website: Honeypot });
export type JoinWaitlistRequest = z.infer<typeof JoinWaitlistRequest>;

/**
 * The same answer whether the address was new or already in line (it is mailed a link either way
 * only when new): joining tells nobody who is on a list.
 */
export const JoinWaitlistResponse = z.object({ accepted: z.literal(true) });
export type JoinWaitlistResponse = z.infer<typeof JoinWaitlistResponse>;

// Defined with the shared fields: a booking's request carries one, and should not load every
// waitlist schema for it.
export { WaitlistToken } from './fields';

/** `POST /api/waitlist/entry`, `/confirm` and `/leave`: the token from a mail's link, in the body. */
export const WaitlistTokenRequest = z.object({ token: WaitlistToken });
export type WaitlistTokenRequest = z.infer<typeof WaitlistTokenRequest>;

/** An entry as its traveller sees it through a link. */
export const WaitlistEntryView = z.object({
  packageId: Id,
  departureId: Id,
  tripTitle: z.string(),
  departureDate: IsoDate,
  returnDate: IsoDate,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  travelers: z.number().check(z.int(), z.positive()),
  state: WaitlistEntryState,
  /** From 1 while waiting or offered; null otherwise. */
  placeInLine: z.nullable(z.number().check(z.int(), z.positive())),
  /** While `offered`: until when the seats are held. */
  offerExpiresAt: z.nullable(IsoTimestamp),
});
export type WaitlistEntryView = z.infer<typeof WaitlistEntryView>;

/** `GET /api/trips/{id}/departures/{departureId}/waitlist/...`: one entry of a departure's line. */
export const WaitlistEntryParams = z.object({ id: Id, departureId: Id, entryId: Id });

/** An entry as the operator sees it, with its history on the trip's audit trail. */
export const AdminWaitlistEntry = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  travelers: z.number().check(z.int(), z.positive()),
  state: WaitlistEntryState,
  joinedAt: IsoTimestamp,
  confirmedAt: z.nullable(IsoTimestamp),
  placeInLine: z.nullable(z.number().check(z.int(), z.positive())),
  offeredAt: z.nullable(IsoTimestamp),
  offerExpiresAt: z.nullable(IsoTimestamp),
  /** The booking made from its offer. */
  bookingId: z.nullable(z.string()),
  /** When it was booked, lapsed, left or removed. */
  endedAt: z.nullable(IsoTimestamp),
});
export type AdminWaitlistEntry = z.infer<typeof AdminWaitlistEntry>;

/** `GET /api/trips/{id}/departures/{departureId}/waitlist`: the line in order, then the rest, with counts. */
export const AdminWaitlist = z.object({
  entries: z.array(AdminWaitlistEntry),
  counts: z.object({
    /** Confirmed entries in line without an offer. */
    waiting: z.number().check(z.int(), z.nonnegative()),
    /** Offers out, and the seats they hold. */
    offered: z.number().check(z.int(), z.nonnegative()),
    seatsOffered: z.number().check(z.int(), z.nonnegative()),
    booked: z.number().check(z.int(), z.nonnegative()),
    lapsed: z.number().check(z.int(), z.nonnegative()),
    /** Entries whose address has not confirmed yet: not in line. */
    unconfirmed: z.number().check(z.int(), z.nonnegative()),
  }),
});
export type AdminWaitlist = z.infer<typeof AdminWaitlist>;
