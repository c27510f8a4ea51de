/**
 * The short reference a traveller quotes on the phone: `SGT-` and six characters from an alphabet
 * without look-alikes (no 0/O, 1/I/L). 31⁶ ≈ 887 million references; the store keeps them unique.
 */
export const BOOKING_REFERENCE_PREFIX = 'SGT-';
export const BOOKING_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const BOOKING_REFERENCE_LENGTH = 6;

const referencePattern = new RegExp(`^${BOOKING_REFERENCE_PREFIX}[${BOOKING_REFERENCE_ALPHABET}]{${BOOKING_REFERENCE_LENGTH}}$`);

/**
 * A new reference from a source of random indexes: `randomIndex(n)` answers a uniform whole
 * number in [0, n). The server passes a CSPRNG (`crypto.randomInt`); the rule itself has no I/O.
 */
export function newBookingReference(randomIndex: (size: number) => number): string {
  let code = '';
  for (let position = 0; position < BOOKING_REFERENCE_LENGTH; position++) {
    const index = randomIndex(BOOKING_REFERENCE_ALPHABET.length);
    const character = BOOKING_REFERENCE_ALPHABET[index];
    if (!Number.isInteger(index) || character === undefined) throw new RangeError(`Not an index into the alphabet: ${index}`);
    code += character;
  }
  return `${BOOKING_REFERENCE_PREFIX}${code}`;
}

/** Whether text is a booking reference as the system writes it (upper case, with the prefix). */
export function isBookingReference(text: string): boolean {
  return referencePattern.test(text);
}

/**
 * A reference for a booking stored before references existed, derived from its id so it reads
 * the same on every call. It is not reserved in the table, so it may in principle equal another
 * booking's; only old local data has such bookings.
 */
export function derivedBookingReference(bookingId: string): string {
  // cyrb53: a fast, well-spread 53-bit string hash; no crypto needed for a stable label.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < bookingId.length; i++) {
    const code = bookingId.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  let hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  const size = BOOKING_REFERENCE_ALPHABET.length;
  return newBookingReference(() => {
    const index = hash % size;
    hash = Math.floor(hash / size);
    return index;
  });
}
