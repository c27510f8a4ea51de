import type { PaymentForm as PaymentFormKind } from '@sunward/shared/schemas/runtime-config';
import { Suspense, lazy } from 'react';
import { LocalCardForm } from './local-card-form';
import type { PaymentFormProps } from './payment-form-props';
import { PaymentFormLoading } from './payment-form-loading';

/** Stripe's form is its own chunk: the local form and every other page never download Stripe.js. */
const StripePaymentForm = lazy(() => import('./stripe-payment-form').then(({ StripePaymentForm }) => ({ default: StripePaymentForm })));

/** The card form this environment uses (`GET /api/config`): Stripe's Payment Element, or the local test-card form. */
export function PaymentForm({ kind, ...props }: PaymentFormProps & { kind: PaymentFormKind }) {
  if (kind === 'local-test-card') return <LocalCardForm {...props} />;
  return (
    <Suspense fallback={<PaymentFormLoading payLabel={props.payLabel} />}>
      <StripePaymentForm {...props} />
    </Suspense>
  );
}
