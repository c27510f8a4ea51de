import type { RouteName } from '@sunward/shared/routes';

/** What one route's function may touch, beyond writing its own logs. */
export interface RoutePermission {
  /**
   * `read`: get items and query (never scan). `read-write`: also put, update and delete items.
   * Either only on the kinds of item `functions/src/store/item-access.ts` lists for the route.
   */
  readonly table: 'read' | 'read-write';
  /**
   * `AGENCY_EMAIL`, for the agency's notices it writes to the outbox with its change (decision
   * 021). No route sends mail itself: the outbox worker does.
   */
  readonly agencyNotices?: true;
  /**
   * cognito-idp:AdminInitiateAuth and AdminRespondToAuthChallenge on the admin pool, to check the
   * admin's password and answer NEW_PASSWORD_REQUIRED; gives `USER_POOL_ID` and `USER_POOL_CLIENT_ID`.
   */
  readonly adminSignIn?: true;
  /** secretsmanager:GetSecretValue on the Stripe keys, to call Stripe or verify its webhooks. */
  readonly payments?: true;
  /** `STRIPE_PUBLISHABLE_KEY` as a plain variable: public by Stripe's design, so no secret is read. */
  readonly publishableKey?: true;
  /** secretsmanager:GetSecretValue on the key one-time codes are stored under (decision 013). */
  readonly otpSecret?: true;
}

/**
 * The least each route's handler needs. Typed by route name, so a new entry in the route table
 * does not compile until it has its line here.
 */
export const routePermissions: Record<RouteName, RoutePermission> = {
  listPackages: { table: 'read' },
  getPackage: { table: 'read' },
  // Looks the session up.
  getCurrentUser: { table: 'read' },
  // Logging out deletes the session item.
  adminLogout: { table: 'read-write' },
  customerLogout: { table: 'read-write' },
  // The publishable key is public: a plain variable, with no access to the Stripe secret.
  getRuntimeConfig: { table: 'read', publishableKey: true },
  subscribeNewsletter: { table: 'read-write' },
  // Stores the inquiry, the address's hourly count and acknowledgement claim, and the mails to the
  // agency and, at most once an hour per address, the visitor, in one transaction.
  createInquiry: { table: 'read-write', agencyNotices: true },
  listInquiries: { table: 'read' },
  // Takes the seats and writes the booking and its hold in one transaction.
  createBooking: { table: 'read-write' },
  // Reads the booking and asks Stripe for a PaymentIntent; a balance payment also records its
  // open PaymentIntent on the booking, so that a newer one can cancel it.
  createPaymentIntent: { table: 'read-write', payments: true },
  // Record the payment, the booking's totals, its hold and its mails (receipt, agency notice) in one transaction.
  recordDepositPayment: { table: 'read-write', payments: true, agencyNotices: true },
  stripeWebhook: { table: 'read-write', payments: true, agencyNotices: true },
  // Stores the code's HMAC, the request history and the mail with the code and sign-in link.
  requestOtp: { table: 'read-write', otpSecret: true },
  // Counts a wrong try or uses the code up, creates the session, reads the bookings.
  verifyOtp: { table: 'read-write', otpSecret: true },
  // Look the session up, then read.
  listMyBookings: { table: 'read' },
  listBookingPayments: { table: 'read' },
  // Confirms the PaymentIntent with Stripe, records it once with its receipts (with a link to the site).
  recordAdditionalPayment: { table: 'read-write', payments: true, agencyNotices: true },
  // Cognito checks the password; the failure counters and the session are written to the table.
  adminLogin: { table: 'read-write', adminSignIn: true },
  // Answers Cognito's NEW_PASSWORD_REQUIRED challenge, then signs in like a login.
  adminNewPassword: { table: 'read-write', adminSignIn: true },
  // Admin only: reads the session, then a page of bookings.
  listBookings: { table: 'read' },
  // Admin only: the trips, their departures and manifests, their bookings (seats sold and held).
  listTrips: { table: 'read' },
  // Change and audit entry in one conditional transaction.
  updateTrip: { table: 'read-write' },
  createDeparture: { table: 'read-write' },
  updateDeparture: { table: 'read-write' },
  listTripAudit: { table: 'read' },
  // The departure's manifest entries, then their bookings.
  getDepartureManifest: { table: 'read' },
};
