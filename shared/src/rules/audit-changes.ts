import type { AuditValue } from '../schemas/catalogue-admin';

export interface AuditChange {
  field: string;
  from: AuditValue;
  to: AuditValue;
}

function same(a: AuditValue, b: AuditValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, i) => value === b[i]);
  return a === b;
}

/**
 * What a change does to a record, field by field, in the order of `after`: only the fields it
 * names whose value differs. A field left out of `after` does not change; `null` is a value
 * (a departure's own price taken away, say).
 */
export function auditChanges<K extends string>(
  before: Readonly<Record<K, AuditValue>>,
  after: Readonly<Partial<Record<K, AuditValue | undefined>>>,
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of Object.keys(after) as K[]) {
    const to = after[field];
    if (to === undefined) continue;
    const from = before[field];
    if (!same(from, to)) changes.push({ field, from, to });
  }
  return changes;
}

/** The words the audit trail shows for a field. */
export const auditFieldLabels: Readonly<Record<string, string>> = {
  departureDate: 'Departure date',
  returnDate: 'Return date',
  capacity: 'Capacity',
  price: 'Price',
  balanceDueDate: 'Balance due',
  state: 'State',
  highlights: 'Highlights',
  isSoldOut: 'Sold out',
  unpaidHold: 'Unpaid hold',
  booking: 'Booking',
  forfeited: 'Kept (forfeited)',
};
