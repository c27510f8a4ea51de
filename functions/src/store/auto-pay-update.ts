import { bookingKey } from '@sunward/shared/table';
import type { AutoPayRecord, StoredInstallment } from './auto-pay-record';
import type { TransactItem } from './conditional-write';
import { tableName } from './dynamo-client';

/**
 * The pieces of one write on the booking item (decision 047). A DynamoDB transaction may touch
 * the booking item once, so a change to a plan that goes with another write on the booking (a
 * deposit, a balance payment, a cancel, a release, a refund) is a piece of that write's update:
 * each writer gives its piece (`BookingUpdatePart`) and `bookingUpdate` makes the one UpdateItem
 * from them all. Every piece names exactly the placeholders its clauses use (DynamoDB refuses an
 * update that declares one it does not use); the plan's start with `#ap`/`:ap`.
 */

/** A piece of an UpdateItem on the booking: what it sets and removes, what it requires, and the placeholders those use. */
export interface BookingUpdatePart {
  set: string[];
  remove: string[];
  conditions: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** What a change to a plan writes: a piece of the booking's update, and other items (timed work, a mail), last in the transaction. */
export interface AutoPayWrites {
  booking?: BookingUpdatePart;
  items: TransactItem[];
}

/** A plan's piece, to be filled: every clause of it is about the booking's `autoPay`. */
export function emptyPart(): BookingUpdatePart {
  return { set: [], remove: [], conditions: [], names: { '#apPlan': 'autoPay' }, values: {} };
}

/** The parts' placeholders in one map; two parts may share one only when they mean the same by it. */
function placeholders<T>(maps: (Record<string, T> | undefined)[]): Record<string, T> {
  const merged: Record<string, T> = {};
  for (const [placeholder, meaning] of maps.flatMap((map) => Object.entries(map ?? {}))) {
    if (placeholder in merged && merged[placeholder] !== meaning) throw new Error(`Two parts of one booking update use ${placeholder} for different things`);
    merged[placeholder] = meaning;
  }
  return merged;
}

/**
 * The one UpdateItem of the booking that the parts make together: their clauses in one SET and one
 * REMOVE, in the order of the parts, and every part's conditions required. A condition is given
 * without parentheses around it: each is put in its own, and DynamoDB refuses redundant ones.
 */
export function bookingUpdate(bookingId: string, ...parts: (Partial<BookingUpdatePart> | undefined)[]): TransactItem {
  const set = parts.flatMap((part) => part?.set ?? []);
  const remove = parts.flatMap((part) => part?.remove ?? []);
  const conditions = parts.flatMap((part) => part?.conditions ?? []);
  const names = placeholders(parts.map((part) => part?.names));
  const values = placeholders(parts.map((part) => part?.values));
  const sections = [set.length > 0 ? `SET ${set.join(', ')}` : '', remove.length > 0 ? `REMOVE ${remove.join(', ')}` : ''];
  return {
    Update: {
      TableName: tableName,
      Key: bookingKey(bookingId),
      UpdateExpression: sections.filter(Boolean).join(' '),
      ...(conditions.length > 0 ? { ConditionExpression: conditions.map((condition) => `(${condition})`).join(' AND ') } : {}),
      ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
      ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/** The plan as read must still be there, in the state read: a charge, a switch-off or a stop in between refuses the write. */
export function planAsRead(part: BookingUpdatePart, plan: AutoPayRecord): void {
  part.names['#apState'] = 'state';
  part.names['#apChanged'] = 'changedAt';
  part.conditions.push('#apPlan.#apState = :apSeenState', '#apPlan.#apChanged = :apSeenChanged');
  part.values[':apSeenState'] = plan.state;
  part.values[':apSeenChanged'] = plan.changedAt;
}

/** Sets one field of installment `index` (its position in the list, which no write reorders). */
export function setInstallment(part: BookingUpdatePart, index: number, field: keyof StoredInstallment, value: unknown): void {
  const name = `#apF${field}`;
  const placeholder = `:apI${index}${field}`;
  part.names['#apInst'] = 'installments';
  part.names[name] = field;
  part.values[placeholder] = value;
  part.set.push(`#apPlan.#apInst[${index}].${name} = ${placeholder}`);
}

export function removeInstallmentField(part: BookingUpdatePart, index: number, field: keyof StoredInstallment): void {
  const name = `#apF${field}`;
  part.names['#apInst'] = 'installments';
  part.names[name] = field;
  part.remove.push(`#apPlan.#apInst[${index}].${name}`);
}
