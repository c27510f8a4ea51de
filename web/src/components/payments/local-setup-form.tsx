import { showErrorToast } from '../feedback/toaster';
import { confirmLocalSetup } from './confirm-local-card';
import { LocalCardFields } from './local-card-form';
import { CARD_NOT_SAVED_FALLBACK, CARD_NOT_SAVED_TITLE, type SetupFormProps } from './setup-form-props';

/** The test cards that matter when a card is saved for later charges. */
export const TEST_SETUP_CARD_NOTE =
  'Test mode: use 4242 4242 4242 4242, or 4000 0025 0000 3155 to be asked to authenticate once, any future date, any CVC';

/** The local stack's card form saving a card: a SetupIntent confirmed through the Stripe stub (ADR 008). */
export function LocalSetupForm({ publishableKey, clientSecret, setupIntentId, submitLabel, onSucceeded }: SetupFormProps) {
  return (
    <LocalCardFields
      note={TEST_SETUP_CARD_NOTE}
      submitLabel={submitLabel}
      busyLabel="Saving your card…"
      confirm={async (card) => {
        const outcome = await confirmLocalSetup({ publishableKey, clientSecret, setupIntentId, card });
        return outcome.status === 'succeeded' ? { status: 'succeeded', id: outcome.setupIntentId } : outcome;
      }}
      onSucceeded={onSucceeded}
      onFailed={(message) => showErrorToast({ title: CARD_NOT_SAVED_TITLE, description: message || CARD_NOT_SAVED_FALLBACK })}
    />
  );
}
