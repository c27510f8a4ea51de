import { autoPayStateLabels } from '@sunward/shared/rules/bookings-csv';
import type { Booking } from '@sunward/shared/schemas/booking';
import { formatDate } from '../../lib/format';

/** A booking's plan of automatic payments, as the API answers it. */
export type AutoPayView = NonNullable<Booking['autoPay']>;
export type AutoPayState = AutoPayView['state'];
export type InstallmentView = AutoPayView['installments'][number];

/**
 * The plan's state in the traveller's words (`label`) and the agency's (`operatorLabel`, as the
 * bookings export writes it), and the
 * colour of its badge, which repeats what the words say.
 */
export const autoPayStateWords: Record<AutoPayState, { label: string; operatorLabel: string; palette: string }> = {
  active: { label: 'Active', operatorLabel: autoPayStateLabels.active, palette: 'green' },
  'needs-traveller': { label: 'Needs you', operatorLabel: autoPayStateLabels['needs-traveller'], palette: 'orange' },
  suspended: { label: 'Suspended', operatorLabel: autoPayStateLabels.suspended, palette: 'red' },
  completed: { label: 'Completed', operatorLabel: autoPayStateLabels.completed, palette: 'blue' },
  off: { label: 'Off', operatorLabel: autoPayStateLabels.off, palette: 'gray' },
};

/** One payment's state in the traveller's words ("Paid", "Failed, trying again on January 28, 2027", …), or the agency's. */
export function installmentStateWords(installment: InstallmentView, reader: 'traveller' | 'operator' = 'traveller'): string {
  switch (installment.state) {
    case 'scheduled':
      return 'Scheduled';
    case 'paid':
      return 'Paid';
    case 'retrying':
      return installment.nextAttemptDate ? `Failed, trying again on ${formatDate(installment.nextAttemptDate)}` : 'Failed, trying again';
    case 'needs-authentication':
      return reader === 'traveller' ? 'Waiting for you to confirm it' : 'Waiting for the traveller to authenticate it';
    case 'failed':
      return 'Failed';
    case 'skipped':
      return 'Not charged';
    case 'cancelled':
      return 'Cancelled';
  }
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa •••• 4242, expires 12/2034". */
export function cardWords(card: NonNullable<AutoPayView['card']>): string {
  const brand = brandNames[card.brand.toLowerCase()] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}
