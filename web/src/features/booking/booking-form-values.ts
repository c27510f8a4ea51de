import type { BookingFields } from '@sunward/shared/schemas/booking';
import type { FieldErrors } from '../../lib/field-errors';

/** The booking form's fields in screen order (spec §5). */
export const bookingFormFields = ['firstName', 'lastName', 'email', 'phone', 'travelers'] as const;
export type BookingFormField = (typeof bookingFormFields)[number];

/** What the visitor has typed, kept while they move between the steps. */
export type BookingFormValues = Record<BookingFormField, string>;
export type BookingFormErrors = FieldErrors<BookingFormField>;

export const emptyBookingForm: BookingFormValues = { firstName: '', lastName: '', email: '', phone: '', travelers: '1' };

/** The typed values as the shared `BookingFields` schema reads them: travellers as a number. */
export function bookingFieldsInput(values: BookingFormValues): Record<keyof BookingFields, unknown> {
  const travelers = values.travelers.trim();
  return { ...values, travelers: travelers === '' ? undefined : Number(travelers) };
}

/** The travellers to price, when the field holds a whole number the schema accepts; else null. */
export function travelersToPrice(value: string, min: number, max: number): number | null {
  const travelers = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(travelers) && travelers >= min && travelers <= max ? travelers : null;
}
