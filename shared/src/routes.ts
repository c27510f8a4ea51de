import type { RouteDefinition } from './route-definition';
import { adminLogin, adminLogout, adminLogoutEverywhere, adminMfa, adminNewPassword, getCurrentUser } from './routes/admin-sessions';
import { createBooking, createPaymentIntent, recordDepositPayment } from './routes/bookings';
import { customerLogout, listMyBookings, requestOtp, verifyOtp } from './routes/customer-sessions';
import { getRuntimeConfig } from './routes/runtime-config';
import { getPackage, listPackages } from './routes/catalogue';
import { releaseHold } from './routes/holds';
import { addBookingNote, editBookingContact, listBookingNotes, resendBookingMail } from './routes/booking-records';
import { updateInquiryStatus } from './routes/inquiry-review';
import { listSubscribers } from './routes/subscribers';
import { createInquiry } from './routes/inquiries';
import { confirmNewsletter, subscribeNewsletter } from './routes/newsletter';
import { releaseOverdueBooking } from './routes/releases';
import { cancelBooking, recordOfflinePayment, refundBooking } from './routes/booking-money';
import { sendReminderNow, switchReminders } from './routes/reminders';
import { createPayLinkPaymentIntent, openPayLink, recordPayLinkPayment, revokePayLinks } from './routes/pay-links';
import { createAutoPaySetupIntent, recordAutoPay, switchOffAutoPay } from './routes/auto-pay';
import { listUpcomingInstallments, startPayLinkAuthentication } from './routes/installments';
import {
  confirmWaitlistEntry,
  getDepartureWaitlist,
  joinWaitlist,
  leaveWaitlist,
  offerWaitlistSeats,
  openWaitlistEntry,
  removeWaitlistEntry,
} from './routes/waitlist';
import {
  BookingIdParams,
  BookingPage,
  BookingPageQuery,
  BookingResponse,
} from './schemas/booking';
import { AdditionalPaymentRequest, PaymentList, WebhookReceipt } from './schemas/payment';
import { AdminInquiryList } from './schemas/inquiry-review';
import {
  AdminDeparture,
  AdminTrip,
  AdminTripList,
  CreateDepartureRequest,
  DepartureIdParams,
  Manifest,
  TripAudit,
  TripIdParams,
  UpdateDepartureRequest,
  UpdateTripRequest,
} from './schemas/catalogue-admin';

export type { Access, HttpMethod, RouteDefinition } from './route-definition';
export { adminLogin, adminLogout, adminLogoutEverywhere, adminMfa, adminNewPassword, getCurrentUser } from './routes/admin-sessions';
export { createBooking, createPaymentIntent, recordDepositPayment } from './routes/bookings';
export { customerLogout, listMyBookings, requestOtp, verifyOtp } from './routes/customer-sessions';
export { getRuntimeConfig } from './routes/runtime-config';
export { getPackage, listPackages } from './routes/catalogue';
export { releaseHold } from './routes/holds';
export { addBookingNote, editBookingContact, listBookingNotes, resendBookingMail } from './routes/booking-records';
export { updateInquiryStatus } from './routes/inquiry-review';
export { listSubscribers } from './routes/subscribers';
export { createInquiry } from './routes/inquiries';
export { confirmNewsletter, subscribeNewsletter } from './routes/newsletter';
export { releaseOverdueBooking } from './routes/releases';
export { cancelBooking, recordOfflinePayment, refundBooking } from './routes/booking-money';
export { sendReminderNow, switchReminders } from './routes/reminders';
export { createPayLinkPaymentIntent, openPayLink, recordPayLinkPayment, revokePayLinks } from './routes/pay-links';
export { createAutoPaySetupIntent, recordAutoPay, switchOffAutoPay } from './routes/auto-pay';
export { listUpcomingInstallments, startPayLinkAuthentication } from './routes/installments';
export * from './routes/waitlist';

export const listInquiries = {
  method: 'GET',
  path: '/api/inquiries',
  handler: 'list-inquiries',
  access: 'admin',
  response: AdminInquiryList,
} as const satisfies RouteDefinition;

export const listBookingPayments = {
  method: 'GET',
  path: '/api/bookings/{id}/payments',
  handler: 'list-booking-payments',
  access: 'customer-or-admin',
  params: BookingIdParams,
  response: PaymentList,
} as const satisfies RouteDefinition;

export const recordAdditionalPayment = {
  method: 'POST',
  path: '/api/bookings/{id}/additional-payment',
  handler: 'record-additional-payment',
  access: 'customer',
  params: BookingIdParams,
  request: AdditionalPaymentRequest,
  response: BookingResponse,
} as const satisfies RouteDefinition;

export const listBookings = {
  method: 'GET',
  path: '/api/bookings',
  handler: 'list-bookings',
  access: 'admin',
  query: BookingPageQuery,
  response: BookingPage,
} as const satisfies RouteDefinition;

/** Called by Stripe, checked by its signature over the raw body; hence no parsed request. */
export const stripeWebhook = {
  method: 'POST',
  path: '/api/stripe/webhook',
  handler: 'stripe-webhook',
  access: 'public',
  response: WebhookReceipt,
  // A dispute's event carries its evidence, whose text fields alone may reach 150,000 characters
  // each; the signature, checked before anything is read, is the gate (decision 035).
  maxBodyBytes: 512 * 1024,
} as const satisfies RouteDefinition;

export const listTrips = {
  method: 'GET',
  path: '/api/trips',
  handler: 'list-trips',
  access: 'admin',
  response: AdminTripList,
} as const satisfies RouteDefinition;

export const updateTrip = {
  method: 'PATCH',
  path: '/api/trips/{id}',
  handler: 'update-trip',
  access: 'admin',
  params: TripIdParams,
  request: UpdateTripRequest,
  response: AdminTrip,
} as const satisfies RouteDefinition;

export const createDeparture = {
  method: 'POST',
  path: '/api/trips/{id}/departures',
  handler: 'create-departure',
  access: 'admin',
  params: TripIdParams,
  request: CreateDepartureRequest,
  response: AdminDeparture,
} as const satisfies RouteDefinition;

export const updateDeparture = {
  method: 'PATCH',
  path: '/api/trips/{id}/departures/{departureId}',
  handler: 'update-departure',
  access: 'admin',
  params: DepartureIdParams,
  request: UpdateDepartureRequest,
  response: AdminDeparture,
} as const satisfies RouteDefinition;

export const listTripAudit = {
  method: 'GET',
  path: '/api/trips/{id}/audit',
  handler: 'list-trip-audit',
  access: 'admin',
  params: TripIdParams,
  response: TripAudit,
} as const satisfies RouteDefinition;

export const getDepartureManifest = {
  method: 'GET',
  path: '/api/trips/{id}/departures/{departureId}/manifest',
  handler: 'get-departure-manifest',
  access: 'admin',
  params: DepartureIdParams,
  response: Manifest,
} as const satisfies RouteDefinition;

/**
 * Every `/api` call, once. CDK makes one function and one API route per entry, the local server
 * mounts the same entries and the web client calls through the same schemas. Each call is also
 * its own export, which handlers and web calls import by name, so a bundle carries only the
 * schemas of the calls it makes.
 */
export const routes = {
  listPackages,
  getPackage,
  getCurrentUser,
  adminLogout,
  customerLogout,
  getRuntimeConfig,
  subscribeNewsletter,
  confirmNewsletter,
  createInquiry,
  listInquiries,
  updateInquiryStatus,
  listSubscribers,
  createBooking,
  createPaymentIntent,
  recordDepositPayment,
  stripeWebhook,
  requestOtp,
  verifyOtp,
  listMyBookings,
  listBookingPayments,
  recordAdditionalPayment,
  adminLogin,
  adminNewPassword,
  adminMfa,
  adminLogoutEverywhere,
  listBookings,
  listTrips,
  updateTrip,
  createDeparture,
  updateDeparture,
  listTripAudit,
  getDepartureManifest,
  releaseHold,
  releaseOverdueBooking,
  cancelBooking,
  refundBooking,
  recordOfflinePayment,
  openPayLink,
  createPayLinkPaymentIntent,
  recordPayLinkPayment,
  revokePayLinks,
  switchReminders,
  sendReminderNow,
  resendBookingMail,
  editBookingContact,
  listBookingNotes,
  addBookingNote,
  createAutoPaySetupIntent,
  recordAutoPay,
  switchOffAutoPay,
  startPayLinkAuthentication,
  listUpcomingInstallments,
  joinWaitlist,
  openWaitlistEntry,
  confirmWaitlistEntry,
  leaveWaitlist,
  getDepartureWaitlist,
  removeWaitlistEntry,
  offerWaitlistSeats,
};

export type Routes = typeof routes;
export type RouteName = keyof Routes;

// Marked pure so that bundles which import one call by name leave the table and its schemas out.
export const routeList: ReadonlyArray<RouteDefinition & { readonly name: RouteName }> = /* @__PURE__ */ (
  Object.keys(routes) as RouteName[]
).map((name) => ({ name, ...routes[name] }));
