/**
 * The local test-card form's rules: what a person types, checked the way Stripe's card field
 * checks it, and turned into the card fields of a confirm request.
 */

export interface LocalCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export type LocalCardField = keyof LocalCardValues;

export interface LocalCard {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

export type LocalCardErrors = Partial<Record<LocalCardField, string>>;

function digits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn checksum every card number carries. */
function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "4242424242424242" as typed → "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" or "12/30" as typed → "12 / 30"; a lone first digit above 1 is a month: "4" → "04 / ". */
export function formatExpiry(value: string, previous: string): string {
  let typed = digits(value).slice(0, 4);
  if (typed.length === 1 && Number(typed) > 1) typed = `0${typed}`;
  // Deleting the separator deletes the month's last digit too, so backspace never gets stuck.
  if (value.length < previous.length && previous.endsWith(' / ') && typed.length === 2) return typed.slice(0, 1);
  if (typed.length < 2) return typed;
  return `${typed.slice(0, 2)} / ${typed.slice(2)}`;
}

/** Checks the typed card; `now` decides whether the expiry date has passed. */
export function parseLocalCard(values: LocalCardValues, now: Date): { card: LocalCard } | { errors: LocalCardErrors } {
  const errors: LocalCardErrors = {};

  const number = digits(values.number);
  if (number.length === 0) errors.number = 'Enter your card number.';
  else if (number.length < 13) errors.number = 'Your card number is incomplete.';
  else if (!passesLuhn(number)) errors.number = 'Your card number is invalid.';

  const expiry = digits(values.expiry);
  const expMonth = Number(expiry.slice(0, 2));
  const expYear = 2000 + Number(expiry.slice(2, 4));
  if (expiry.length === 0) errors.expiry = 'Enter the expiry date.';
  else if (expiry.length !== 4) errors.expiry = "Your card's expiration date is incomplete.";
  else if (expMonth < 1 || expMonth > 12) errors.expiry = "Your card's expiration date is invalid.";
  else if (expYear * 12 + expMonth < now.getFullYear() * 12 + now.getMonth() + 1) {
    errors.expiry = "Your card's expiration date is in the past.";
  }

  const cvc = digits(values.cvc);
  if (cvc.length === 0) errors.cvc = 'Enter the security code.';
  else if (cvc.length < 3 || cvc.length > 4) errors.cvc = "Your card's security code is incomplete.";

  if (Object.keys(errors).length > 0) return { errors };
  return { card: { number, expMonth, expYear, cvc } };
}
