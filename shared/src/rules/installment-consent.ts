import { type Cents, formatUsd } from '../money';
import type { Installment } from './installment-plan';

/**
 * The agreement a traveller gives for automatic installments, in the words the card networks ask
 * for a stored card used later without the traveller present: what is charged, when, how each
 * amount is set, which card, and how to stop. Its version is recorded with the consent; a change
 * of these words is a new version.
 */
export const INSTALLMENT_CONSENT_VERSION = '2026-11-26';

/** The box on the booking form and in My booking. */
export const AUTO_PAY_LABEL = 'Pay the balance automatically';

export interface ConsentFacts {
  installments: readonly Installment[];
  /** The card's last 4 digits, once known; the booking form says "the card you pay the deposit with". */
  last4?: string;
}

/** The consent text, one sentence per fact, as shown before the traveller agrees and in the confirmation mail. */
export function installmentConsentText({ installments, last4 }: ConsentFacts): string[] {
  const first = installments[0];
  const last = installments.at(-1);
  if (!first || !last) return [];
  const total = installments.reduce((sum, installment) => sum + installment.amountCents, 0) as Cents;
  const card = last4 ? `the card ending in ${last4}` : 'the card you pay the deposit with';
  return [
    `I authorise Sunward Group Travel to charge ${card} ${installments.length} monthly ${installments.length === 1 ? 'payment' : 'payments'} of the balance, ${formatUsd(total)} in all, on the dates shown, from ${first.date} to ${last.date}.`,
    'Each payment is the amount shown, or the balance then due when it is less; a payment I make another way shortens the plan from its last payment.',
    'I will get an e-mail 3 days before each payment, and a receipt after it.',
    'I can switch automatic payments off or change the card at any time in My booking, or by replying to any of those e-mails; the balance is then due by the balance due date.',
  ];
}
