import { randomUUID } from 'node:crypto';
import type { AutoPaySetupResponse, SetupIntentPurpose } from '@sunward/shared/schemas/auto-pay';
import { createCustomer, createSetupIntent } from '../adapters/saved-cards';
import { conflict } from '../http/http-error';
import { logger } from '../observability/logger';
import { isRunning } from '../store/auto-pay-record';
import type { Session } from '../store/session-repository';
import {
  AUTO_PAY_ALREADY_ON_MESSAGE,
  AUTO_PAY_NO_PLAN_MESSAGE,
  AUTO_PAY_NONE_FITS_MESSAGE,
  bookingForCaller,
  requireOpenBalance,
} from './auto-pay-access';
import { plannedFor } from './auto-pay-start';

/**
 * A SetupIntent for the browser to confirm with a card (decision 047), `usage: 'off_session'` on the
 * booking's Stripe customer: the plan's own, or one made for the booking (the same one the deposit
 * used, by its idempotency key, within Stripe's 24 hours). To opt in, it answers the plan as it
 * would start today, which the page shows with the consent text; to change the card of a running
 * plan, no plan. Nothing is written: the plan starts only once the card is saved and the consent
 * recorded (`POST /api/bookings/{id}/auto-pay`).
 */
export async function startAutoPaySetup(bookingId: string, purpose: SetupIntentPurpose, session: Session, now: Date): Promise<AutoPaySetupResponse> {
  const booking = await bookingForCaller(bookingId, session);
  const plan = booking.autoPay;
  let installments: AutoPaySetupResponse['installments'] = [];
  if (purpose === 'opt-in') {
    requireOpenBalance(booking, now);
    if (plan && (plan.state === 'active' || plan.state === 'needs-traveller')) throw conflict(AUTO_PAY_ALREADY_ON_MESSAGE);
    installments = plannedFor(booking, now).map(({ number, date, amountCents }) => ({ number, date, amount: amountCents }));
    if (installments.length === 0) throw conflict(AUTO_PAY_NONE_FITS_MESSAGE);
  } else if (!plan || !isRunning(plan)) {
    throw conflict(AUTO_PAY_NO_PLAN_MESSAGE);
  }
  const customerId =
    plan?.customerId ??
    (await createCustomer({ email: booking.email, name: `${booking.firstName} ${booking.lastName}`, bookingId: booking.id, idempotencyKey: `customer-${booking.id}` })).id;
  // A key per request: the SDK's retries make one SetupIntent, and a later request a new one.
  const intent = await createSetupIntent({ customerId, bookingId: booking.id, purpose, idempotencyKey: `setup-intent-${booking.id}-${randomUUID()}` });
  logger.appendKeys({ setupIntentId: intent.id });
  return { clientSecret: intent.clientSecret, setupIntentId: intent.id, installments };
}
