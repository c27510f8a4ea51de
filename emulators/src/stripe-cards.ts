import { type FormObject, formText } from './stripe-form';

/** A card Stripe refuses: its error's code, decline and advice codes and message, as Stripe words them. */
export interface CardRefusal {
  code: string;
  decline_code?: string;
  advice_code?: string;
  message: string;
  /** Whether Stripe made a (failed) charge for the attempt: an issuer's decline does, a bad CVC does not. */
  charged: boolean;
}

/**
 * What one of Stripe's test cards does (docs.stripe.com/testing):
 * - `succeeds`: 4242 4242 4242 4242, on- and off-session.
 * - `disputed`: 4000 0000 0000 0259, succeeds and is then disputed as fraudulent.
 * - `declined`, `insufficient_funds`, `expired_card`: every charge is declined with that reason.
 * - `charge_customer_fail`: 4000 0000 0000 0341, saved on a Customer fine, every charge declined.
 * - `authentication_unless_set_up`: 4000 0025 0000 3155, authentication on-session until the card is
 *   set up for later use (a SetupIntent, or a payment with `setup_future_usage`); after that, none.
 * - `authentication_always`: 4000 0027 6000 3184, authentication on every charge; off-session ones fail.
 * - `live_card`: any other number, refused as test mode refuses a real card.
 */
export type CardBehaviour =
  | 'succeeds'
  | 'disputed'
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'charge_customer_fail'
  | 'authentication_unless_set_up'
  | 'authentication_always'
  | 'live_card';

/** A card as the stub makes a PaymentMethod of it. */
export interface TestCard {
  number: string;
  exp_month: number;
  exp_year: number;
  behaviour: CardBehaviour;
  /**
   * Whether saving the card (a SetupIntent, or attaching it) is refused as its charges are: true for
   * a declining card typed into a form; Stripe's `pm_card_chargeDeclined…` payment methods save
   * fine and decline only when charged, which is what a test of a later failed charge needs.
   */
  refusesSetup: boolean;
}

const behaviours: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000000000000259': 'disputed',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000341': 'charge_customer_fail',
  '4000002500003155': 'authentication_unless_set_up',
  '4000002760003184': 'authentication_always',
};

/** Stripe's test PaymentMethods: each names a test card, and using one makes a new PaymentMethod of it. */
const testPaymentMethods: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_createDispute: '4000000000000259',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
};

export function isTestPaymentMethod(id: string): boolean {
  return id in testPaymentMethods;
}

const declined: CardRefusal = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', charged: true };

/** Stripe's answer to an off-session charge of a card whose bank wants the cardholder to authenticate. */
export const authenticationRequired: CardRefusal = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
  charged: true,
};

/** What Stripe refuses a charge of a card with this behaviour for; undefined when the bank takes it. */
export function chargeRefusal(behaviour: CardBehaviour): CardRefusal | undefined {
  switch (behaviour) {
    case 'declined':
    case 'charge_customer_fail':
      return declined;
    case 'insufficient_funds':
      // The advice is the stub's reading of the decline: the funds may be there on another day.
      return { code: 'card_declined', decline_code: 'insufficient_funds', advice_code: 'try_again_later', message: 'Your card has insufficient funds.', charged: true };
    case 'expired_card':
      return { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.', charged: true };
    case 'live_card':
      return {
        code: 'card_declined',
        decline_code: 'test_mode_live_card',
        message: 'Your card was declined. Your request was in test mode, but used a non test card.',
        charged: true,
      };
    default:
      return undefined;
  }
}

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

/** The card Stripe's test PaymentMethod `pm_card_…` stands for; its expiry is some years ahead, as Stripe's are. */
export function testPaymentMethodCard(id: string, now: Date): TestCard | undefined {
  const number = testPaymentMethods[id];
  if (!number) return undefined;
  return { number, exp_month: 12, exp_year: now.getUTCFullYear() + 5, behaviour: behaviours[number] ?? 'live_card', refusesSetup: false };
}

/**
 * The card of `payment_method_data[card]` in a confirm, checked as Stripe checks it: a bad CVC or a
 * past expiry is a refusal; a missing number is a parameter error.
 */
export function typedCard(form: FormObject, now: Date): { card: TestCard } | { refusal: CardRefusal } {
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
  const behaviour = behaviours[number] ?? 'live_card';
  const refusesSetup = ['declined', 'insufficient_funds', 'expired_card', 'live_card'].includes(behaviour);
  return { card: { number, exp_month: expMonth, exp_year: fullYear, behaviour, refusesSetup } };
}

/** Stripe's brand for a card number, by its leading digits (the test cards are Visa, Mastercard or Amex). */
export function cardBrand(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'visa';
}
