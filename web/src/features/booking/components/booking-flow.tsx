import { type Cents, cents, dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { Booking, BookingFields } from '@sunward/shared/schemas/booking';
import type { Package, PackageDeparture } from '@sunward/shared/schemas/package';
import type { CreatePaymentIntentResponse } from '@sunward/shared/schemas/payment';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../components/feedback/toaster';
import { ApiError } from '../../../lib/api-client';
import type { FieldIssue } from '../../../lib/field-errors';
import { useCreateBooking } from '../api/create-booking';
import { useCreateDepositPaymentIntent } from '../api/create-payment-intent';
import { runtimeConfigQueryOptions } from '../../../lib/runtime-config';
import { useRecordDepositPayment } from '../api/record-deposit-payment';
import { type BookingFormValues, emptyBookingForm } from '../booking-form-values';
import { paymentsInWords } from '../booking-plan';
import { type WaitlistOffer, offerFormValues } from '../waitlist-offer';
import { BookingInformationStep } from './booking-information-step';
import { BookingLayout } from './booking-layout';
import { PaymentStep } from './payment-step';
import { PaymentSuccess, REDIRECT_AFTER_PAYMENT_MS, type PaymentSuccessProps } from './payment-success';
import { SelectedPackage } from './selected-package';
import { formatDate } from '../../../lib/format';

/** The booking made from the form, kept so going back and forward again pays for the same one. */
interface Reservation {
  /** The form values and departure it was made from; a change makes a new booking. */
  fields: string;
  booking: Booking;
  intent?: CreatePaymentIntentResponse;
}

type Step = { name: 'details' } | { name: 'payment'; booking: Booking; intent: CreatePaymentIntentResponse } | { name: 'paid'; receipt: PaymentSuccessProps };

function errorMessage(cause: unknown): { message?: string; issues?: readonly FieldIssue[] } {
  return (cause instanceof ApiError ? cause.errorBody() : undefined) ?? {};
}

function depositToast(amount: Cents | null) {
  showSuccessToast({
    title: 'Payment Successful',
    description: amount === null ? 'Your deposit has been received.' : `Your deposit of ${formatUsd(amount)} has been received.`,
  });
}

export interface BookingFlowProps {
  trip: Package;
  /** The departure chosen first: one of the trip's upcoming departures that has a seat. */
  departure: PackageDeparture;
  /** Shown above the steps, e.g. why another departure than the one linked to was chosen. */
  notice?: ReactNode;
  /** The agency's address for the alternative-payment link. */
  contactEmail: string;
  /**
   * A waitlist offer being taken (decision 053): `departure` is its departure, the form starts
   * filled in from the entry, its travellers fixed, and the booking takes the seats held for it.
   */
  offer?: WaitlistOffer | undefined;
}

/** The balance due date as the receipt shows it: the booking's own, else the departure's. */
function dueDateOf(booking: Booking | null, departure: PackageDeparture): string {
  return formatDate(booking?.balanceDueDate ?? departure.balanceDueDate);
}

/** What the receipt says of automatic payments: the plan the deposit started, or that its mail follows. */
function autoPayNoteOf(booking: Booking): string | null {
  const plan = booking.autoPay;
  const first = plan?.installments[0];
  if (plan && first && plan.state === 'active') {
    const installments = plan.installments.map((installment) => ({ ...installment, amountCents: cents(installment.amount) }));
    const note = `Automatic payments are on: ${paymentsInWords(installments)} from ${formatDate(first.date)}, charged to the card you just used.`;
    return plan.cardExpiresBeforeLastCharge ? `${note} That card expires before the last payment: please change it before then.` : note;
  }
  return booking.autoPayRequested ? 'Your automatic payments are being set up: we e-mail you their plan.' : null;
}

/**
 * Spec §4's booking flow: the form, then create the booking and its deposit PaymentIntent, then
 * the card, then record the deposit, 'Payment Successful!' and home after five seconds. Back on
 * the payment step returns to the form with its values; a booking already made is reused.
 */
export function BookingFlow({ trip, departure: firstDeparture, notice, contactEmail, offer }: BookingFlowProps) {
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const [departureId, setDepartureId] = useState(firstDeparture.id);
  const departure = trip.departures.find((candidate) => candidate.id === departureId) ?? firstDeparture;
  const [step, setStep] = useState<Step>({ name: 'details' });
  const [cameBack, setCameBack] = useState(false);
  const [values, setValues] = useState<BookingFormValues>(() => (offer ? offerFormValues(offer.entry, emptyBookingForm) : emptyBookingForm));
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const createBooking = useCreateBooking();
  const createIntent = useCreateDepositPaymentIntent();
  const recordDeposit = useRecordDepositPayment();
  // Loaded with the form, so the card form is ready when the payment step opens. The form reads
  // none of it: an observer that reads no field would re-render the whole form when it arrives.
  useQuery({ ...runtimeConfigQueryOptions(), notifyOnChangeProps: [] });

  useEffect(() => {
    if (step.name !== 'paid') return;
    const timer = window.setTimeout(() => void navigate('/'), REDIRECT_AFTER_PAYMENT_MS);
    return () => window.clearTimeout(timer);
  }, [step.name, navigate]);

  /** Records the deposit; Stripe's webhook records it too, so a failure here is only logged. */
  async function record(bookingId: string, paymentIntentId: string): Promise<Booking | null> {
    try {
      return (await recordDeposit.mutateAsync({ bookingId, paymentIntentId })).booking;
    } catch (cause) {
      console.error('Recording the deposit failed; the payment webhook records it instead.', cause);
      return null;
    }
  }

  /** Keeps the chosen departure in the address, so a reload comes back to it. */
  function chooseDeparture(id: string) {
    setDepartureId(id);
    setSearchParams(
      (params) => {
        params.set('departure', id);
        return params;
      },
      { replace: true },
    );
  }

  async function handleDetails(fields: BookingFields, autoPay: boolean): Promise<readonly FieldIssue[] | undefined> {
    // Opting in or out after booking makes a new booking: its deposit is taken differently (a saved card).
    const key = JSON.stringify({ ...fields, departureId: departure.id, autoPay });
    let booking = reservation?.fields === key ? reservation.booking : undefined;
    if (!booking) {
      try {
        ({ booking } = await createBooking.mutateAsync({
          ...fields,
          packageId: trip.id,
          departureId: departure.id,
          ...(autoPay ? { autoPay: true } : {}),
          ...(offer ? { waitlistToken: offer.token } : {}),
        }));
      } catch (cause) {
        const body = errorMessage(cause);
        showErrorToast({ title: 'Booking Failed', description: body.message ?? 'Failed to create booking' });
        return body.issues;
      }
    }
    try {
      // The same booking always answers the same PaymentIntent, so asking again is safe.
      const intent = await createIntent.mutateAsync(booking.id);
      setReservation({ fields: key, booking, intent });
      setStep({ name: 'payment', booking, intent });
    } catch (cause) {
      // A hold that has lapsed cannot be paid for: the next try makes a new booking.
      const lapsed = cause instanceof ApiError && cause.status === 409;
      setReservation(lapsed ? null : { fields: key, booking });
      showErrorToast({ title: 'Payment Setup Failed', description: errorMessage(cause).message ?? 'Failed to initialize payment. Please try again.' });
    }
    return undefined;
  }

  async function handlePaid(booking: Booking, intent: CreatePaymentIntentResponse, paymentIntentId: string) {
    const recorded = await record(booking.id, paymentIntentId);
    const amount = cents(intent.amount);
    depositToast(amount);
    setStep({
      name: 'paid',
      receipt: {
        depositAmount: formatUsd(amount),
        tripTitle: trip.title,
        email: booking.email,
        reference: booking.reference,
        balance: formatUsd(dollarsToCents(booking.remainingAmount)),
        balanceDueDate: dueDateOf(booking, departure),
        autoPayNote: autoPayNoteOf(recorded ?? booking),
      },
    });
  }

  function backToDetails() {
    setCameBack(true);
    setStep({ name: 'details' });
  }

  /** The seats went back while the card form was open: the next try makes a new booking. */
  function holdLapsed() {
    setReservation(null);
    showErrorToast({ title: 'Payment Failed', description: 'This booking’s hold has expired. Please book again.' });
    backToDetails();
  }

  return (
    <BookingLayout summary={<SelectedPackage trip={trip} departure={departure} />} onBack={step.name === 'payment' ? backToDetails : undefined}>
      {step.name === 'details' && notice}
      {step.name === 'details' && (
        <BookingInformationStep
          departures={trip.departures}
          departure={departure}
          onDepartureChange={chooseDeparture}
          pricePerPersonCents={dollarsToCents(departure.price)}
          values={values}
          onValuesChange={setValues}
          onSubmit={handleDetails}
          submitting={createBooking.isPending || createIntent.isPending}
          focusHeading={cameBack}
          heldSeats={offer?.entry.travelers}
        />
      )}
      {step.name === 'payment' && (
        <PaymentStep
          booking={step.booking}
          intent={step.intent}
          contactEmail={contactEmail}
          onSucceeded={(paymentIntentId) => handlePaid(step.booking, step.intent, paymentIntentId)}
          onHoldLapsed={holdLapsed}
          onEditDetails={backToDetails}
        />
      )}
      {step.name === 'paid' && <PaymentSuccess {...step.receipt} />}
    </BookingLayout>
  );
}
