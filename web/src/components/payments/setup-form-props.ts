/** What every card-saving form gets: the SetupIntent to confirm, and what to do once the card is saved. */
export interface SetupFormProps {
  /** Stripe's publishable key from `GET /api/config`. */
  publishableKey: string;
  clientSecret: string;
  setupIntentId: string;
  /** The submit button's text, e.g. "Save card and switch on". */
  submitLabel: string;
  /** Called once with the SetupIntent's id when the card is saved (authenticated if the bank asked). */
  onSucceeded: (setupIntentId: string) => Promise<void>;
}

/** Spec §8's wording for a card that could not be saved: the provider's message, or a general one. */
export const CARD_NOT_SAVED_TITLE = 'Card Not Saved';
export const CARD_NOT_SAVED_FALLBACK = 'Your card could not be saved. Please try again.';
