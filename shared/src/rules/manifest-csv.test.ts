import { parse } from 'csv-parse/sync';
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
  departureDate: '2026-07-09',
  returnDate: '2026-07-14',
  balanceDueDate: '2026-05-25',
};

describe('manifestCsvRow', () => {
  it('writes one booking in the column order', () => {
    expect(manifestCsvRow(ana)).toEqual([
      'SGT-A2B3C4',
      'Ana',
      'Lima',
      'ana@example.com',
      'tel:+1-212-555-0100',
      '2',
      'Deposit Paid',
      '600.00',
      '1998.00',
      '2026-03-05',
      '2026-07-09',
      '2026-07-14',
      '2026-05-25',
      '',
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
    ['a leading plus in a phone, as a tel: URI', { phone: '+1 555 0100' }, `,tel:+1-555-0100,`],
    ['a leading at sign', { lastName: '@SUM(A1)' }, `"'@SUM(A1)"`],
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

describe('manifestCsv read back by a CSV parser', () => {
  it('gives back each passenger under its column: plain amounts, phones as text, dates as YYYY-MM-DD', () => {
    const bo: ManifestEntry = { ...ana, bookingId: 'bk-bo', reference: 'SGT-XYZ234', firstName: 'Bo', lastName: '-Reyes, "Jr"', phone: '07700 900123', amountPaid: 259_850, balanceDue: -50 };
    const records = parse(manifestCsv([ana, bo]), { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];

    expect(records).toEqual([
      {
        Reference: 'SGT-A2B3C4',
        'First Name': 'Ana',
        'Last Name': 'Lima',
        Email: 'ana@example.com',
        Phone: 'tel:+1-212-555-0100',
        Travelers: '2',
        Status: 'Deposit Paid',
        'Amount Paid': '600.00',
        'Balance Due': '1998.00',
        Booked: '2026-03-05',
        'Departure Date': '2026-07-09',
        'Return Date': '2026-07-14',
        'Balance Due Date': '2026-05-25',
        Notes: '',
      },
      expect.objectContaining({ Reference: 'SGT-XYZ234', 'Last Name': `'-Reyes, "Jr"`, Phone: 'tel:07700-900123', 'Amount Paid': '2598.50', 'Balance Due': '-0.50' }),
    ]);
    expect(records.reduce((sum, record) => sum + Number(record.Travelers), 0)).toBe(4);
  });

  it("gives back the desk's notes in one cell, one a line, with who wrote each and the New York day", () => {
    const notes = [
      { text: 'Vegetarian, "no nuts"', at: '2026-03-06T03:00:00.000Z', by: 'desk' },
      { text: '=room with her sister', at: '2026-03-07T15:00:00.000Z', by: 'marisol' },
    ];
    const records = parse(manifestCsv([{ ...ana, notes }]), { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
    expect(records[0]?.Notes).toBe('Vegetarian, "no nuts" (desk, 2026-03-05)\n=room with her sister (marisol, 2026-03-07)');
  });

  it('leaves the dates blank for a booking made before departures', () => {
    const records = parse(manifestCsv([{ ...ana, departureDate: null, returnDate: null, balanceDueDate: null }]), { columns: true }) as Record<string, string>[];
    expect(records[0]).toMatchObject({ 'Departure Date': '', 'Return Date': '', 'Balance Due Date': '' });
  });
});

describe('manifestCsvFileName', () => {
  it('names the trip and the departure date', () => {
    expect(manifestCsvFileName('tobago-island-escape', '2027-07-08')).toBe('manifest-tobago-island-escape-2027-07-08.csv');
  });
});
