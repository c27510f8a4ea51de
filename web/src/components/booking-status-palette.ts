import type { BookingStatus } from '@sunward/shared/schemas/booking';

/** The colour of a booking's status badge, the same for the operator and the traveller. */
export const bookingStatusPalette: Record<BookingStatus, string> = {
  pending: 'orange',
  deposit_paid: 'blue',
  overdue: 'red',
  confirmed: 'green',
  expired: 'gray',
  cancelled: 'gray',
};
