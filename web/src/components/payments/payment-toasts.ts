import { showErrorToast } from '../feedback/toaster';

/** Spec §8: the card was refused (the provider's message) or confirming it threw. */
export function showPaymentFailedToast(providerMessage?: string): void {
  showErrorToast({ title: 'Payment Failed', description: providerMessage || 'An error occurred during payment processing.' });
}

/** Spec §5: paying before the card form has loaded. */
export function showPaymentLoadingToast(): void {
  showErrorToast({ title: 'Payment System Loading', description: 'Please wait for the payment form to load completely.' });
}
