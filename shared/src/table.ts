/**
 * The single-table layout: key attribute names, indexes and the TTL attribute. CDK creates the
 * table from this, the local stack creates the same table from this, and the store builds every
 * key through the builders below.
 */
export const tableLayout = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes expired items eventually, so every read still checks expiry. */
  ttlAttribute: 'expiresAt',
  indexes: {
    /** Items of one kind in order, e.g. all packages, bookings newest first. */
    byType: { name: 'byType', partitionKey: 'typePk', sortKey: 'typeSk' },
    /** Items that belong to one e-mail address, e.g. a customer's bookings. */
    byEmail: { name: 'byEmail', partitionKey: 'emailPk', sortKey: 'emailSk' },
  },
} as const;

export type IndexName = (typeof tableLayout.indexes)[keyof typeof tableLayout.indexes]['name'];

export const itemTypes = {
  package: 'PACKAGE',
  session: 'SESSION',
  inquiry: 'INQUIRY',
  subscriber: 'SUBSCRIBER',
} as const;

export function packageKey(id: string) {
  return { pk: `${itemTypes.package}#${id}`, sk: itemTypes.package };
}

/** Packages listed in catalogue order through the byType index. */
export function packageTypeKey(sortOrder: number) {
  return { typePk: itemTypes.package, typeSk: String(sortOrder).padStart(4, '0') };
}

/** Sessions are stored under the hash of their id, never the id itself. */
export function sessionKey(idHash: string) {
  return { pk: `${itemTypes.session}#${idHash}`, sk: itemTypes.session };
}

export function inquiryKey(id: string) {
  return { pk: `${itemTypes.inquiry}#${id}`, sk: itemTypes.inquiry };
}

/** Inquiries listed newest first through the byType index: the sort key starts with createdAt. */
export function inquiryTypeKey(createdAt: string, id: string) {
  return { typePk: itemTypes.inquiry, typeSk: `${createdAt}#${id}` };
}

/** One item per subscribed address, so subscribing twice finds the first. */
export function subscriberKey(email: string) {
  return { pk: `${itemTypes.subscriber}#${email}`, sk: itemTypes.subscriber };
}
