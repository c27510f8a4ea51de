import { bookingKey } from '@sunward/shared/table';
import type { AutoPayRecord, StoredInstallment } from './auto-pay-record';
import type { TransactItem } from './conditional-write';
import { tableName } from './dynamo-client';

/**
 * A plan's piece of a write on the booking item (decision 047). A DynamoDB transaction may touch
 * the booking item once, so a change to a plan that goes with another write on the booking (a
 * deposit, a balance payment, a cancel, a release, a refund) is a piece of that write's update
 * (`BookingUpdatePart`), merged into it by `withAutoPayWrites`, beside the timed work and mail it
 * adds. Every placeholder here starts with `#ap`/`:ap`, apart from the other writes' own.
 */

/** A piece of an UpdateItem on the booking: what it sets and removes, and what it requires. */
export interface BookingUpdatePart {
  set: string[];
  remove: string[];
  conditions: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** What a change to a plan writes: a piece of the booking's update, and other items (timed work, a mail). */
export interface AutoPayWrites {
  booking?: BookingUpdatePart;
  items: TransactItem[];
}

const planNames = {
  '#apPlan': 'autoPay',
  '#apState': 'state',
  '#apChanged': 'changedAt',
  '#apInst': 'installments',
};

export function emptyPart(): BookingUpdatePart {
  return { set: [], remove: [], conditions: [], names: { ...planNames }, values: {} };
}

/**
 * The part's own names and values that its expressions use: DynamoDB refuses an update that
 * declares a placeholder it does not use, and a part declares the plan's common names up front.
 */
function usedOnly(part: BookingUpdatePart, expressions: string): Pick<BookingUpdatePart, 'names' | 'values'> {
  const used = (placeholder: string) => new RegExp(`${placeholder}(?![A-Za-z0-9_])`).test(expressions);
  return {
    names: Object.fromEntries(Object.entries(part.names).filter(([placeholder]) => used(placeholder))),
    values: Object.fromEntries(Object.entries(part.values).filter(([placeholder]) => used(placeholder))),
  };
}

function sameKey(a: Record<string, unknown> | undefined, b: Record<string, unknown>): boolean {
  return a !== undefined && Object.entries(b).every(([name, value]) => a[name] === value);
}

/** Adds `clauses` to the `keyword` section of an update expression, making the section if it has none. */
function addToSection(expression: string, keyword: 'SET' | 'REMOVE', clauses: string[]): string {
  if (clauses.length === 0) return expression;
  const section = new RegExp(`\\b${keyword}\\s`);
  if (section.test(expression)) return expression.replace(section, `${keyword} ${clauses.join(', ')}, `);
  return `${expression} ${keyword} ${clauses.join(', ')}`.trim();
}

/**
 * A transaction with a plan's writes in it: its piece merged into the transaction's update of the
 * booking (a new update of its own when there is none), its items after the others, so the
 * cancellation reasons of the items before keep their places.
 */
export function withAutoPayWrites(transaction: readonly TransactItem[], bookingId: string, writes: AutoPayWrites | undefined): TransactItem[] {
  if (!writes) return [...transaction];
  const part = writes.booking;
  const key = bookingKey(bookingId);
  let merged = part === undefined;
  const items = transaction.map((item): TransactItem => {
    if (merged || !part || !item.Update || !sameKey(item.Update.Key, key)) return item;
    merged = true;
    const update = item.Update;
    const expression = addToSection(addToSection(update.UpdateExpression ?? '', 'SET', part.set), 'REMOVE', part.remove);
    const conditions = [update.ConditionExpression, ...part.conditions].filter((condition): condition is string => Boolean(condition));
    const condition = conditions.map((one) => `(${one})`).join(' AND ');
    const { names, values } = usedOnly(part, `${expression} ${condition}`);
    const allValues = { ...update.ExpressionAttributeValues, ...values };
    return {
      Update: {
        ...update,
        UpdateExpression: expression,
        ...(conditions.length > 0 ? { ConditionExpression: condition } : {}),
        ExpressionAttributeNames: { ...update.ExpressionAttributeNames, ...names },
        ...(Object.keys(allValues).length > 0 ? { ExpressionAttributeValues: allValues } : {}),
      },
    };
  });
  if (!merged && part) items.push(bookingUpdate(bookingId, part));
  return [...items, ...writes.items];
}

/** A plan's piece as an update of the booking of its own. */
export function bookingUpdate(bookingId: string, part: BookingUpdatePart): TransactItem {
  const expression = addToSection(addToSection('', 'SET', part.set), 'REMOVE', part.remove);
  const condition = part.conditions.map((one) => `(${one})`).join(' AND ');
  const { names, values } = usedOnly(part, `${expression} ${condition}`);
  return {
    Update: {
      TableName: tableName,
      Key: bookingKey(bookingId),
      UpdateExpression: expression,
      ...(condition ? { ConditionExpression: condition } : {}),
      ExpressionAttributeNames: names,
      ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/** The plan as read must still be there, in the state read: a charge, a switch-off or a stop in between refuses the write. */
export function planAsRead(part: BookingUpdatePart, plan: AutoPayRecord): void {
  part.conditions.push('#apPlan.#apState = :apSeenState', '#apPlan.#apChanged = :apSeenChanged');
  part.values[':apSeenState'] = plan.state;
  part.values[':apSeenChanged'] = plan.changedAt;
}

/** Sets one field of installment `index` (its position in the list, which no write reorders). */
export function setInstallment(part: BookingUpdatePart, index: number, field: keyof StoredInstallment, value: unknown): void {
  const name = `#apF${field}`;
  const placeholder = `:apI${index}${field}`;
  part.names[name] = field;
  part.values[placeholder] = value;
  part.set.push(`#apPlan.#apInst[${index}].${name} = ${placeholder}`);
}

export function removeInstallmentField(part: BookingUpdatePart, index: number, field: keyof StoredInstallment): void {
  const name = `#apF${field}`;
  part.names[name] = field;
  part.remove.push(`#apPlan.#apInst[${index}].${name}`);
}
