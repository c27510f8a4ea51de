import { RetryAlert } from '../feedback/retry-alert';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { PaymentForm } from './payment-form';
import type { PaymentFormProps } from './payment-form-props';
import { PaymentFormLoading } from './payment-form-loading';

export type CardPaymentProps = Omit<PaymentFormProps, 'publishableKey'>;

/**
 * The card form this environment uses (`GET /api/config`), with its loading outline and a retry
 * when the settings cannot be read: the deposit step and a balance payment both pay through it.
 */
export function CardPayment(props: CardPaymentProps) {
  const config = useRuntimeConfig();
  if (config.isError) {
    return (
      <RetryAlert title="The payment form could not be loaded." announce={false} isRetrying={config.isFetching} onRetry={() => void config.refetch()} />
    );
  }
  if (config.isPending) return <PaymentFormLoading payLabel={props.payLabel} />;
  return <PaymentForm kind={config.data.payments.form} publishableKey={config.data.payments.publishableKey} {...props} />;
}
