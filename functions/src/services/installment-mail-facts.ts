import type { Cents } from '@sunward/shared/money';
import type { PlanInstallment } from '@sunward/shared/rules/installment-charges';
import { chargeAmount } from '@sunward/shared/rules/installment-plan';
import { payLinkValidUntil } from '@sunward/shared/rules/pay-link';
import { sealForMailWorker } from '../adapters/code-encryption';
import type { MailFacts, MailSecrets, MailTemplateName, SealedFacts } from '../mail/outgoing-mail';
import { bookingReference } from '../mappers/booking-response';
import type { BookingRecord } from '../store/booking-repository';
import type { StoredPlan } from '../store/installment-charge-repository';
import type { TransactItem } from '../store/conditional-write';
import { newPayLink, payLinkUrl } from '../store/pay-link-repository';

/**
 * The facts of the installment mails (decision 034), picked from the booking and its plan; and the
 * pay links some of them carry (decision 043), sealed for the mail worker (decision 038) and
 * written in the mail's own transaction.
 */

/** A booking whose plan these mails are about: a plan needs the balance due date it ends before. */
export type PlanBooking = BookingRecord & { balanceDueDate: string };

function trip(booking: BookingRecord) {
  return {
    reference: bookingReference(booking),
    packageTitle: booking.packageTitle,
    departureDate: booking.departureDate,
    returnDate: booking.returnDate,
  };
}

function card(plan: StoredPlan | undefined) {
  return plan?.card ? { cardBrand: plan.card.brand, cardLast4: plan.card.last4 } : {};
}

/** Which installment of how many, its day and what it takes with the balance as it is. */
export function chargeFacts(booking: BookingRecord, plan: StoredPlan, installment: PlanInstallment, chargeDate: string) {
  return {
    installmentNumber: installment.number,
    installmentCount: plan.installments.length,
    chargeDate,
    amountCents: chargeAmount({ ...installment, amountCents: installment.amountCents as Cents }, booking.balanceDueCents),
  };
}

/** A new pay link for the booking's balance, valid as the reminders' are, sealed into the mail that carries it. */
export async function sealedPayLink<Name extends MailTemplateName>(
  template: Name,
  booking: PlanBooking,
  siteUrl: string,
  now: Date,
): Promise<{ sealedFacts: SealedFacts; validUntil: Date; put: TransactItem }> {
  const validUntil = payLinkValidUntil(booking.balanceDueDate);
  const link = newPayLink({ bookingId: booking.id, validUntil, now });
  const secrets = { payUrl: payLinkUrl(siteUrl, link.token) } satisfies MailSecrets<'installmentNotice'>;
  return { sealedFacts: (await sealForMailWorker(template, JSON.stringify(secrets))) as SealedFacts, validUntil, put: link.put };
}

export function noticeFacts(
  booking: PlanBooking,
  plan: StoredPlan,
  installment: PlanInstallment,
  validUntil: Date,
  siteUrl: string,
): MailFacts<'installmentNotice'> {
  return {
    ...trip(booking),
    ...card(plan),
    ...chargeFacts(booking, plan, installment, installment.date),
    firstName: booking.firstName,
    balanceDueCents: booking.balanceDueCents,
    payLinkValidUntil: validUntil.toISOString(),
    siteUrl,
  };
}

export function authenticationFacts(
  booking: PlanBooking,
  plan: StoredPlan,
  installment: PlanInstallment,
  chargeDate: string,
  validUntil: Date,
  siteUrl: string,
): MailFacts<'installmentAuthentication'> {
  return {
    ...trip(booking),
    ...card(plan),
    ...chargeFacts(booking, plan, installment, chargeDate),
    firstName: booking.firstName,
    payLinkValidUntil: validUntil.toISOString(),
    siteUrl,
  };
}

export function failedFacts(
  booking: PlanBooking,
  plan: StoredPlan,
  installment: PlanInstallment,
  chargeDate: string,
  failure: { message: string; retryDate: string | undefined },
  validUntil: Date,
  siteUrl: string,
): MailFacts<'installmentFailed'> {
  return {
    ...trip(booking),
    ...card(plan),
    ...chargeFacts(booking, plan, installment, chargeDate),
    firstName: booking.firstName,
    reason: failure.message,
    ...(failure.retryDate ? { retryDate: failure.retryDate } : {}),
    balanceDueCents: booking.balanceDueCents,
    balanceDueDate: booking.balanceDueDate,
    payLinkValidUntil: validUntil.toISOString(),
    siteUrl,
  };
}

export function suspendedFacts(
  booking: PlanBooking,
  plan: StoredPlan,
  reason: string,
  validUntil: Date,
  siteUrl: string,
): MailFacts<'installmentPlanSuspended'> {
  return {
    ...trip(booking),
    ...card(plan),
    firstName: booking.firstName,
    reason,
    failedPayments: plan.failuresInRow,
    balanceDueCents: booking.balanceDueCents,
    balanceDueDate: booking.balanceDueDate,
    payLinkValidUntil: validUntil.toISOString(),
    siteUrl,
  };
}

export function suspendedNoticeFacts(booking: PlanBooking, plan: StoredPlan, reason: string, siteUrl: string): MailFacts<'installmentPlanSuspendedNotice'> {
  return {
    ...trip(booking),
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phone: booking.phone,
    reason,
    failedPayments: plan.failuresInRow,
    balanceDueCents: booking.balanceDueCents,
    balanceDueDate: booking.balanceDueDate,
    siteUrl,
  };
}

export function cardExpiringFacts(
  booking: BookingRecord,
  plan: StoredPlan & { card: NonNullable<StoredPlan['card']> },
  installment: PlanInstallment,
  chargeDate: string,
  siteUrl: string,
): MailFacts<'installmentCardExpiring'> {
  return {
    ...trip(booking),
    ...card(plan),
    ...chargeFacts(booking, plan, installment, chargeDate),
    firstName: booking.firstName,
    cardExpMonth: plan.card.expMonth,
    cardExpYear: plan.card.expYear,
    siteUrl,
  };
}
