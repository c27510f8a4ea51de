/**
 * How often the contact form may mail one address: the acknowledgement goes to whatever address
 * the visitor typed, so without a limit the form would let anyone send our mails to anyone. One
 * acknowledgement per address per hour; the inquiry itself is always kept and the agency always
 * told. The store claims the window with a conditional write, so two inquiries at once send one.
 */
export const INQUIRY_ACKNOWLEDGEMENT_WINDOW_SECONDS = 60 * 60;

/**
 * Until when an acknowledgement sent at `sentAt` keeps the next one to that address back: from
 * this instant on (inclusive) the address may be acknowledged again.
 */
export function acknowledgementQuietUntil(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INQUIRY_ACKNOWLEDGEMENT_WINDOW_SECONDS * 1000);
}
