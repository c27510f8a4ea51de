import { Alert, Button } from '@chakra-ui/react';
import { type Cents, formatUsd } from '@sunward/shared/money';
import type { Booking } from '@sunward/shared/schemas/booking';
import { useEffect, useRef } from 'react';
import { BalancePaymentForm } from '../../../components/payments/balance-payment-form';
import { useCreateBalancePaymentIntent } from '../api/create-balance-payment-intent';
import { useRecordAdditionalPayment } from '../api/record-additional-payment';

export interface BalancePaymentProps {
  booking: Booking;
  balanceDue: Cents;
  /** 'Cancel' or 'Cancel Payment': back to the booking. */
  onCancel: () => void;
  /** After the card payment succeeded (and was recorded, or the traveller was told to refresh). */
  onPaid: (amount: Cents) => void;
}

/**
 * Spec §4, 'Make a Payment' on one booking: the shared balance form with the signed-in
 * traveller's calls; recording reloads the bookings and that booking's history.
 */
export function BalancePayment({ booking, balanceDue, onCancel, onPaid }: BalancePaymentProps) {
  const createIntent = useCreateBalancePaymentIntent();
  const record = useRecordAdditionalPayment();
  return (
    <BalancePaymentForm
      balanceDue={balanceDue}
      startPayment={(amount) => createIntent.mutateAsync({ bookingId: booking.id, amount })}
      recordPayment={(amount, paymentIntentId) => record.mutateAsync({ bookingId: booking.id, paymentIntentId, amount })}
      onCancel={onCancel}
      onPaid={onPaid}
    />
  );
}

/** After a balance payment: what was paid, and a way back to the booking. */
export function BalancePaid({ amount, onDone }: { amount: Cents; onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert.Root ref={ref} tabIndex={-1} status="success" rounded="lg" alignItems="center" _focusVisible={{ outline: 'none' }}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Payment received</Alert.Title>
        <Alert.Description>Thank you! {formatUsd(amount)} has been added to your booking.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="green" bg="bg.panel" onClick={onDone}>
        Done
      </Button>
    </Alert.Root>
  );
}
