import type { WaitlistEntryView } from '@sunward/shared/schemas/waitlist';
import type { BookingFormValues } from './booking-form-values';

/** A waitlist offer the booking form books (decision 053): the link's token and the entry it opened. */
export interface WaitlistOffer {
  token: string;
  entry: WaitlistEntryView;
}

/** The message the API gives a booking from an offer that is no longer open; the form says it before trying. */
export const OFFER_ENDED = 'This offer has ended';

/** Whether the entry's seats are still held for it at `now`. */
export function isOfferOpen(entry: WaitlistEntryView, now: Date): boolean {
  return entry.state === 'offered' && entry.offerExpiresAt !== null && Date.parse(entry.offerExpiresAt) > now.getTime();
}

/**
 * The form filled in from the entry: its name split at the last space (first names may be
 * several words), its e-mail and phone, and its travellers, which the form does not let change.
 */
export function offerFormValues(entry: WaitlistEntryView, empty: BookingFormValues): BookingFormValues {
  const name = entry.name.trim();
  const cut = name.lastIndexOf(' ');
  return {
    ...empty,
    firstName: cut > 0 ? name.slice(0, cut).trim() : name,
    lastName: cut > 0 ? name.slice(cut + 1) : '',
    email: entry.email,
    phone: entry.phone,
    travelers: String(entry.travelers),
  };
}
