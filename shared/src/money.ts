import { onFirstUse } from './first-use';

/**
 * Money inside the system is always an integer number of US cents. Dollars exist only in the
 * API fields that the contract names in dollars, converted with `centsToDollars`.
 */
declare const centsBrand: unique symbol;
export type Cents = number & { readonly [centsBrand]: true };

export function cents(amount: number): Cents {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Cents must be a whole number, got ${amount}`);
  }
  return amount as Cents;
}

/** Dollars as typed by a person (e.g. 12.5) to cents, rounded to the nearest cent. */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount: ${dollars}`);
  return cents(Math.round(dollars * 100));
}

export function centsToDollars(amount: Cents): number {
  return amount / 100;
}

export function addCents(...amounts: Cents[]): Cents {
  return cents(amounts.reduce<number>((sum, amount) => sum + amount, 0));
}

export function multiplyCents(amount: Cents, factor: number): Cents {
  if (!Number.isSafeInteger(factor)) throw new RangeError(`Factor must be a whole number, got ${factor}`);
  return cents(amount * factor);
}

const usd = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      trailingZeroDisplay: 'stripIfInteger',
    }),
);

/** The one money formatter: "$2,658" for whole dollars, "$123.45" otherwise. */
export function formatUsd(amount: Cents): string {
  return usd().format(centsToDollars(amount));
}
