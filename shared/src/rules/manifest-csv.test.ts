import { describe, expect, it } from 'vitest';
import type { ManifestEntry } from '../schemas/catalogue-admin';
import { manifestCsv, manifestCsvColumns, manifestCsvFileName, manifestCsvRow } from './manifest-csv';

const ana: ManifestEntry = {
  bookingId: 'bk-ana',
  reference: 'SGT-A2B3C4',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  phone: '+1 212 555 0100',
  travelers: 2,
  status: 'deposit_paid',
  amountPaid: 60_000,
  balanceDue: 199_800,
  createdAt: '2026-03-05T15:00:00.000Z',
};

describe('manifestCsvRow', () => {
  it('writes one booking in the column order', () => {
    expect(manifestCsvRow(ana)).toEqual([
      'SGT-A2B3C4',
      'Ana',
      'Lima',
      'ana@example.com',
      '+1 212 555 0100',
      '2',
      'Deposit Paid',
      '$600',
      '$1,998',
      '2026-03-05',
    ]);
    expect(manifestCsvRow(ana)).toHaveLength(manifestCsvColumns.length);
  });

  it('names an overdue booking as such', () => {
    expect(manifestCsvRow({ ...ana, status: 'overdue' })[6]).toBe('Overdue');
  });
});

describe('manifestCsv', () => {
  it.each<[string, Partial<ManifestEntry>, string]>([
    ['a formula in a name', { firstName: '=HYPERLINK("x")' }, `"'=HYPERLINK(""x"")"`],
    ['a leading plus in a phone', { phone: '+1 555 0100' }, `'+1 555 0100`],
    ['a leading at sign', { lastName: '@SUM(A1)' }, `'@SUM(A1)`],
    ['a comma', { lastName: 'Lima, Jr.' }, '"Lima, Jr."'],
  ])('neutralises %s', (_label, change, cell) => {
    const [, row] = manifestCsv([{ ...ana, ...change }]).split('\r\n');
    expect(row).toContain(cell);
  });

  it('starts with the header and ends every line with CRLF', () => {
    const csv = manifestCsv([ana]);
    expect(csv.startsWith(`${manifestCsvColumns.join(',')}\r\n`)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('is the header alone for a departure without bookings', () => {
    expect(manifestCsv([])).toBe(`${manifestCsvColumns.join(',')}\r\n`);
  });
});

describe('manifestCsvFileName', () => {
  it('names the trip and the departure date', () => {
    expect(manifestCsvFileName('tobago-island-escape', '2027-07-08')).toBe('manifest-tobago-island-escape-2027-07-08.csv');
  });
});
