import type { BookingFields } from '@sunward/shared/schemas/booking';

/** The booking form's fields in screen order (spec §5). */
export const bookingFormFields = ['firstName', 'lastName', 'email', 'phone', 'travelers'] as const;
export type BookingFormField = (typeof bookingFormFields)[number];

/** What the visitor has typed, kept while they move between the steps. */
export type BookingFormValues = Record<BookingFormField, string>;
export type BookingFormErrors = Partial<Record<BookingFormField, string>>;

export const emptyBookingForm: BookingFormValues = { firstName: '', lastName: '', email: '', phone: '', travelers: '1' };

/** A schema or API issue: `path[0]` names the field. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

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

/** The first message per field, from the shared schema's issues or the API's 400 `issues`. */
export function errorsFromIssues(issues: readonly FieldIssue[]): BookingFormErrors {
  const errors: BookingFormErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (bookingFormFields as readonly string[]).includes(field)) {
      errors[field as BookingFormField] ??= issue.message;
    }
  }
  return errors;
}
