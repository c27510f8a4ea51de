import type { RouteDefinition } from '../route-definition';
import { PayLinkAuthentication, UpcomingCharges } from '../schemas/installments';
import { PayLinkRequest } from '../schemas/pay-link';

/*
 * Automatic installments as they are charged (decision 047). The authentication call is made by
 * the pay link's page (decision 043), with the token in the body like the link's other calls.
 */

/** The installment charge that waits for the traveller's authentication, for the pay link's page to confirm; 409 when none does. */
export const startPayLinkAuthentication = {
  method: 'POST',
  path: '/api/pay-links/authentication',
  handler: 'start-pay-link-authentication',
  access: 'public',
  request: PayLinkRequest,
  response: PayLinkAuthentication,
} as const satisfies RouteDefinition;

/** Admin only: the next charge of every plan that still charges, soonest first. */
export const listUpcomingInstallments = {
  method: 'GET',
  path: '/api/installments/upcoming',
  handler: 'list-upcoming-installments',
  access: 'admin',
  response: UpcomingCharges,
} as const satisfies RouteDefinition;
