import { type FormObject, formText } from './stripe-form';

/** A card Stripe refuses: its error's code, decline code and message, as Stripe words them. */
export interface CardRefusal {
  code: string;
  decline_code?: string;
  message: string;
  /** Whether Stripe made a (failed) charge for the attempt: an issuer's decline does, a bad CVC does not. */
  charged: boolean;
}

/** What a card does when confirmed: pays (and is disputed, for Stripe's dispute test card) or is refused. */
export type CardOutcome = { paymentMethod: string; disputed: boolean } | { refusal: CardRefusal };

/** A request Stripe refuses before trying the card: a parameter it does not know or that is missing. */
export class CardParameterError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly param: string,
  ) {
    super(message);
  }
}

const declined: CardRefusal = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', charged: true };

/**
 * Stripe's documented test cards and payment methods; anything else is refused as test mode does.
 * `paymentMethodId` names the PaymentMethod a card becomes.
 */
export function cardOutcome(form: FormObject, paymentMethodId: () => string, now: Date): CardOutcome {
  const method = formText(form, 'payment_method');
  if (method === 'pm_card_visa') return { paymentMethod: paymentMethodId(), disputed: false };
  if (method === 'pm_card_createDispute') return { paymentMethod: paymentMethodId(), disputed: true };
  if (method === 'pm_card_chargeDeclined') return { refusal: declined };
  if (method !== undefined) throw new CardParameterError(`No such PaymentMethod: '${method}'`, 'resource_missing', 'payment_method');

  const number = (formText(form, 'payment_method_data', 'card', 'number') ?? '').replace(/\D/g, '');
  const expMonth = Number(formText(form, 'payment_method_data', 'card', 'exp_month'));
  const expYear = Number(formText(form, 'payment_method_data', 'card', 'exp_year'));
  const cvc = formText(form, 'payment_method_data', 'card', 'cvc') ?? '';
  if (!number) throw new CardParameterError('You must provide a payment method.', 'parameter_missing', 'payment_method');
  if (!/^\d{3,4}$/.test(cvc)) return { refusal: { code: 'invalid_cvc', message: "Your card's security code is invalid.", charged: false } };
  const fullYear = expYear < 100 ? 2000 + expYear : expYear;
  if (!(expMonth >= 1 && expMonth <= 12) || fullYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { refusal: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.', charged: true } };
  }
  switch (number) {
    case '4242424242424242':
      return { paymentMethod: paymentMethodId(), disputed: false };
    case '4000000000000259':
      return { paymentMethod: paymentMethodId(), disputed: true };
    case '4000000000000002':
      return { refusal: declined };
    case '4000000000009995':
      return { refusal: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', charged: true } };
    default:
      return {
        refusal: {
          code: 'card_declined',
          decline_code: 'test_mode_live_card',
          message: 'Your card was declined. Your request was in test mode, but used a non test card.',
          charged: true,
        },
      };
  }
}
