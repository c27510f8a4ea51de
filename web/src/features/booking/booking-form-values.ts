import type { BookingFields } from '@sunward/shared/schemas/booking';
import type { FieldErrors } from '../../lib/field-errors';

/** The booking form's fields in screen order (spec §5), the terms box last. */
export const bookingFormFields = ['firstName', 'lastName', 'email', 'phone', 'travelers', 'acceptTerms'] as const;
export type BookingFormField = (typeof bookingFormFields)[number];

/** The fields typed as text. */
export type BookingTextField = Exclude<BookingFormField, 'acceptTerms'>;

/** What the visitor has typed and ticked, kept while they move between the steps. */
export type BookingFormValues = Record<BookingTextField, string> & {
  acceptTerms: boolean;
  /** 'Pay the balance automatically' (decision 047); sent only when a plan is offered. */
  autoPay: boolean;
};
export type BookingFormErrors = FieldErrors<BookingFormField>;

/** The terms and automatic payments boxes start unticked: accepting either is the traveller's own act. */
export const emptyBookingForm: BookingFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  travelers: '1',
  acceptTerms: false,
  autoPay: false,
};

/** The form's values as the shared `BookingFields` schema reads them: travellers as a number. */
export function bookingFieldsInput(values: BookingFormValues): Record<keyof BookingFields, unknown> {
  const { autoPay: _autoPay, ...fields } = values;
  const travelers = fields.travelers.trim();
  return { ...fields, travelers: travelers === '' ? undefined : Number(travelers) };
}

/** The travellers to price, when the field holds a whole number the schema accepts; else null. */
export function travelersToPrice(value: string, min: number, max: number): number | null {
  const travelers = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(travelers) && travelers >= min && travelers <= max ? travelers : null;
}

/** The warning shown, and the field error given, when a departure has fewer seats than travellers. */
export function tooFewSeatsMessage(seatsLeft: number): string {
  return `Only ${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left on this departure`;
}
