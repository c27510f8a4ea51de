import * as z from 'zod/mini';
import { myBookingLink } from './booking-mail-parts';
import { CalendarDateFact, CentsFact } from './mail-facts';
import { type MailBlock } from './mail-layout';

/** What the mails of automatic installments (decision 047) share: their card, charge and pay-link facts, and the way out each offers. */

/** What only the mail worker may read: the pay link (decision 043) of the mails that carry one. */
export const InstallmentPayLinkSecrets = z.strictObject({ payUrl: z.url() });

/** The card a plan charges, as the traveller recognises it; absent once the plan has none (switched off). */
export const CardFacts = z.object({ cardBrand: z.optional(z.string()), cardLast4: z.optional(z.string().check(z.regex(/^\d{4}$/))) });

/** Which installment of how many, its day and what it takes. */
export const ChargeFacts = z.object({
  installmentNumber: z.number().check(z.int(), z.positive()),
  installmentCount: z.number().check(z.int(), z.positive()),
  chargeDate: CalendarDateFact,
  amountCents: CentsFact,
});

export const cardName = (facts: z.output<typeof CardFacts>) => (facts.cardLast4 ? `${brandName(facts.cardBrand ?? '')} ending in ${facts.cardLast4}` : 'card');

function brandName(brand: string): string {
  const known: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners Club', unionpay: 'UnionPay' };
  return known[brand] ?? 'Card';
}

export const whichPayment = (facts: { installmentNumber: number; installmentCount: number }) => `payment ${facts.installmentNumber} of ${facts.installmentCount}`;

/** The way out every mail of a plan offers: My booking, where the card is changed and the plan switched off. */
export function controlBlocks(siteUrl: string): MailBlock[] {
  return [
    {
      kind: 'paragraph',
      text: 'To change the card or switch automatic payments off, open My booking with a code we e-mail you, or reply to this e-mail.',
    },
    myBookingLink(siteUrl, 'Change the card or switch off'),
  ];
}
