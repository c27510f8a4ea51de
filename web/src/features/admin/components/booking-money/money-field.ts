/** Cents from what the operator typed in dollars ("1400", "$1,400.50"); undefined unless a positive amount with at most two decimals. */
export function centsFromDollars(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const amount = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return amount > 0 && Number.isSafeInteger(amount) ? amount : undefined;
}
