import type Stripe from 'stripe';
import { invalidRequest } from './stripe-errors';
import { listObject } from './stripe-objects';

/** One page of a list, newest first: `limit` (1–100, default 10) items after `starting_after`. */
export function page<T extends { id: string }>(url: string, items: T[], params: URLSearchParams): Stripe.ApiList<T> {
  const limit = Number(params.get('limit') ?? '10');
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalidRequest(400, `Invalid integer: ${params.get('limit')}`, { code: 'parameter_invalid_integer', param: 'limit' });
  }
  const after = params.get('starting_after');
  const from = after ? items.findIndex((item) => item.id === after) + 1 : 0;
  if (after && from === 0) throw invalidRequest(400, `No such object: '${after}'`, { code: 'resource_missing', param: 'starting_after' });
  return listObject(url, items.slice(from, from + limit), items.length > from + limit);
}

/** Newest first, as Stripe lists; records made in the same second keep the order they were made in, reversed. */
export function newestFirst<T extends { created: number }>(items: T[]): T[] {
  return [...items].reverse().sort((a, b) => b.created - a.created);
}
