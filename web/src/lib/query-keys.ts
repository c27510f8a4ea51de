/**
 * Every query key of the app. Keys nest, so invalidating `packages.all` also refreshes every
 * package detail.
 */
export const queryKeys = {
  packages: {
    all: ['packages'] as const,
    detail: (id: string) => ['packages', 'detail', id] as const,
  },
  config: {
    /** `GET /api/config`: settings the browser learns at run time (which card form, Stripe's key). */
    runtime: ['config', 'runtime'] as const,
  },
  myBooking: {
    all: ['my-booking'] as const,
    /** `GET /api/my/bookings`: the signed-in traveller's bookings, or null without a session. */
    bookings: ['my-booking', 'bookings'] as const,
    /** `GET /api/bookings/{id}/payments`: one booking's payment history. */
    payments: (bookingId: string) => ['my-booking', 'payments', bookingId] as const,
  },
  payLink: {
    /** `POST /api/pay-links/booking`: the booking a pay link opens, by the link's token (kept in memory only). */
    booking: (token: string) => ['pay-link', token] as const,
    /** `POST /api/pay-links/authentication`: the automatic payment the link's booking waits to have authenticated, if any. */
    authentication: (token: string) => ['pay-link', token, 'authentication'] as const,
  },
  waitlist: {
    /** `POST /api/waitlist/entry`: the entry a waitlist link opens, by the link's token (kept in memory only). */
    entry: (token: string) => ['waitlist', 'entry', token] as const,
  },
  admin: {
    /** Everything only an admin sees: dropped when the admin signs in or out. */
    all: ['admin'] as const,
    /**
     * Every booking, all pages of `GET /api/bookings` joined. Both admin screens read it, so moving
     * between the dashboard and the payments page does not page through every booking again.
     */
    bookings: ['admin', 'bookings'] as const,
    /** How many bookings the running load of `bookings` has received so far. */
    bookingsLoaded: ['admin', 'bookings-loaded'] as const,
    /** `GET /api/inquiries`. */
    inquiries: ['admin', 'inquiries'] as const,
    /** `GET /api/installments/upcoming`: the next automatic charge of every running plan. */
    upcomingInstallments: ['admin', 'installments', 'upcoming'] as const,
  },
  auth: {
    /** `GET /api/user`: the signed-in admin, or null. */
    currentUser: ['auth', 'current-user'] as const,
  },
};
