import type { PayLinkBooking } from '@sunward/shared/schemas/pay-link';

/** The pay link's token the screen tests open `/pay#<token>` with. */
export const PAY_LINK_TOKEN = 'q9Zx-3_bT0aLw8sVYkR2mNcE5fHjU7pDgI1oK4tW6yA';

/** What a pay link opens: Tobago for two, deposit paid, $1,998 due by January 18, 2027. */
export const payLinkBooking: PayLinkBooking = {
  reference: 'SGT-7KQ4XM',
  packageTitle: 'Tobago Island Escape',
  departureDate: '2027-03-04',
  returnDate: '2027-03-09',
  balanceDueDate: '2027-01-18',
  firstName: 'Ana',
  balanceDue: 199_800,
  status: 'deposit_paid',
};
