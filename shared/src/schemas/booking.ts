import './zod-setup';
import * as z from 'zod/mini';
import { reminderKinds } from '../rules/balance-reminders';
import { AutoPay } from './auto-pay';
import { MAX_TRAVELERS, MIN_TRAVELERS } from '../rules/booking-pricing';
import { Email, Id, IsoDate, IsoTimestamp, Phone, RequiredText, WaitlistToken } from './fields';

/**
 * `pending` holds seats until paid or lapsed; `deposit_paid` after the deposit; `confirmed` when
 * paid in full; `expired` when the hold lapsed unpaid and its seats went back to the trip;
 * `cancelled` when the operator released an overdue booking (its seats went back, what was paid
 * is kept as forfeited). `overdue` is a `deposit_paid` booking past its due date with a balance
 * left: answered from the clock of the request, never stored (decision 044).
 */
export const bookingStatuses = ['pending', 'deposit_paid', 'overdue', 'confirmed', 'expired', 'cancelled'] as const;
export const BookingStatus = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof BookingStatus>;

/** The statuses a stored booking may hold: all but `overdue`, which only a read computes. */
export const storedBookingStatuses = ['pending', 'deposit_paid', 'confirmed', 'expired', 'cancelled'] as const satisfies readonly BookingStatus[];
export const StoredBookingStatus = z.enum(storedBookingStatuses);
export type StoredBookingStatus = z.infer<typeof StoredBookingStatus>;

/** A step of the balance reminders' schedule (`rules/balance-reminders.ts`). */
export const ReminderKind = z.enum(reminderKinds);
export type ReminderKind = z.infer<typeof ReminderKind>;

export const Travelers = z
  .number({ error: 'Travelers must be a number' })
  .check(
    z.int('Travelers must be a whole number'),
    z.minimum(MIN_TRAVELERS, `At least ${MIN_TRAVELERS} traveler`),
    z.maximum(MAX_TRAVELERS, `At most ${MAX_TRAVELERS} travelers per booking`),
  );

/** What the booking form's terms box says when left unticked, and the handler's 400 for it. */
export const ACCEPT_TERMS_MESSAGE = 'Please accept the booking terms';

/**
 * The traveller accepts the booking terms (every payment is non-refundable) before paying: only
 * `true` passes, so a box that was never ticked cannot slip through as `false` or absent.
 */
export const AcceptTerms = z.literal(true, { error: ACCEPT_TERMS_MESSAGE });

/**
 * The booking form's fields (spec §5) and its terms box; the same rules run in the browser and in
 * the handler.
 */
export const BookingFields = z.object({
  firstName: RequiredText('First name', 100),
  lastName: RequiredText('Last name', 100),
  email: Email,
  phone: Phone,
  travelers: Travelers,
  acceptTerms: AcceptTerms,
});
export type BookingFields = z.infer<typeof BookingFields>;

/**
 * `POST /api/bookings`. Price fields a client may also send (`packageTitle`, `packagePrice`,
 * `depositAmount`, `remainingAmount`) are accepted and dropped: a zod object strips unknown keys,
 * and the server prices the booking from its own package data. Without `departureId` the booking
 * goes on the trip's next departure with enough seats.
 */
export const CreateBookingRequest = z.extend(BookingFields, {
  packageId: Id,
  departureId: z.optional(Id),
  /** The box "Pay the balance automatically", ticked: the plan starts when the deposit is recorded (decision 047). */
  autoPay: z.optional(z.boolean()),
  /**
   * The token of a waitlist offer's link (decision 053): the booking takes the seats held for that
   * entry instead of seats on sale, for exactly its travellers, while the offer runs.
   */
  waitlistToken: z.optional(WaitlistToken),
});
export type CreateBookingRequest = z.infer<typeof CreateBookingRequest>;

/**
 * The short reference a traveller quotes: `SGT-` and six characters without look-alikes (no 0,
 * O, 1, I or L), unique across bookings.
 */
export const BookingReference = z.string().check(z.regex(/^SGT-[2-9A-HJKMNP-Z]{6}$/, 'Not a booking reference'));

/** A booking as the API answers it (API.md, Shapes). Dollars and cents as each field names. */
export const Booking = z.object({
  id: Id,
  reference: BookingReference,
  packageId: Id,
  packageTitle: z.string(),
  /**
   * The departure the booking holds seats on, and its dates when booked. Null on bookings made
   * before trips had departures; optional so that clients written before then still parse.
   */
  departureId: z.optional(z.nullable(Id)),
  departureDate: z.optional(z.nullable(IsoDate)),
  returnDate: z.optional(z.nullable(IsoDate)),
  /** When the balance falls due, as the departure said when booked; null on older bookings. */
  balanceDueDate: z.optional(z.nullable(IsoDate)),
  /** When the traveller accepted the booking terms; null on bookings made before the terms box. */
  termsAcceptedAt: z.optional(z.nullable(IsoTimestamp)),
  /** Dollars per person. */
  packagePrice: z.number().check(z.nonnegative()),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  travelers: z.number().check(z.int(), z.positive()),
  /** Dollars. */
  depositAmount: z.number().check(z.nonnegative()),
  /** Dollars: the total less the deposit. */
  remainingAmount: z.number().check(z.nonnegative()),
  /** Cents. */
  amountPaid: z.number().check(z.int(), z.nonnegative()),
  /** Cents. */
  balanceDue: z.number().check(z.int()),
  /**
   * Cents: deposits refused because the hold lapsed and its seats were taken, which the agency
   * must refund. Present only when there is one.
   */
  refundDue: z.optional(z.number().check(z.int(), z.positive())),
  /** The PaymentIntents of those refused deposits, to find them in Stripe. Present with `refundDue`. */
  refundDuePaymentIntentIds: z.optional(z.array(z.string())),
  /** Cents refunded in Stripe of the recorded payments (already taken off `amountPaid`). Present only when there is one. */
  refunded: z.optional(z.number().check(z.int(), z.positive())),
  /** The latest dispute (chargeback) of one of its payments: `open` until Stripe closes it `won` or `lost`. Present only when there is one. */
  dispute: z.optional(z.object({ id: z.string(), status: z.string(), amount: z.number().check(z.int()) })),
  /** False when the operator switched this booking's balance reminders off; true otherwise (decision 042). */
  remindersEnabled: z.optional(z.boolean()),
  /** The last balance reminder sent: which step, and when; null when none was. */
  lastReminder: z.optional(z.nullable(z.object({ kind: ReminderKind, sentAt: IsoTimestamp }))),
  /** Cents kept under the refund policy when the operator released the booking unpaid: what it had paid. Present only on a released booking. */
  forfeited: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** When the operator released it. Present only on a released booking. */
  cancelledAt: z.optional(IsoTimestamp),
  /** True when the traveller ticked "Pay the balance automatically" on the booking form (decision 047). */
  autoPayRequested: z.optional(z.boolean()),
  /** The plan of automatic payments; null when there is none (none agreed to, or none fitted when the deposit came in). */
  autoPay: z.optional(z.nullable(AutoPay)),
  status: BookingStatus,
  depositPaid: z.boolean(),
  fullPaymentPaid: z.boolean(),
  depositPaymentIntentId: z.nullable(z.string()),
  createdAt: IsoTimestamp,
  holdExpiresAt: IsoTimestamp,
});
export type Booking = z.infer<typeof Booking>;

export const BookingList = z.array(Booking);
export type BookingList = z.infer<typeof BookingList>;

/** `GET /api/bookings?limit=&cursor=`: one page of at most `limit` bookings, newest first. */
export const BookingPageQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int('limit is a whole number'), z.gte(1, 'limit is at least 1'), z.lte(100, 'limit is at most 100')), 100),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
});
export type BookingPageQuery = z.infer<typeof BookingPageQuery>;

/** One page of bookings; `nextCursor` is null on the last page. */
export const BookingPage = z.object({ bookings: BookingList, nextCursor: z.nullable(z.string()) });
export type BookingPage = z.infer<typeof BookingPage>;

export const BookingIdParams = z.object({ id: Id });
export type BookingIdParams = z.infer<typeof BookingIdParams>;

export const CreateBookingResponse = z.object({ booking: Booking });
export type CreateBookingResponse = z.infer<typeof CreateBookingResponse>;

/** `{ booking }`: what recording a payment on a booking answers. */
export const BookingResponse = z.object({ booking: Booking });
export type BookingResponse = z.infer<typeof BookingResponse>;
