/** What every card form gets: the PaymentIntent to confirm, and what to do once it has succeeded. */
export interface PaymentFormProps {
  /** Stripe's publishable key from `GET /api/config`. */
  publishableKey: string;
  clientSecret: string;
  paymentIntentId: string;
  /** The submit button's text, e.g. "Pay $600 deposit". */
  payLabel: string;
  /** Called once with the PaymentIntent's id when the card payment has succeeded. */
  onSucceeded: (paymentIntentId: string) => Promise<void>;
  /** Called instead of the failure toast when the server cancelled the PaymentIntent while the form was open. */
  onCanceled?: () => void;
}
