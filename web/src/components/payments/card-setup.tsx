import { Suspense, lazy } from 'react';
import { RetryAlert } from '../feedback/retry-alert';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { LocalSetupForm } from './local-setup-form';
import { PaymentFormLoading } from './payment-form-loading';
import type { SetupFormProps } from './setup-form-props';

/** Stripe's form is its own chunk, as for payments: the local form never downloads Stripe.js. */
const StripeSetupForm = lazy(() => import('./stripe-setup-form').then(({ StripeSetupForm }) => ({ default: StripeSetupForm })));

export type CardSetupProps = Omit<SetupFormProps, 'publishableKey'>;

/**
 * The form that saves a card for automatic payments, in the form this environment uses
 * (`GET /api/config`): Stripe's Payment Element, or the local test-card form.
 */
export function CardSetup(props: CardSetupProps) {
  const config = useRuntimeConfig();
  if (config.isError) {
    return <RetryAlert title="The card form could not be loaded." announce={false} isRetrying={config.isFetching} onRetry={() => void config.refetch()} />;
  }
  if (config.isPending) return <PaymentFormLoading payLabel={props.submitLabel} />;
  const { form, publishableKey } = config.data.payments;
  if (form === 'local-test-card') return <LocalSetupForm publishableKey={publishableKey} {...props} />;
  return (
    <Suspense fallback={<PaymentFormLoading payLabel={props.submitLabel} />}>
      <StripeSetupForm publishableKey={publishableKey} {...props} />
    </Suspense>
  );
}
