import type { RuntimeConfig } from '@sunward/shared/schemas/runtime-config';
import { readBrowserPaymentSettings } from '../settings/payments';

const settings = readBrowserPaymentSettings();

/**
 * What the browser learns at run time: which card form to show, and the publishable key. Both are
 * plain settings, so this route reads no secret.
 */
export function runtimeConfig(): Promise<RuntimeConfig> {
  return Promise.resolve({ payments: { form: settings.PAYMENT_FORM, publishableKey: settings.STRIPE_PUBLISHABLE_KEY } });
}
