import type { RouteDefinition, RouteName } from '@sunward/shared/routes';
import { itemTypes } from '@sunward/shared/table';

/** A kind of item: the start of its partition key, up to the first `#` (`BOOKING#…`). */
export type ItemType = (typeof itemTypes)[keyof typeof itemTypes];

const {
  package: PACKAGE,
  session: SESSION,
  inquiry: INQUIRY,
  inquiryAcknowledgement: INQUIRY_ACK,
  inquiryCount: INQUIRY_COUNT,
  subscriber: SUBSCRIBER,
  booking: BOOKING,
  hold: HOLD,
  bookingReference: BOOKINGREF,
  oneTimeCode: CODE,
  codeRequests: CODE_REQUESTS,
  signInFailures: SIGNIN_FAILURES,
  manifestEntry: MANIFEST,
  auditEntry: AUDIT,
  mail: MAIL,
} = itemTypes;

/**
 * The kinds of item each route's code reads or writes by key in the table (departures live in
 * their trip's `PACKAGE#` partition, payments in their booking's). Queries on the indexes are not
 * listed: their keys are not kinds. CDK turns each list into the `dynamodb:LeadingKeys` condition
 * of the function's table grants, so a function can touch no other kind of item; the handler tests
 * record every key each function touches and fail on one missing here (in AWS, IAM would refuse it).
 * The session a route checks is added by `itemTypesOf`.
 */
const routeItemTypes: Record<RouteName, readonly ItemType[]> = {
  listPackages: [],
  getPackage: [PACKAGE],
  getCurrentUser: [],
  adminLogout: [],
  customerLogout: [],
  getRuntimeConfig: [],
  subscribeNewsletter: [SUBSCRIBER],
  createInquiry: [INQUIRY, INQUIRY_ACK, INQUIRY_COUNT, MAIL],
  listInquiries: [],
  createBooking: [PACKAGE, BOOKING, BOOKINGREF, HOLD, MANIFEST],
  createPaymentIntent: [BOOKING, HOLD],
  // A deposit that lands after its hold lapsed takes its seats back on the departure.
  recordDepositPayment: [BOOKING, HOLD, PACKAGE, MAIL],
  stripeWebhook: [BOOKING, HOLD, PACKAGE, MAIL],
  requestOtp: [CODE, CODE_REQUESTS, MAIL],
  verifyOtp: [CODE, SESSION],
  listMyBookings: [],
  listBookingPayments: [BOOKING],
  recordAdditionalPayment: [BOOKING, MAIL],
  adminLogin: [SIGNIN_FAILURES, SESSION],
  adminNewPassword: [SIGNIN_FAILURES, SESSION],
  listBookings: [],
  listTrips: [PACKAGE, BOOKING, MANIFEST],
  updateTrip: [PACKAGE, AUDIT, MANIFEST],
  createDeparture: [PACKAGE, AUDIT],
  updateDeparture: [PACKAGE, AUDIT, BOOKING, MANIFEST],
  listTripAudit: [PACKAGE, AUDIT],
  getDepartureManifest: [PACKAGE, MANIFEST, BOOKING],
};

/** The same for the functions no route calls. */
export const jobItemTypes = {
  // Expires a hold (its booking, the departure's seats) or records a deposit found paid.
  'expire-holds': [BOOKING, HOLD, PACKAGE, MAIL],
  'seed-catalogue': [PACKAGE],
  'mail-worker': [MAIL],
} as const satisfies Record<string, readonly ItemType[]>;

/** A route's kinds, with the sessions it looks up (every route but a public one that reads none). */
export function itemTypesOf(route: Pick<RouteDefinition, 'access' | 'readsSession'> & { name: RouteName }): ItemType[] {
  const own = routeItemTypes[route.name];
  const checksSession = route.access !== 'public' || route.readsSession === true;
  return [...new Set(checksSession ? [...own, SESSION] : own)].sort();
}
