import './zod-setup';
import * as z from 'zod/mini';
import { IsoDate, IsoTimestamp } from './fields';

/*
 * Automatic installments (decision 047): the plan a traveller agreed to, as the API answers it on a
 * booking, and the calls that opt in, change the card and switch off.
 */

/**
 * `active`: charges go on; `needs-traveller`: a charge waits for the traveller (an authentication,
 * a new card); `suspended`: failed installments in a row stopped it; `completed`: the balance is
 * paid; `off`: switched off by the traveller or the operator, or stopped by a cancel, a release, a
 * refund of the deposit or a dispute.
 */
export const autoPayStates = ['active', 'needs-traveller', 'suspended', 'completed', 'off'] as const;
export const AutoPayState = z.enum(autoPayStates);
export type AutoPayState = z.infer<typeof AutoPayState>;

/** What one installment went through: `skipped` once a payment made another way left it unneeded. */
export const installmentStates = ['scheduled', 'paid', 'retrying', 'needs-authentication', 'failed', 'skipped', 'cancelled'] as const;
export const InstallmentState = z.enum(installmentStates);
export type InstallmentState = z.infer<typeof InstallmentState>;

/** The saved card's brand, last 4 digits and expiry, as Stripe reports them. */
export const AutoPayCard = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().check(z.int(), z.gte(1), z.lte(12)),
  expYear: z.number().check(z.int()),
});
export type AutoPayCard = z.infer<typeof AutoPayCard>;

/** One monthly payment of a plan; amounts in cents. */
export const AutoPayInstallment = z.object({
  number: z.number().check(z.int(), z.positive()),
  date: IsoDate,
  /** Cents. */
  amount: z.number().check(z.int(), z.nonnegative()),
  state: InstallmentState,
  /** Charges tried. */
  attempts: z.number().check(z.int(), z.nonnegative()),
  /** When a refused charge is tried again; only while `retrying`. */
  nextAttemptDate: z.optional(IsoDate),
  /** Cents taken, once paid. */
  paid: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** Why the last charge was refused, in the card issuer's words as Stripe gives them. */
  failureMessage: z.optional(z.string()),
});
export type AutoPayInstallment = z.infer<typeof AutoPayInstallment>;

/** A booking's plan of automatic payments (API.md, Shapes). */
export const AutoPay = z.object({
  state: AutoPayState,
  /** The version of the consent text the traveller agreed to (`INSTALLMENT_CONSENT_VERSION`). */
  consentVersion: z.string(),
  consentedAt: IsoTimestamp,
  /** The card charged; null once switched off (it is detached from the traveller's Stripe customer). */
  card: z.nullable(AutoPayCard),
  /** The card expires before an installment still to charge: the traveller should change it. */
  cardExpiresBeforeLastCharge: z.boolean(),
  installments: z.array(AutoPayInstallment),
  /** The next charge: its day and amount in cents (the installment, or the balance then due when less); null when none is coming. */
  nextCharge: z.nullable(z.object({ date: IsoDate, amount: z.number().check(z.int(), z.nonnegative()) })),
});
export type AutoPay = z.infer<typeof AutoPay>;

export const setupIntentPurposes = ['opt-in', 'change-card'] as const;
export const SetupIntentPurpose = z.enum(setupIntentPurposes);
export type SetupIntentPurpose = z.infer<typeof SetupIntentPurpose>;

/** `POST /api/bookings/{id}/auto-pay/setup-intent`: opt in later, or change the card of a running plan. */
export const AutoPaySetupRequest = z.object({ purpose: SetupIntentPurpose });
export type AutoPaySetupRequest = z.infer<typeof AutoPaySetupRequest>;

/** One installment of the plan as it would start today: what the traveller agrees to. */
export const PlannedInstallment = z.object({
  number: z.number().check(z.int(), z.positive()),
  date: IsoDate,
  /** Cents. */
  amount: z.number().check(z.int(), z.positive()),
});
export type PlannedInstallment = z.infer<typeof PlannedInstallment>;

/**
 * The SetupIntent the browser confirms with the card (`usage: 'off_session'`), and for an opt-in
 * the plan as it would start today; empty for a change of card.
 */
export const AutoPaySetupResponse = z.object({
  clientSecret: z.string(),
  setupIntentId: z.string(),
  installments: z.array(PlannedInstallment),
});
export type AutoPaySetupResponse = z.infer<typeof AutoPaySetupResponse>;

/** A Stripe SetupIntent id. */
export const SetupIntentId = z.string().check(z.regex(/^seti_[A-Za-z0-9_]{1,250}$/, 'Not a SetupIntent id'));

/**
 * `POST /api/bookings/{id}/auto-pay`: the SetupIntent the browser saw succeed, and the version of
 * the consent text it showed; the server believes only Stripe.
 */
export const AutoPayConsentRequest = z.object({ setupIntentId: SetupIntentId, consentVersion: z.string().check(z.minLength(1), z.maxLength(40)) });
export type AutoPayConsentRequest = z.infer<typeof AutoPayConsentRequest>;
