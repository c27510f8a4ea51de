import { onFirstUse } from '../first-use';
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
  /**
   * The card: its last 4 digits once saved; before that the card the deposit is paid with (the
   * booking form) or the card entered with the consent (My booking).
   */
  card: { last4: string } | 'deposit-card' | 'new-card';
}

const calendarDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));

/** "February 15, 2027" for `2027-02-15`: the words the plan's table and mails use. */
function inWords(date: string): string {
  return calendarDate().format(new Date(`${date}T00:00:00Z`));
}

function cardWords(card: ConsentFacts['card']): string {
  if (card === 'deposit-card') return 'the card you pay the deposit with';
  if (card === 'new-card') return 'the card you enter below';
  return `the card ending in ${card.last4}`;
}

/** The consent text, one sentence per fact, as shown before the traveller agrees and in the confirmation mail. */
export function installmentConsentText({ installments, card }: ConsentFacts): string[] {
  const first = installments[0];
  const last = installments.at(-1);
  if (!first || !last) return [];
  const total = installments.reduce((sum, installment) => sum + installment.amountCents, 0) as Cents;
  return [
    `I authorise Sunward Group Travel to charge ${cardWords(card)} ${installments.length} monthly ${installments.length === 1 ? 'payment' : 'payments'} of the balance, ${formatUsd(total)} in all, on the dates shown, from ${inWords(first.date)} to ${inWords(last.date)}.`,
    'Each payment is the amount shown, or the balance then due when it is less; a payment I make another way shortens the plan from its last payment.',
    'I will get an e-mail 3 days before each payment, and a receipt after it.',
    'I can switch automatic payments off or change the card at any time in My booking, or by replying to any of those e-mails; the balance is then due by the balance due date.',
  ];
}
