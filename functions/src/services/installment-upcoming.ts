import { cents } from '@sunward/shared/money';
import { nextCharge, nextChargeDate } from '@sunward/shared/rules/installment-charges';
import { chargeAmount } from '@sunward/shared/rules/installment-plan';
import type { UpcomingCharge, UpcomingCharges } from '@sunward/shared/schemas/installments';
import { bookingReference } from '../mappers/booking-response';
import { findBookings, listChargeWork, planOf } from '../store/installment-charge-repository';

/**
 * The operator's list of the charges coming (decision 047): every plan that still charges, by its
 * `installment-charge` item of the timed work (a Query, never a scan of the bookings), with the
 * charge as it would be made now: the installment, or the balance then due when less. Soonest first.
 */
export async function listUpcomingCharges(): Promise<UpcomingCharges> {
  const work = await listChargeWork();
  const bookings = await findBookings(work.map((item) => item.bookingId));
  const charges = work.flatMap(({ bookingId }): Array<UpcomingCharge & { at: number }> => {
    const booking = bookings.get(bookingId);
    const plan = booking && planOf(booking);
    const next = plan ? nextCharge(plan) : undefined;
    const date = next && nextChargeDate(next.installment);
    if (!booking || !plan || !next || !date || booking.status !== 'deposit_paid') return [];
    return [
      {
        bookingId,
        reference: bookingReference(booking),
        firstName: booking.firstName,
        lastName: booking.lastName,
        date,
        amount: chargeAmount({ ...next.installment, amountCents: cents(next.installment.amountCents) }, booking.balanceDueCents),
        state: plan.state,
        installmentNumber: next.installment.number,
        attempts: next.installment.attempts,
        at: next.at.getTime(),
      },
    ];
  });
  return { charges: charges.sort((a, b) => a.at - b.at).map(({ at: _at, ...charge }) => charge) };
}
