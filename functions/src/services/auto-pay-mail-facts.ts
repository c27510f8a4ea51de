import { installmentConsentText } from '@sunward/shared/rules/installment-consent';
import type { Installment } from '@sunward/shared/rules/installment-plan';
import type { MailFacts, OutgoingMail } from '../mail/outgoing-mail';
import { bookingReference } from '../mappers/booking-response';
import type { AutoPayRecord } from '../store/auto-pay-record';
import type { BookingRecord } from '../store/booking-repository';

/** The trip a plan's mails name. */
function tripOf(booking: BookingRecord) {
  return {
    reference: bookingReference(booking),
    packageTitle: booking.packageTitle,
    ...(booking.departureDate ? { departureDate: booking.departureDate } : {}),
    ...(booking.returnDate ? { returnDate: booking.returnDate } : {}),
  };
}

/** The installments a plan agreed to charge, as the rule and the consent text count them. */
export function plannedInstallments(plan: AutoPayRecord): Installment[] {
  return plan.installments.map((installment) => ({ number: installment.number, date: installment.date, amountCents: installment.amountCents as Installment['amountCents'] }));
}

/**
 * The consent's confirmation (decision 047): the plan as agreed, the card, and the consent text in
 * the very words shown before the traveller agreed, with its version and time.
 */
export function autoPayConsentMail(booking: BookingRecord, plan: AutoPayRecord, siteUrl: string): OutgoingMail {
  const installments = plannedInstallments(plan);
  const last4 = plan.card?.last4;
  const facts: MailFacts<'autoPayConsent'> = {
    ...tripOf(booking),
    firstName: booking.firstName,
    installments: installments.map(({ number, date, amountCents }) => ({ number, date, amountCents })),
    card: { brand: plan.card?.brand ?? '', last4: last4 ?? '0000' },
    consentText: installmentConsentText({ installments, card: last4 ? { last4 } : 'deposit-card' }),
    consentVersion: plan.consentVersion,
    consentedAt: plan.consentedAt,
    ...(booking.balanceDueDate ? { balanceDueDate: booking.balanceDueDate } : {}),
    siteUrl,
  };
  return { to: booking.email, template: 'autoPayConsent', facts };
}

/** The switch-off's confirmation: by whom, the card removed, the balance still due. */
export function autoPaySwitchedOffMail(booking: BookingRecord, plan: AutoPayRecord, byOperator: boolean, siteUrl: string): OutgoingMail {
  const facts: MailFacts<'autoPaySwitchedOff'> = {
    ...tripOf(booking),
    firstName: booking.firstName,
    byOperator,
    ...(plan.card ? { card: { brand: plan.card.brand, last4: plan.card.last4 } } : {}),
    balanceDueCents: booking.balanceDueCents,
    ...(booking.balanceDueDate ? { balanceDueDate: booking.balanceDueDate } : {}),
    siteUrl,
  };
  return { to: booking.email, template: 'autoPaySwitchedOff', facts };
}
