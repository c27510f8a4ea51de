import { cents } from '@sunward/shared/money';
import { MIN_BALANCE_PAYMENT_CENTS, PaymentIntentId } from '@sunward/shared/schemas/payment';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { showSuccessToast } from '../../components/feedback/toaster';
import { showPaymentFailedToast } from '../../components/payments/payment-toasts';
import { useRecordAdditionalPayment } from './api/record-additional-payment';

/** Query parameters of a balance payment's return address, and those Stripe adds to it. */
const RETURN_PARAMS = ['booking', 'amount', 'payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/** Where Stripe sends the browser back when a payment method needed a redirect: the booking and the amount in cents ride along. */
export function balanceReturnUrl(bookingId: string, amount: number): string {
  const url = new URL('/my-booking', window.location.href);
  url.search = new URLSearchParams({ booking: bookingId, amount: String(amount) }).toString();
  return url.toString();
}

/**
 * Back from a payment method that redirected (Stripe's `return_url`): the parameters leave the
 * address bar, and a succeeded payment is recorded as the card form would have (the webhook
 * records it too), then the bookings reload.
 */
export function useBalancePaymentReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const record = useRecordAdditionalPayment();
  const handled = useRef(false);

  useEffect(() => {
    const bookingId = searchParams.get('booking');
    const paymentIntentId = PaymentIntentId.safeParse(searchParams.get('payment_intent'));
    const amount = Number(searchParams.get('amount'));
    const status = searchParams.get('redirect_status');
    if (handled.current || !bookingId || !status) return;
    handled.current = true;
    setSearchParams(
      (params) => {
        for (const name of RETURN_PARAMS) params.delete(name);
        return params;
      },
      { replace: true },
    );
    if (status !== 'succeeded' || !paymentIntentId.success || !Number.isSafeInteger(amount) || amount < MIN_BALANCE_PAYMENT_CENTS) {
      showPaymentFailedToast();
      return;
    }
    record.mutate(
      { bookingId, paymentIntentId: paymentIntentId.data, amount: cents(amount) },
      {
        onSuccess: () => showSuccessToast({ title: 'Payment Successful', description: 'Your payment has been received.' }),
        onError: () => showSuccessToast({ title: 'Payment Processed', description: 'Your payment was successful. Please refresh to see updated balance.' }),
      },
    );
    // Runs once, for the address the page opened with.
  }, []);
}
