import type { RouteName } from './routes';
import { type IndexedKind, type IndexName, itemTypes } from './table';

/**
 * Everything each function is given besides its code: the one place that answers "what may
 * create-booking do?" (decision 033). CDK derives from it each function's IAM policy and
 * variables, each route's API Gateway throttle, the WAF's per-IP rules and CloudFront's cached
 * behaviours; the Lambda code derives from it which answers are public. Nothing here is sent to
 * the browser: the web app does not import this file.
 *
 * Checked both ways: `infra/test/iam-least-privilege.test.ts` fails when a synthesized role grants
 * more than its entry declares, and the handler tests (`functions/test/support/item-access-recorder.ts`)
 * fail when a function reads, writes or queries anything its entry lacks, which IAM would refuse
 * in AWS.
 */

/** A kind of item: the start of its partition key, up to the first `#` (`BOOKING#…`). */
export type ItemType = (typeof itemTypes)[keyof typeof itemTypes];

/** The item writes IAM authorizes one by one, also inside a TransactWriteItems call. */
export type ItemWrite = 'PutItem' | 'UpdateItem' | 'DeleteItem';

/**
 * What a function is given beyond the table:
 * - `payments`: reads the Stripe keys' secret (`STRIPE_SECRET_NAME`), to call Stripe or check its webhooks.
 * - `publishableKey`: `STRIPE_PUBLISHABLE_KEY` as a plain variable, public by Stripe's design; no secret is read.
 * - `oneTimeCodeSecret`: reads the secret one-time codes are stored under (decision 013).
 * - `adminSignIn`: Cognito's AdminInitiateAuth and AdminRespondToAuthChallenge on the admin pool (decision 015); the
 *   first sign-in's AssociateSoftwareToken and VerifySoftwareToken take no IAM permission.
 * - `adminAccount`: Cognito's AdminGetUser on the admin pool, with `USER_POOL_ID`: whether a signed-in admin is still
 *   enabled and unchanged, for every function an admin session calls (decision 036).
 * - `agencyNotices`: `AGENCY_EMAIL`, for the agency's notices it writes to the outbox with its change (decision 021).
 * - `sendMail`: ses:SendEmail from the sender identity, with `SENDER_EMAIL`: the mail worker alone (decision 021).
 * - `tableStream`: reads the table's stream, which invokes it: the mail worker alone.
 * - `encryptCodes`: kms:Encrypt with the code key, to seal a one-time code for the mail worker (decision 038).
 * - `decryptCodes`: kms:Decrypt with the code key: the mail worker alone, which opens the code to send it.
 */
export type Grant =
  | 'payments'
  | 'publishableKey'
  | 'oneTimeCodeSecret'
  | 'adminSignIn'
  | 'adminAccount'
  | 'agencyNotices'
  | 'sendMail'
  | 'tableStream'
  | 'encryptCodes'
  | 'decryptCodes';

/**
 * An index a function queries, and the kinds of item it reads there (decision 038). CDK makes the
 * kinds the `dynamodb:LeadingKeys` condition of its Query grant as far as the index's key allows
 * (`indexLeadingKeys` in `table.ts`); the handler tests fail on a query of any other kind.
 */
export type IndexQuery = {
  readonly [Name in IndexName]: { readonly name: Name; readonly kinds: readonly IndexedKind<Name>[] };
}[IndexName];

/** One function's access: the table, its indexes and the grants above. */
export interface FunctionPolicy {
  /** Kinds it reads by key or by partition: GetItem, BatchGetItem and Query on the table. */
  readonly reads: readonly ItemType[];
  /** Kinds it writes, alone or in a transaction. */
  readonly writes: readonly ItemType[];
  /** The only writes it makes, when not all three (a job that never deletes, say). */
  readonly writeActions?: readonly ItemWrite[];
  /**
   * Kinds it only creates, with PutItem alone: it never reads them back, changes or deletes them.
   * The mails it queues to the outbox, which only the mail worker may read (decision 038).
   */
  readonly creates?: readonly ItemType[];
  /** Indexes it queries, each with the kinds it reads there. */
  readonly indexes: readonly IndexQuery[];
  readonly grants: readonly Grant[];
}

/**
 * API Gateway's per-route buckets, by kind of call; the numbers and their reasons are in
 * `infra/lib/api-limits.ts`.
 */
export type ThrottleClass = 'catalogue' | 'money' | 'webhook' | 'codes' | 'messages' | 'signIn' | 'signedInReads' | 'signedInWrites';

/**
 * WAF's per-IP rules at CloudFront, each counting the POST routes that name it together; the
 * thresholds and their reasons are in `infra/lib/edge-limits.ts`.
 */
export type FirewallRule = 'newBookings' | 'bookings' | 'oneTimeCodes' | 'messages' | 'signIn';

/**
 * `catalogue`: a 200 without a cookie is public for a short time (`functions/src/http/cache-control.ts`)
 * and CloudFront caches the GET by path alone (`infra/lib/catalogue-cache.ts`). `none`: `no-store`.
 */
export type CachePolicy = 'catalogue' | 'none';

/** A route's function, and how the edge treats its calls. */
export interface RoutePolicy extends FunctionPolicy {
  readonly throttle: ThrottleClass;
  /** The per-IP rule that counts it, or `none` (GET routes, the logouts, Stripe's webhook). */
  readonly firewall: FirewallRule | 'none';
  readonly cache: CachePolicy;
}

const {
  package: PACKAGE,
  departure: DEPARTURE,
  session: SESSION,
  inquiry: INQUIRY,
  inquiryAcknowledgement: INQUIRY_ACK,
  inquiryCount: INQUIRY_COUNT,
  subscriber: SUBSCRIBER,
  newsletterConfirmation: NEWSLETTER_CONFIRMATION,
  booking: BOOKING,
  hold: HOLD,
  clientHolds: CLIENT_HOLDS,
  bookingReference: BOOKINGREF,
  oneTimeCode: CODE,
  codeRequests: CODE_REQUESTS,
  signInFailures: SIGNIN_FAILURES,
  manifestEntry: MANIFEST,
  auditEntry: AUDIT,
  mail: MAIL,
  timedWork: DUE,
  payLink: PAYLINK,
  waitlistEntry: WAITLIST,
  waitlistLink: WAITLIST_LINK,
} = itemTypes;

/**
 * What freeing seats adds to a function's access (decision 053): it reads the trip (title, the
 * departure) and the departure's waitlist, and offers seats to the entries in line in the same
 * transaction: each entry's move, a new link, its mail, its lapse (timed work) and the trip's history.
 */
const FREES_SEATS = {
  reads: [PACKAGE, WAITLIST],
  writes: [PACKAGE, WAITLIST, DUE, AUDIT],
  creates: [MAIL, WAITLIST_LINK],
} as const;

/** A change to one waitlist entry that may free seats or make an offer: the writes of `FREES_SEATS`. */
const WAITLIST_ENTRY_CHANGE = { writes: FREES_SEATS.writes, creates: FREES_SEATS.creates, indexes: [] } as const;

/** The operator's change to an entry, through an admin session (removing it, offering it seats by hand). */
const OPERATOR_WAITLIST_CHANGE: RoutePolicy = {
  reads: [SESSION, ...FREES_SEATS.reads],
  writes: [SESSION, ...FREES_SEATS.writes],
  creates: FREES_SEATS.creates,
  indexes: [],
  grants: ['adminAccount'],
  throttle: 'signedInWrites',
  firewall: 'none',
  cache: 'none',
};

/*
 * Departures live in their trip's `PACKAGE#` partition and payments in their booking's, so they
 * are `PACKAGE` and `BOOKING` here. A route that checks a session reads `SESSION`; one an admin
 * session calls also writes it (last seen, or its end when idle or no longer backed by Cognito)
 * and asks Cognito about the admin (`adminAccount`, decision 036).
 */

/**
 * One entry per route, typed by route name: a new route of the route table does not compile
 * until it has its entry here.
 */
export const routePolicies: Record<RouteName, RoutePolicy> = {
  // The trips and their departures from today on, through byType; public and cached briefly.
  listPackages: { reads: [], writes: [], indexes: [{ name: 'byType', kinds: [PACKAGE, DEPARTURE] }], grants: [], throttle: 'catalogue', firewall: 'none', cache: 'catalogue' },
  // One trip's partition: the trip and its departures.
  getPackage: { reads: [PACKAGE], writes: [], indexes: [], grants: [], throttle: 'catalogue', firewall: 'none', cache: 'catalogue' },
  // Looks the admin's session up.
  getCurrentUser: { reads: [SESSION], writes: [SESSION], indexes: [], grants: ['adminAccount'], throttle: 'signedInReads', firewall: 'none', cache: 'none' },
  // Logging out deletes the session item.
  adminLogout: { reads: [SESSION], writes: [SESSION], indexes: [], grants: ['adminAccount'], throttle: 'signedInWrites', firewall: 'none', cache: 'none' },
  customerLogout: { reads: [SESSION], writes: [SESSION], indexes: [], grants: [], throttle: 'signedInWrites', firewall: 'none', cache: 'none' },
  // The publishable key is public: a plain variable, with no access to the Stripe secret. Touches no item.
  getRuntimeConfig: { reads: [], writes: [], indexes: [], grants: ['publishableKey'], throttle: 'catalogue', firewall: 'none', cache: 'catalogue' },
  // Puts the address pending, a confirmation token and its mail in one transaction, conditioned
  // on the address being neither confirmed nor mailed in the last hours (decision 039).
  subscribeNewsletter: {
    reads: [],
    writes: [SUBSCRIBER, NEWSLETTER_CONFIRMATION],
    creates: [MAIL],
    indexes: [],
    grants: [],
    throttle: 'messages',
    firewall: 'messages',
    cache: 'none',
  },
  // Reads the token by its hash, then uses it up and confirms its address in one transaction.
  confirmNewsletter: {
    reads: [NEWSLETTER_CONFIRMATION],
    writes: [NEWSLETTER_CONFIRMATION, SUBSCRIBER],
    indexes: [],
    grants: [],
    throttle: 'messages',
    firewall: 'messages',
    cache: 'none',
  },
  // Stores the inquiry, the address's hourly count and acknowledgement claim, and the mails to the
  // agency and, at most once an hour per address, the visitor, in one transaction.
  createInquiry: {
    reads: [],
    writes: [INQUIRY, INQUIRY_ACK, INQUIRY_COUNT],
    creates: [MAIL],
    indexes: [],
    grants: ['agencyNotices'],
    throttle: 'messages',
    firewall: 'messages',
    cache: 'none',
  },
  // Admin only: the inquiries newest first, through byType.
  listInquiries: { reads: [SESSION], writes: [SESSION], indexes: [{ name: 'byType', kinds: [INQUIRY] }], grants: ['adminAccount'], throttle: 'signedInReads', firewall: 'none', cache: 'none' },
  // Counts the e-mail's unpaid holds (byEmail) and the client address's (its item and those
  // bookings), reads the trip, then takes the seats on the departure and writes the booking, its
  // hold, its reference, its manifest entry and the address's holds in one transaction. Its own,
  // lower WAF rule: each call holds seats for free (decision 037).
  // From a waitlist offer (decision 053): reads the link and its entry, and takes the held seats by
  // moving the entry to booked, ending its lapse (timed work) and writing the trip's history.
  createBooking: {
    reads: [PACKAGE, BOOKING, CLIENT_HOLDS, WAITLIST_LINK, WAITLIST],
    writes: [PACKAGE, BOOKING, BOOKINGREF, HOLD, MANIFEST, CLIENT_HOLDS, WAITLIST, DUE, AUDIT],
    indexes: [{ name: 'byEmail', kinds: [BOOKING] }],
    grants: [],
    throttle: 'money',
    firewall: 'newBookings',
    cache: 'none',
  },
  // Reads the booking and asks Stripe for a PaymentIntent; a deposit's lengthens the hold (the
  // booking and its hold item), a balance's is recorded on the booking so that a newer one can cancel it.
  createPaymentIntent: {
    reads: [SESSION, BOOKING],
    writes: [BOOKING, HOLD],
    indexes: [],
    grants: ['payments'],
    throttle: 'money',
    firewall: 'bookings',
    cache: 'none',
  },
  // Records the payment, the booking's totals, its hold, its mails (receipt, agency notice) and its
  // first balance reminder (timed work, decision 042) in one transaction; a deposit that lands after
  // its hold lapsed takes its seats back on the departure.
  recordDepositPayment: {
    reads: [BOOKING],
    writes: [BOOKING, HOLD, PACKAGE, DUE],
    creates: [MAIL],
    indexes: [],
    grants: ['payments', 'agencyNotices'],
    throttle: 'money',
    firewall: 'bookings',
    cache: 'none',
  },
  // The same recorder for Stripe's payments, and refunds and disputes on the booking. Never
  // limited per IP: Stripe calls from few addresses for every customer, and its signature is its check.
  stripeWebhook: {
    reads: [BOOKING],
    writes: [BOOKING, HOLD, PACKAGE, DUE],
    creates: [MAIL],
    indexes: [],
    grants: ['payments', 'agencyNotices'],
    throttle: 'webhook',
    firewall: 'none',
    cache: 'none',
  },
  // Asks whether the address has bookings (byEmail), reads its request history, then stores the
  // code's HMAC, the history and the mail with the code sealed for the mail worker in one transaction.
  requestOtp: {
    reads: [CODE_REQUESTS],
    writes: [CODE, CODE_REQUESTS],
    creates: [MAIL],
    indexes: [{ name: 'byEmail', kinds: [BOOKING] }],
    grants: ['oneTimeCodeSecret', 'encryptCodes'],
    throttle: 'codes',
    firewall: 'oneTimeCodes',
    cache: 'none',
  },
  // Counts a wrong try or uses the code up, creates the session, lists the address's bookings (byEmail).
  verifyOtp: {
    reads: [CODE],
    writes: [CODE, SESSION],
    indexes: [{ name: 'byEmail', kinds: [BOOKING] }],
    grants: ['oneTimeCodeSecret'],
    throttle: 'codes',
    firewall: 'oneTimeCodes',
    cache: 'none',
  },
  // The session's address's bookings, through byEmail.
  listMyBookings: { reads: [SESSION], writes: [], indexes: [{ name: 'byEmail', kinds: [BOOKING] }], grants: [], throttle: 'signedInReads', firewall: 'none', cache: 'none' },
  // The booking's partition: the booking and its payments.
  listBookingPayments: { reads: [SESSION, BOOKING], writes: [SESSION], indexes: [], grants: ['adminAccount'], throttle: 'signedInReads', firewall: 'none', cache: 'none' },
  // Confirms the PaymentIntent with Stripe, records it once with its receipts (with a link to the site).
  recordAdditionalPayment: {
    reads: [SESSION, BOOKING],
    writes: [BOOKING],
    creates: [MAIL],
    indexes: [],
    grants: ['payments', 'agencyNotices'],
    throttle: 'money',
    firewall: 'bookings',
    cache: 'none',
  },
  // Cognito checks the password and answers the next challenge; the failure counters are in the table.
  adminLogin: {
    reads: [SIGNIN_FAILURES],
    writes: [SIGNIN_FAILURES],
    indexes: [],
    grants: ['adminSignIn'],
    throttle: 'signIn',
    firewall: 'signIn',
    cache: 'none',
  },
  // Answers Cognito's NEW_PASSWORD_REQUIRED challenge, then passes on the second factor's challenge.
  adminNewPassword: {
    reads: [SIGNIN_FAILURES],
    writes: [SIGNIN_FAILURES],
    indexes: [],
    grants: ['adminSignIn'],
    throttle: 'signIn',
    firewall: 'signIn',
    cache: 'none',
  },
  // The authenticator code (or its setup) with Cognito, then the session with the account's marker.
  adminMfa: {
    reads: [SIGNIN_FAILURES],
    writes: [SIGNIN_FAILURES, SESSION],
    indexes: [],
    grants: ['adminSignIn', 'adminAccount'],
    throttle: 'signIn',
    firewall: 'signIn',
    cache: 'none',
  },
  // The admin's sessions through byType, each deleted.
  adminLogoutEverywhere: {
    reads: [SESSION],
    writes: [SESSION],
    indexes: [{ name: 'byType', kinds: [SESSION] }],
    grants: ['adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // Admin only: a page of bookings, newest first, through byType.
  listBookings: { reads: [SESSION], writes: [SESSION], indexes: [{ name: 'byType', kinds: [BOOKING] }], grants: ['adminAccount'], throttle: 'signedInReads', firewall: 'none', cache: 'none' },
  // Admin only: the trips (byType), each with its departures, manifest and bookings (seats sold and held).
  listTrips: {
    reads: [SESSION, PACKAGE, MANIFEST, BOOKING],
    writes: [SESSION],
    indexes: [{ name: 'byType', kinds: [PACKAGE] }],
    grants: ['adminAccount'],
    throttle: 'signedInReads',
    firewall: 'none',
    cache: 'none',
  },
  // The change and its audit entry in one conditional transaction, then the trip as the admin
  // list shows it (its manifest and bookings).
  updateTrip: {
    reads: [SESSION, PACKAGE, MANIFEST, BOOKING],
    writes: [SESSION, PACKAGE, AUDIT],
    indexes: [],
    grants: ['adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // Reads the trip's departures for a free id; the departure and its audit entry in one transaction.
  createDeparture: {
    reads: [SESSION, PACKAGE],
    writes: [SESSION, PACKAGE, AUDIT],
    indexes: [],
    grants: ['adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // Like updateTrip, for one departure and its manifest; a new balance due date moves each owing
  // booking's due date and its reminder item (decision 042), one transaction per booking.
  // Seats it puts on sale (a capacity raised, a departure opened again) are offered to the
  // departure's waitlist first (decision 053).
  updateDeparture: {
    reads: [SESSION, PACKAGE, MANIFEST, BOOKING, ...FREES_SEATS.reads],
    writes: [SESSION, PACKAGE, AUDIT, BOOKING, DUE, ...FREES_SEATS.writes],
    creates: [...FREES_SEATS.creates],
    indexes: [],
    grants: ['adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // The trip, then its audit partition.
  listTripAudit: { reads: [SESSION, PACKAGE, AUDIT], writes: [SESSION], indexes: [], grants: ['adminAccount'], throttle: 'signedInReads', firewall: 'none', cache: 'none' },
  // Admin only (decision 037): reads the booking, cancels its open deposit at Stripe (or records
  // it, with its mails and first reminder, if it was paid), then expires the booking, gives its
  // seats back, deletes its hold and writes the trip's audit entry in one transaction.
  releaseHold: {
    reads: [SESSION, BOOKING, ...FREES_SEATS.reads],
    writes: [SESSION, BOOKING, HOLD, PACKAGE, DUE, AUDIT, ...FREES_SEATS.writes],
    creates: [MAIL, ...FREES_SEATS.creates],
    indexes: [],
    grants: ['payments', 'agencyNotices', 'adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // Admin only (decision 044): reads the overdue booking, then cancels it, gives its seats back,
  // deletes its reminder, writes the trip's audit entry and queues the traveller's mail in one
  // transaction.
  releaseOverdueBooking: {
    reads: [SESSION, BOOKING, ...FREES_SEATS.reads],
    writes: [SESSION, BOOKING, PACKAGE, DUE, AUDIT, ...FREES_SEATS.writes],
    creates: [MAIL, ...FREES_SEATS.creates],
    indexes: [],
    grants: ['adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // Admin only (decision 045): reads the booking, cancels its open PaymentIntent at Stripe, then in
  // one transaction cancels it, gives its seats back, deletes its hold and reminder, revokes its pay
  // links, writes the trip's audit entry and queues the traveller's mail; then refunds by card what
  // was asked (its ledger, then Stripe's Refunds API), recorded later by the webhook.
  cancelBooking: {
    reads: [SESSION, BOOKING, ...FREES_SEATS.reads],
    writes: [SESSION, BOOKING, HOLD, PACKAGE, DUE, AUDIT, ...FREES_SEATS.writes],
    creates: [MAIL, ...FREES_SEATS.creates],
    indexes: [],
    grants: ['payments', 'agencyNotices', 'adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // Admin only (decision 045): reads the booking and its ledger, asks Stripe what is left of each
  // card payment and refunds through the Refunds API, then writes the trip's audit entry. The
  // refunds are recorded, and the traveller mailed, by the webhook.
  refundBooking: {
    reads: [SESSION, BOOKING],
    writes: [SESSION, AUDIT],
    indexes: [],
    grants: ['payments', 'adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // Admin only (decision 045): the balance recorder: the payment item, the booking's totals, the
  // trip's audit entry and the traveller's receipt in one transaction (the agency gets no notice
  // of money it recorded itself).
  recordOfflinePayment: {
    reads: [SESSION, BOOKING],
    writes: [SESSION, BOOKING, AUDIT],
    creates: [MAIL],
    indexes: [],
    grants: ['adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // The trip, the departure's manifest entries, then their bookings.
  getDepartureManifest: {
    reads: [SESSION, PACKAGE, MANIFEST, BOOKING],
    writes: [SESSION],
    indexes: [],
    grants: ['adminAccount'],
    throttle: 'signedInReads',
    firewall: 'none',
    cache: 'none',
  },
  // Pay links (decision 043): the link by its token's hash, then its booking; nothing written.
  openPayLink: { reads: [PAYLINK, BOOKING], writes: [], indexes: [], grants: [], throttle: 'money', firewall: 'bookings', cache: 'none' },
  // The link and its booking, then the balance PaymentIntent as My booking makes it (the booking keeps the open one).
  createPayLinkPaymentIntent: {
    reads: [PAYLINK, BOOKING],
    writes: [BOOKING],
    indexes: [],
    grants: ['payments'],
    throttle: 'money',
    firewall: 'bookings',
    cache: 'none',
  },
  // The link and its booking, then the balance recorder: the payment, the booking's totals and its mails in one transaction.
  recordPayLinkPayment: {
    reads: [PAYLINK, BOOKING],
    writes: [BOOKING],
    creates: [MAIL],
    indexes: [],
    grants: ['payments', 'agencyNotices'],
    throttle: 'money',
    firewall: 'bookings',
    cache: 'none',
  },
  // Admin only: marks when the booking's links were revoked, with the trip's audit entry, in one transaction.
  revokePayLinks: {
    reads: [SESSION, BOOKING],
    writes: [SESSION, BOOKING, AUDIT],
    indexes: [],
    grants: ['adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // Admin only (decision 042): the booking's reminder flag, its reminder item (put or deleted) and
  // the trip's audit entry in one transaction.
  switchReminders: {
    reads: [SESSION, BOOKING],
    writes: [SESSION, BOOKING, DUE, AUDIT],
    indexes: [],
    grants: ['adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // Admin only (decision 042): reads the booking, then marks the reminder sent (its once-key in the
  // booking's partition and `lastReminder`), creates a pay link and queues the mail with the link
  // sealed for the mail worker, with the trip's audit entry, in one transaction.
  sendReminderNow: {
    reads: [SESSION, BOOKING],
    writes: [SESSION, BOOKING, AUDIT],
    creates: [MAIL, PAYLINK],
    indexes: [],
    grants: ['adminAccount', 'encryptCodes'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // Admin only: reads the booking and its payments, then puts the booking's resend mark (its
  // partition, only when the last is 10 minutes old), the mail and the trip's audit entry in one transaction.
  resendBookingMail: {
    reads: [SESSION, BOOKING],
    writes: [SESSION, BOOKING, AUDIT],
    creates: [MAIL],
    indexes: [],
    grants: ['adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // Admin only: the booking's contact and byEmail key, only while its contact is as read, with the
  // trip's audit entry and, for a new e-mail, the mails to both addresses, in one transaction.
  editBookingContact: {
    reads: [SESSION, BOOKING],
    writes: [SESSION, BOOKING, AUDIT],
    creates: [MAIL],
    indexes: [],
    grants: ['adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // Admin only: the booking, then its notes (its own partition).
  listBookingNotes: { reads: [SESSION, BOOKING], writes: [SESSION], indexes: [], grants: ['adminAccount'], throttle: 'signedInReads', firewall: 'none', cache: 'none' },
  // Admin only: the note in the booking's partition, only while the booking exists, with the trip's audit entry.
  addBookingNote: {
    reads: [SESSION, BOOKING],
    writes: [SESSION, BOOKING, AUDIT],
    indexes: [],
    grants: ['adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // Admin only: the confirmed subscribers through byType, where a pending address never is (decision 039).
  listSubscribers: {
    reads: [SESSION],
    writes: [SESSION],
    indexes: [{ name: 'byType', kinds: [SUBSCRIBER] }],
    grants: ['adminAccount'],
    throttle: 'signedInReads',
    firewall: 'none',
    cache: 'none',
  },
  // Admin only: the inquiry's status, only if it exists.
  updateInquiryStatus: { reads: [SESSION, INQUIRY], writes: [SESSION, INQUIRY], indexes: [], grants: ['adminAccount'], throttle: 'signedInWrites', firewall: 'none', cache: 'none' },
  // Automatic installments (decision 047), a customer on their own booking or the admin: reads the
  // booking, makes its Stripe customer if it has none, and a SetupIntent for the browser to confirm.
  createAutoPaySetupIntent: {
    reads: [SESSION, BOOKING],
    writes: [SESSION],
    indexes: [],
    grants: ['payments', 'adminAccount'],
    throttle: 'money',
    firewall: 'bookings',
    cache: 'none',
  },
  // Reads the SetupIntent and its card at Stripe, then the plan on the booking (only while the
  // booking is as read), its first charge and notice items and the consent mail in one transaction;
  // a new card replaces the old one, which is detached at Stripe.
  recordAutoPay: {
    reads: [SESSION, BOOKING],
    writes: [SESSION, BOOKING, DUE],
    creates: [MAIL],
    indexes: [],
    grants: ['payments', 'adminAccount'],
    throttle: 'money',
    firewall: 'bookings',
    cache: 'none',
  },
  // The plan off on the booking, its timed work deleted and the confirmation mail in one
  // transaction; then the card detached at Stripe.
  switchOffAutoPay: {
    reads: [SESSION, BOOKING],
    writes: [SESSION, BOOKING, DUE],
    creates: [MAIL],
    indexes: [],
    grants: ['payments', 'adminAccount'],
    throttle: 'signedInWrites',
    firewall: 'none',
    cache: 'none',
  },
  // The pay link and its booking, then the plan's PaymentIntent that waits for the traveller's
  // authentication, read at Stripe; nothing written (the payment is recorded by recordPayLinkPayment).
  startPayLinkAuthentication: { reads: [PAYLINK, BOOKING], writes: [], indexes: [], grants: ['payments'], throttle: 'money', firewall: 'bookings', cache: 'none' },
  // Admin only: the plans' charge items of the timed work (byType `DUE`, never a scan), then their bookings.
  listUpcomingInstallments: {
    reads: [SESSION, BOOKING],
    writes: [SESSION],
    indexes: [{ name: 'byType', kinds: [DUE] }],
    grants: ['adminAccount'],
    throttle: 'signedInReads',
    firewall: 'none',
    cache: 'none',
  },
  // Reads the departure (its trip's partition) and puts the entry, unless the address holds one,
  // with its link and confirmation mail, in one transaction (decision 053).
  joinWaitlist: {
    reads: [PACKAGE, WAITLIST],
    writes: [WAITLIST],
    creates: [MAIL, WAITLIST_LINK],
    indexes: [],
    grants: [],
    throttle: 'messages',
    firewall: 'messages',
    cache: 'none',
  },
  // Reads the link by its hash, its entry, the departure's line and the trip.
  openWaitlistEntry: { reads: [WAITLIST_LINK, WAITLIST, PACKAGE], writes: [], indexes: [], grants: [], throttle: 'messages', firewall: 'messages', cache: 'none' },
  // Puts the entry in line; when seats are on sale for it, holds them as its offer with the offer's
  // link, mail, lapse (timed work) and the trip's audit entry, in one transaction.
  confirmWaitlistEntry: { reads: [WAITLIST_LINK, ...FREES_SEATS.reads], ...WAITLIST_ENTRY_CHANGE, grants: [], throttle: 'messages', firewall: 'messages', cache: 'none' },
  // Ends the entry; seats its offer held pass to the next entries (offers as above) or back to sale.
  leaveWaitlist: { reads: [WAITLIST_LINK, ...FREES_SEATS.reads], ...WAITLIST_ENTRY_CHANGE, grants: [], throttle: 'messages', firewall: 'messages', cache: 'none' },
  // Admin only: the trip, then the departure's waitlist partition.
  getDepartureWaitlist: { reads: [SESSION, PACKAGE, WAITLIST], writes: [SESSION], indexes: [], grants: ['adminAccount'], throttle: 'signedInReads', firewall: 'none', cache: 'none' },
  // Admin only: like leaveWaitlist, by the operator's hand.
  removeWaitlistEntry: { ...OPERATOR_WAITLIST_CHANGE },
  // Admin only: takes seats on sale for one entry as its offer, with its link, mail, lapse and audit entry.
  offerWaitlistSeats: { ...OPERATOR_WAITLIST_CHANGE },
};

/** The same for the functions no route calls, by their name under `functions/src/jobs/`. */
export const jobPolicies = {
  // Every minute: the due holds (byType); cancels each one's open deposit at Stripe, then expires
  // it (the booking, the departure's seats, the hold) or records the deposit found paid, with its
  // mails and first reminder. Then the timed work due (byType, decision 042): claims each item,
  // reads its booking, and sends a balance reminder (its once-key and `lastReminder` on the
  // booking, a pay link, the mail with the link sealed for the mail worker) or the agency's digest
  // of overdue bookings, moving or deleting the item in the same transaction. Automatic
  // installments (decision 047): a notice with its pay link, an off-session charge at Stripe
  // recorded by the balance recorder, or a refused one written on the booking's plan with its mails.
  // Seats of a lapsed hold go to the waitlist's offers first; an offer that lapses passes its seats on (decision 053).
  'expire-holds': {
    reads: [BOOKING, ...FREES_SEATS.reads],
    writes: [BOOKING, HOLD, PACKAGE, DUE, ...FREES_SEATS.writes],
    creates: [MAIL, PAYLINK, ...FREES_SEATS.creates],
    indexes: [{ name: 'byType', kinds: [HOLD, DUE] }],
    grants: ['payments', 'agencyNotices', 'encryptCodes'],
  },
  // On deploy: conditional updates of the trips and conditional puts of new departures; it reads
  // nothing back and deletes nothing, so the operator's data cannot be lost to a seed.
  'seed-catalogue': { reads: [], writes: [PACKAGE], writeActions: ['PutItem', 'UpdateItem'], indexes: [], grants: [] },
  // Invoked by the table's stream: reads a mail by key and updates its state, never creates or
  // deletes one; the only function that sends mail, and the only one that may open a sealed code.
  'mail-worker': {
    reads: [MAIL],
    writes: [MAIL],
    writeActions: ['UpdateItem'],
    indexes: [],
    grants: ['sendMail', 'tableStream', 'decryptCodes'],
  },
} as const satisfies Record<string, FunctionPolicy>;

export type JobName = keyof typeof jobPolicies;

/** The writes a policy allows: its own list, or all three. */
export function writeActionsOf(policy: Pick<FunctionPolicy, 'writeActions'>): readonly ItemWrite[] {
  return policy.writeActions ?? ['PutItem', 'UpdateItem', 'DeleteItem'];
}
