import { ApiError } from '../../../../lib/api-client';

/** Cents from what the operator typed in dollars ("1400", "$1,400.50"); undefined unless a positive amount with at most two decimals. */
export function centsFromDollars(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const amount = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return amount > 0 && Number.isSafeInteger(amount) ? amount : undefined;
}

/** The server's message for a refused call, else the error's own. */
export function failureMessage(error: Error | null): string | undefined {
  if (!error) return undefined;
  return error instanceof ApiError ? (error.errorBody()?.message ?? error.message) : error.message;
}

export const seatsText = (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'}`;

/** Today's date where the agency is, as `YYYY-MM-DD`: the default day an offline payment arrived. */
export function agencyToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
