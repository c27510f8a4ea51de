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
  /** The table's change stream, which brings each mail of the outbox to its worker (decision 021). */
  streamView: 'NEW_IMAGE',
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
  /** One per departure of a trip, in its package's partition (decision 016). */
  departure: 'DEPARTURE',
  session: 'SESSION',
  inquiry: 'INQUIRY',
  /** When an e-mail address may next get an inquiry acknowledgement, for the throttle. */
  inquiryAcknowledgement: 'INQUIRY_ACK',
  /** How many inquiries one e-mail address sent in one clock hour, for the limit. */
  inquiryCount: 'INQUIRY_COUNT',
  subscriber: 'SUBSCRIBER',
  /** A newsletter confirmation link's token, under its hash (decision 039). */
  newsletterConfirmation: 'NEWSLETTER_CONFIRMATION',
  booking: 'BOOKING',
  /** One per unpaid booking while it holds seats (decision 010). */
  hold: 'HOLD',
  /** The unpaid holds of one client address or IPv6 /64, for the cap (decision 037). */
  clientHolds: 'CLIENT_HOLDS',
  payment: 'PAYMENT',
  /** One per booking reference in use, so no two bookings share one. */
  bookingReference: 'BOOKINGREF',
  /** The one live one-time code of an e-mail address (decision 013). */
  oneTimeCode: 'CODE',
  /** When an e-mail address last asked for codes, for the throttle (decision 013). */
  codeRequests: 'CODE_REQUESTS',
  /** Failed admin sign-ins of one username or one client IP, for the throttle (decision 015). */
  signInFailures: 'SIGNIN_FAILURES',
  /** One per booking on a departure, in its trip's manifest partition (decision 017). */
  manifestEntry: 'MANIFEST',
  /** One per operator change to a trip or its departures (decision 017). */
  auditEntry: 'AUDIT',
  /** One per e-mail to send, written with the change that causes it (the outbox, decision 021). */
  mail: 'MAIL',
  /** The byType partition of mails that failed every attempt, for the operator to replay. */
  deadMail: 'MAIL_DEAD',
  /** One action due at a time, of one kind for one subject (timed work, decision 042). */
  timedWork: 'DUE',
  /** A pay link's token, under its hash: pays one booking's balance without a code (decision 043). */
  payLink: 'PAYLINK',
  /** One per address waiting for seats on a departure, in the departure's waitlist partition (decision 053). */
  waitlistEntry: 'WAITLIST',
  /** A waitlist mail's link token, under its hash: opens one entry (decision 053). */
  waitlistLink: 'WAITLIST_LINK',
} as const;

export function packageKey(id: string) {
  return { pk: `${itemTypes.package}#${id}`, sk: itemTypes.package };
}

/** Packages listed in catalogue order through the byType index. */
export function packageTypeKey(sortOrder: number) {
  return { typePk: itemTypes.package, typeSk: String(sortOrder).padStart(4, '0') };
}

export const departureSortPrefix = `${itemTypes.departure}#`;

/**
 * A departure lives in its trip's partition, so one Query reads a trip with all its departures.
 * The sort key holds the id, never the date: bookings and holds point at it, and the operator
 * may move a date.
 */
export function departureKey(packageId: string, departureId: string) {
  return { pk: packageKey(packageId).pk, sk: `${departureSortPrefix}${departureId}` };
}

/** Departures of every trip listed by date through the byType index. */
export function departureTypeKey(departureDate: string, packageId: string, departureId: string) {
  return { typePk: itemTypes.departure, typeSk: `${departureDate}#${packageId}#${departureId}` };
}

/**
 * The lowest departure sort key after `today` (`YYYY-MM-DD`): every departure of a later date
 * sorts above it, every one of today or earlier below (`~` sorts after any id).
 */
export function departuresAfter(today: string): string {
  return `${today}#~`;
}

/** Sessions are stored under the hash of their id, never the id itself. */
export function sessionKey(idHash: string) {
  return { pk: `${itemTypes.session}#${idHash}`, sk: itemTypes.session };
}

/**
 * An admin's sessions listed through the byType index (decision 036), so 'Sign out everywhere'
 * finds every one of them; customers' sessions are not in the index.
 */
export function adminSessionTypeKey(username: string, idHash: string) {
  return { typePk: `${itemTypes.session}#admin#${username.toLowerCase()}`, typeSk: idHash };
}

export function inquiryKey(id: string) {
  return { pk: `${itemTypes.inquiry}#${id}`, sk: itemTypes.inquiry };
}

/** Inquiries listed newest first through the byType index: the sort key starts with createdAt. */
export function inquiryTypeKey(createdAt: string, id: string) {
  return { typePk: itemTypes.inquiry, typeSk: `${createdAt}#${id}` };
}

/**
 * The last inquiry acknowledgement of one address: one item, claimed by a conditional put, so two
 * inquiries at once cannot both send one. Not in the byType index, so the inquiry list never sees it.
 */
export function inquiryAcknowledgementKey(email: string) {
  return { pk: `${itemTypes.inquiryAcknowledgement}#${email}`, sk: itemTypes.inquiryAcknowledgement };
}

/** The inquiries of one address in one clock hour (`shared/src/rules/inquiry-limit.ts`). */
export function inquiryCountKey(email: string, windowStart: string) {
  return { pk: `${itemTypes.inquiryCount}#${email}#${windowStart}`, sk: itemTypes.inquiryCount };
}

/**
 * One item per address that asked for the newsletter, so asking twice finds the first; pending
 * until a confirmation link is followed (decision 039).
 */
export function subscriberKey(email: string) {
  return { pk: `${itemTypes.subscriber}#${email}`, sk: itemTypes.subscriber };
}

/**
 * Only confirmed subscribers are in the byType index, by when they confirmed: listing or counting
 * the subscribers through it never sees an address nobody confirmed.
 */
export function subscriberTypeKey(confirmedAt: string, email: string) {
  return { typePk: itemTypes.subscriber, typeSk: `${confirmedAt}#${email}` };
}

/** A confirmation link's token, stored only as its SHA-256 (hex), so the table holds no working link. */
export function newsletterConfirmationKey(tokenHash: string) {
  return { pk: `${itemTypes.newsletterConfirmation}#${tokenHash}`, sk: itemTypes.newsletterConfirmation };
}

export function bookingKey(id: string) {
  return { pk: `${itemTypes.booking}#${id}`, sk: itemTypes.booking };
}

/** Bookings listed newest first through the byType index: the sort key starts with createdAt. */
export function bookingTypeKey(createdAt: string, id: string) {
  return { typePk: itemTypes.booking, typeSk: `${createdAt}#${id}` };
}

export const bookingEmailPrefix = `${itemTypes.booking}#`;

/** A customer's bookings through the byEmail index; the prefix keeps other kinds of the same e-mail apart. */
export function bookingEmailKey(email: string, createdAt: string, id: string) {
  return { emailPk: email, emailSk: `${bookingEmailPrefix}${createdAt}#${id}` };
}

/** Reserves a booking reference (`SGT-…`): put only if absent, in the booking's own transaction. */
export function bookingReferenceKey(reference: string) {
  return { pk: `${itemTypes.bookingReference}#${reference}`, sk: itemTypes.bookingReference };
}

/** The seat hold of an unpaid booking, deleted when the booking is paid or the hold expires. */
export function holdKey(bookingId: string) {
  return { pk: `${itemTypes.hold}#${bookingId}`, sk: itemTypes.hold };
}

/** Holds listed by when they lapse through the byType index, so the expiry job reads only those due. */
export function holdTypeKey(holdExpiresAt: string, bookingId: string) {
  return { typePk: itemTypes.hold, typeSk: `${holdExpiresAt}#${bookingId}` };
}

/**
 * The highest hold sort key due at `now`: every `holdExpiresAt#id` with `holdExpiresAt <= now`
 * sorts at or below it (ISO timestamps of one format sort as text; `~` sorts after any id).
 */
export function holdsDueUpTo(now: Date): string {
  return `${now.toISOString()}#~`;
}

/**
 * The bookings one client address (an IPv4 address or an IPv6 /64, `rules/client-address.ts`)
 * made that may still hold seats unpaid, with their seats: one item, written in each booking's
 * transaction on condition that the seats stay within the cap, so bookings at once cannot pass
 * it together (decision 037).
 */
export function clientHoldsKey(addressKey: string) {
  return { pk: `${itemTypes.clientHolds}#${addressKey}`, sk: itemTypes.clientHolds };
}

/**
 * A recorded payment lives in its booking's partition, keyed by the PaymentIntent id: writing it
 * only if absent is what makes a payment count once.
 */
export function paymentKey(bookingId: string, paymentIntentId: string) {
  return { pk: bookingKey(bookingId).pk, sk: `${itemTypes.payment}#${paymentIntentId}` };
}

export const paymentSortPrefix = `${itemTypes.payment}#`;

/**
 * The live one-time code of an address: one item, so a new code replaces the old one. Kept apart
 * from the address's request history so that using a code up (deleting it) leaves the throttle.
 */
export function oneTimeCodeKey(email: string) {
  return { pk: `${itemTypes.oneTimeCode}#${email}`, sk: itemTypes.oneTimeCode };
}

/** When one address asked for its codes in the last hour. */
export function codeRequestsKey(email: string) {
  return { pk: `${itemTypes.codeRequests}#${email}`, sk: itemTypes.codeRequests };
}

/** Failed admin sign-ins counted for one username (lower-cased) or one client IP (decision 015). */
export function signInFailuresKey(scope: 'user' | 'ip', value: string) {
  return { pk: `${itemTypes.signInFailures}#${scope}#${value}`, sk: itemTypes.signInFailures };
}

/**
 * A booking's line in its trip's manifest (decision 017): a partition of its own per trip, so the
 * booking path's Query of the trip never reads it, and one departure's bookings are a
 * `begins_with` on the sort key. `#` ends the departure id, so `2027-07-08` never matches
 * `2027-07-08-2`.
 */
export function manifestEntryKey(packageId: string, departureId: string, bookingId: string) {
  return { pk: manifestPartition(packageId), sk: `${manifestDeparturePrefix(departureId)}${bookingId}` };
}

export function manifestPartition(packageId: string): string {
  return `${itemTypes.manifestEntry}#${packageId}`;
}

export function manifestDeparturePrefix(departureId: string): string {
  return `${departureId}#`;
}

/** An audit entry of a trip: the sort key starts with when it happened, so newest first is a reversed Query. */
export function auditEntryKey(packageId: string, at: string, id: string) {
  return { pk: auditPartition(packageId), sk: `${at}#${id}` };
}

export function auditPartition(packageId: string): string {
  return `${itemTypes.auditEntry}#${packageId}`;
}

/**
 * A mail in the outbox (decision 021). Its own partition: the stream worker reads and updates it
 * by id, and `pk` beginning with `MAIL#` is what the stream's filter matches.
 */
export function mailKey(id: string) {
  return { pk: `${itemTypes.mail}#${id}`, sk: itemTypes.mail };
}

export const mailPartitionPrefix = `${itemTypes.mail}#`;

export const mailEmailPrefix = `${itemTypes.mail}#`;

/**
 * The mails to one address through the byEmail index, oldest first. Their partition is
 * `MAIL#<address>`, never the bare address its bookings are listed under, so a Query grant that
 * keeps out `MAIL#*` reads an address's bookings and none of its mails (decision 038).
 */
export function mailEmailKey(to: string, createdAt: string, id: string) {
  return { emailPk: mailEmailPartition(to), emailSk: `${mailEmailPrefix}${createdAt}#${id}` };
}

export function mailEmailPartition(to: string): string {
  return `${mailEmailPrefix}${to.toLowerCase()}`;
}

/** A mail that failed every attempt, listed through the byType index until it is replayed. */
export function deadMailTypeKey(createdAt: string, id: string) {
  return { typePk: itemTypes.deadMail, typeSk: `${createdAt}#${id}` };
}

/**
 * Timed work (decision 042): the next action of one kind for one subject (a booking's next balance
 * reminder, say). One item per kind and subject, so moving or replacing the action is one write,
 * and downtime leaves one item waiting, never a queue of stale ones.
 */
export function timedWorkKey(kind: string, subjectId: string) {
  return { pk: `${itemTypes.timedWork}#${kind}#${subjectId}`, sk: itemTypes.timedWork };
}

/**
 * A departure's waitlist (decision 053): one partition per departure, so one Query reads its whole
 * line, and one item per address, so an address holds at most one entry in it.
 */
export function waitlistEntryKey(packageId: string, departureId: string, email: string) {
  return { pk: waitlistPartition(packageId, departureId), sk: `${waitlistEntrySortPrefix}${email.toLowerCase()}` };
}

export function waitlistPartition(packageId: string, departureId: string): string {
  return `${itemTypes.waitlistEntry}#${packageId}#${departureId}`;
}

export const waitlistEntrySortPrefix = 'ENTRY#';

/** A waitlist link's token, stored only as its SHA-256 (hex): a leaked table opens no entry. */
export function waitlistLinkKey(tokenHash: string) {
  return { pk: `${itemTypes.waitlistLink}#${tokenHash}`, sk: itemTypes.waitlistLink };
}

/** Timed work listed by when it is due through the byType index, so the job reads only what is due. */
export function timedWorkTypeKey(dueAt: string, kind: string, subjectId: string) {
  return { typePk: itemTypes.timedWork, typeSk: `${dueAt}#${kind}#${subjectId}` };
}

/** The highest timed-work sort key due at `now` (as `holdsDueUpTo`). */
export function timedWorkDueUpTo(now: Date): string {
  return `${now.toISOString()}#~`;
}

/**
 * That a booking's balance reminder of one kind for one due date went out (decision 042): in the
 * booking's partition, put only if absent in the reminder's own transaction, so each is sent once.
 */
export function reminderSentKey(bookingId: string, kind: string, dueDate: string) {
  return { pk: bookingKey(bookingId).pk, sk: `REMINDER#${kind}#${dueDate}` };
}

/** A note the operator wrote on a booking, in its partition: the sort key starts with when, so a Query lists them in order. */
export function bookingNoteKey(bookingId: string, at: string, id: string) {
  return { pk: bookingKey(bookingId).pk, sk: `${bookingNotePrefix}${at}#${id}` };
}

export const bookingNotePrefix = 'NOTE#';

/** When a mail was last sent again for a booking, in its partition: one item, so the limit holds per booking. */
export function mailResendKey(bookingId: string) {
  return { pk: bookingKey(bookingId).pk, sk: 'MAIL_RESEND' };
}

/** A pay link's token is stored only as its SHA-256 (hex), so the table holds no working link. */
export function payLinkKey(tokenHash: string) {
  return { pk: `${itemTypes.payLink}#${tokenHash}`, sk: itemTypes.payLink };
}

/** A kind of item: the start of its partition key, up to the first `#` (`BOOKING#…`). */
export type ItemKind = (typeof itemTypes)[keyof typeof itemTypes];

/**
 * The kinds each index lists, each with the partition keys a Query of it names for that kind, as
 * an IAM `StringLike` pattern: what `dynamodb:LeadingKeys` sees when a function queries the index
 * (decision 038). In byType the partition is the kind itself. In byEmail a mail's partition is
 * `MAIL#<address>`, but a booking's is its bare address, which no pattern tells apart from other
 * text (`undefined`): a grant can keep mails out of a booking reader's reach, not name bookings.
 */
export const indexLeadingKeys = {
  byType: {
    [itemTypes.package]: itemTypes.package,
    [itemTypes.departure]: itemTypes.departure,
    [itemTypes.inquiry]: itemTypes.inquiry,
    // Confirmed subscribers only (decision 039).
    [itemTypes.subscriber]: itemTypes.subscriber,
    [itemTypes.booking]: itemTypes.booking,
    [itemTypes.hold]: itemTypes.hold,
    [itemTypes.deadMail]: itemTypes.deadMail,
    [itemTypes.timedWork]: itemTypes.timedWork,
    // One partition per admin: `SESSION#admin#<username>` (decision 036).
    [itemTypes.session]: `${itemTypes.session}#admin#*`,
  },
  byEmail: {
    [itemTypes.booking]: undefined,
    [itemTypes.mail]: `${mailEmailPrefix}*`,
  },
} as const satisfies Record<IndexName, Partial<Record<ItemKind, string | undefined>>>;

/** The kinds of item one index lists. */
export type IndexedKind<Name extends IndexName> = keyof (typeof indexLeadingKeys)[Name] & ItemKind;

/** Whether a value matches an IAM `StringLike` pattern: `*` any run of characters, `?` any one. */
export function matchesStringLike(pattern: string, value: string): boolean {
  const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*').replaceAll('?', '.');
  return new RegExp(`^${source}$`, 's').test(value);
}

/**
 * The kind of the items in the index partition a Query names, or undefined for a partition this
 * layout never writes. A byEmail partition that matches no pattern and has no `#` is an address.
 */
export function kindOfIndexPartition(index: IndexName, partition: string): ItemKind | undefined {
  const keys = Object.entries(indexLeadingKeys[index] as Readonly<Record<string, string | undefined>>);
  const named = keys.find(([, pattern]) => pattern !== undefined && matchesStringLike(pattern, partition));
  const unnamed = keys.find(([, pattern]) => pattern === undefined);
  return (named ?? (partition.includes('#') ? undefined : unnamed))?.[0] as ItemKind | undefined;
}

/**
 * The kind of an item an index returned: in byType its partition's, in byEmail the start of its
 * sort key (`BOOKING#…`, `MAIL#…`), whatever partition the item was written under.
 */
export function kindOfIndexItem(index: IndexName, item: Readonly<Record<string, unknown>>): string | undefined {
  const { byType, byEmail } = tableLayout.indexes;
  if (index === byType.name) return kindOfIndexPartition(index, String(item[byType.partitionKey]));
  return String(item[byEmail.sortKey]).split('#')[0];
}
