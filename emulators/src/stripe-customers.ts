import type Stripe from 'stripe';
import { noSuch } from './stripe-errors';
import { type FormObject, formObject, formText } from './stripe-form';
import { newId, nowSeconds } from './stripe-objects';
import type { StubContext } from './stripe-state';

/** A Customer as the stub keeps it: who a saved card belongs to. */
export interface CustomerRecord {
  id: string;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** A Customer as the pinned version answers it; the billing fields this product never sets are empty. */
export function customerObject(customer: CustomerRecord): Stripe.Customer {
  return {
    id: customer.id,
    object: 'customer',
    address: null,
    balance: 0,
    created: customer.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: customer.description,
    discount: null,
    email: customer.email,
    invoice_prefix: customer.id.slice(4, 12).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: customer.metadata,
    name: customer.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function createCustomer(context: StubContext, form: FormObject): CustomerRecord {
  const customer: CustomerRecord = {
    id: newId('cus'),
    email: formText(form, 'email') ?? null,
    name: formText(form, 'name') ?? null,
    description: formText(form, 'description') ?? null,
    metadata: formObject(form, 'metadata'),
    created: nowSeconds(),
  };
  context.state.customers = { ...context.state.customers, [customer.id]: customer };
  context.save();
  return customer;
}

export function findCustomer(context: StubContext, id: string, param = 'id'): CustomerRecord {
  const customer = context.state.customers?.[id];
  if (!customer) throw noSuch('customer', id, param);
  return customer;
}
