import type { RuntimeConfig } from '@sunward/shared/schemas/runtime-config';
import { browserPaymentSettings } from '../adapters/payment-keys';

/** What the browser learns at run time: which card form to show, and the publishable key. */
export async function runtimeConfig(): Promise<RuntimeConfig> {
  return { payments: await browserPaymentSettings() };
}
