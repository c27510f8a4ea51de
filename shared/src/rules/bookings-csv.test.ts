import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { type CsvBooking, agencyDate, bookingCsvRow, bookingsCsv, bookingsCsvColumns, bookingsCsvFileName, csvAmount, csvCell, csvPhone } from './bookings-csv';

const booking: CsvBooking = {
  id: 'bk-1',
  reference: 'SGT-A2B3C4',
  createdAt: '2026-03-02T03:30:00.000Z',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  phone: '+1 555 010 2030',
  packageTitle: 'Morocco, the Grand Tour',
  travelers: 2,
  packagePrice: 2658,
  amountPaid: 60000,
  balanceDue: 471600,
  depositPaid: true,
  status: 'deposit_paid',
  departureDate: '2026-07-09',
  returnDate: '2026-07-14',
  balanceDueDate: '2026-05-25',
};

/** A spreadsheet's reading of the file: RFC 4180 records, the header giving each cell its name. */
function readBack(csv: string): Record<string, string>[] {
  return parse(csv, { columns: true, bom: false, relax_column_count: false, record_delimiter: '\r\n' });
}

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['=1+2', '"\'=1+2"'],
    ['+1 555 010 2030', '"\'+1 555 010 2030"'],
    ['-$5', '"\'-$5"'],
    ['-2+3', '"\'-2+3"'],
    ['@SUM(A1)', '"\'@SUM(A1)"'],
    ['\tcmd', '"\'\tcmd"'],
    ['\rcmd', '"\'\rcmd"'],
    ['a=1', 'a=1'],
    [' =1', ' =1'],
    ['2598.00', '2598.00'],
    ['-0.50', '-0.50'],
    ['12', '12'],
    ['tel:+1-555-010-2030', 'tel:+1-555-010-2030'],
  ])('%j is written %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('csvAmount', () => {
  it.each([
    [259_800, '2598.00'],
    [0, '0.00'],
    [5, '0.05'],
    [129_950, '1299.50'],
    [-50, '-0.50'],
    [-123_456, '-1234.56'],
    [100_000_000_01, '100000000.01'],
  ])('%i cents is %s', (amount, expected) => {
    expect(csvAmount(cents(amount))).toBe(expected);
  });
});

describe('csvPhone', () => {
  it.each([
    ['+1 555 010 2030', 'tel:+1-555-010-2030'],
    ['(212) 555-0100', 'tel:(212)-555-0100'],
    ['07700 900123', 'tel:07700-900123'],
    ['+15550102030', 'tel:+15550102030'],
    ['  +44  20 7946 0958 ', 'tel:+44-20-7946-0958'],
    ['', ''],
  ])('%j is written %j', (phone, expected) => {
    expect(csvPhone(phone)).toBe(expected);
  });
});

describe('agencyDate and the file name', () => {
  it.each([
    ['2026-11-23T04:59:59.000Z', '2026-11-22'],
    ['2026-11-23T05:00:00.000Z', '2026-11-23'],
    // Summer time: New York is 4 hours behind.
    ['2026-07-01T03:59:00.000Z', '2026-06-30'],
    ['2026-07-01T04:00:00.000Z', '2026-07-01'],
    ['2027-01-01T04:00:00.000Z', '2026-12-31'],
  ])('%s is %s in New York', (instant, date) => {
    expect(agencyDate(new Date(instant))).toBe(date);
    expect(bookingsCsvFileName(new Date(instant))).toBe(`bookings-${date}.csv`);
  });
});

describe('bookingCsvRow', () => {
  const head = ['bk-1', 'SGT-A2B3C4', '2026-03-01', 'Ana Lima', 'ana@example.com', 'tel:+1-555-010-2030', 'Morocco, the Grand Tour'];
  // The dates, then the plan of automatic payments: blank without one.
  const dates = ['2026-07-09', '2026-07-14', '2026-05-25', ''];

  it.each<[string, Partial<CsvBooking>, string[]]>([
    ['a deposit-paid booking', {}, [...head, '2', '2658.00', '5316.00', '600.00', '4716.00', 'Yes', 'Deposit Paid', '', '', '', '', '', ...dates]],
    [
      'without balanceDue the total is the balance',
      { balanceDue: undefined, amountPaid: 0, depositPaid: false, status: 'pending' },
      [...head, '2', '2658.00', '5316.00', '0.00', '5316.00', 'No', 'Pending', '', '', '', '', '', ...dates],
    ],
    [
      'cents and an overpaid balance',
      { packagePrice: 1299.5, travelers: 1, amountPaid: 130000, balanceDue: -50, status: 'confirmed' },
      [...head, '1', '1299.50', '1299.50', '1300.00', '-0.50', 'Yes', 'Confirmed', '', '', '', '', '', ...dates],
    ],
    [
      'a refund made and an open dispute: positive amounts under their own columns',
      { amountPaid: 35_000, balanceDue: 496_600, refunded: 25_000, dispute: { id: 'dp_1', status: 'open', amount: 35_000 } },
      [...head, '2', '2658.00', '5316.00', '350.00', '4966.00', 'Yes', 'Deposit Paid', '', '250.00', 'Open', '350.00', '', ...dates],
    ],
    [
      'a refused deposit to refund on an expired booking, and a lost dispute',
      { amountPaid: 0, balanceDue: 531_600, depositPaid: false, status: 'expired', refundDue: 60_000, dispute: { id: 'dp_2', status: 'lost', amount: 60_000 } },
      [...head, '2', '2658.00', '5316.00', '0.00', '5316.00', 'No', 'Expired', '600.00', '', 'Lost', '600.00', '', ...dates],
    ],
    ['an overdue booking', { status: 'overdue' }, [...head, '2', '2658.00', '5316.00', '600.00', '4716.00', 'Yes', 'Overdue', '', '', '', '', '', ...dates]],
    [
      'a released booking: what it paid is kept as forfeited; a balance paid after the release is to refund',
      { status: 'cancelled', depositPaid: false, forfeited: 60_000, refundDue: 100_000 },
      [...head, '2', '2658.00', '5316.00', '600.00', '4716.00', 'No', 'Cancelled', '1000.00', '', '', '', '600.00', ...dates],
    ],
    [
      'a booking made before departures: its dates are blank',
      { departureDate: null, returnDate: null, balanceDueDate: undefined },
      [...head, '2', '2658.00', '5316.00', '600.00', '4716.00', 'Yes', 'Deposit Paid', '', '', '', '', '', '', '', '', ''],
    ],
    [
      'a plan of automatic payments: its state as the agency reads it',
      { autoPay: { state: 'needs-traveller' } },
      [...head, '2', '2658.00', '5316.00', '600.00', '4716.00', 'Yes', 'Deposit Paid', '', '', '', '', '', '2026-07-09', '2026-07-14', '2026-05-25', 'Needs the traveller'],
    ],
    [
      'a plan switched off, and none at all',
      { autoPay: { state: 'off' } },
      [...head, '2', '2658.00', '5316.00', '600.00', '4716.00', 'Yes', 'Deposit Paid', '', '', '', '', '', '2026-07-09', '2026-07-14', '2026-05-25', 'Off'],
    ],
    ['no plan: blank', { autoPay: null }, [...head, '2', '2658.00', '5316.00', '600.00', '4716.00', 'Yes', 'Deposit Paid', '', '', '', '', '', ...dates]],
  ])('%s', (_name, change, row) => {
    expect(bookingCsvRow({ ...booking, ...change })).toEqual(row);
    expect(row).toHaveLength(bookingsCsvColumns.length);
  });
});

describe('bookingsCsv', () => {
  it("writes the Booking ID, the reference, the rest of the spec's columns in order, then the new ones, then a row per booking, CRLF-ended", () => {
    const csv = bookingsCsv([booking]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]).toBe(bookingsCsvColumns.join(','));
    expect(lines[0]).toBe(
      'Booking ID,Reference,Created Date,Customer Name,Email,Phone,Package,Travelers,Package Price,Total Price,Amount Paid,Balance Due,Deposit Paid,Status,' +
        'Refund Due,Refunded,Dispute Status,Dispute Amount,Forfeited,Departure Date,Return Date,Balance Due Date,Automatic Payments',
    );
    expect(lines[1]).toBe(
      'bk-1,SGT-A2B3C4,2026-03-01,Ana Lima,ana@example.com,tel:+1-555-010-2030,"Morocco, the Grand Tour",2,2658.00,5316.00,600.00,4716.00,Yes,Deposit Paid,,,,,,2026-07-09,2026-07-14,2026-05-25,',
    );
  });

  it("keeps spec §9's thirteen columns in the spec's order", () => {
    const spec = ['Booking ID', 'Created Date', 'Customer Name', 'Email', 'Phone', 'Package', 'Travelers', 'Package Price', 'Total Price', 'Amount Paid', 'Balance Due', 'Deposit Paid', 'Status'];
    expect(bookingsCsvColumns.filter((column) => spec.includes(column))).toEqual(spec);
    expect(bookingsCsvColumns[1]).toBe('Reference');
  });

  it('neutralises formulas a customer typed into any field', () => {
    const csv = bookingsCsv([{ ...booking, firstName: '=cmd|" /C calc"!A0', lastName: 'x', email: '@evil' }]);
    const row = csv.split('\r\n')[1] ?? '';
    expect(row.startsWith(`bk-1,SGT-A2B3C4,2026-03-01,"'=cmd|"" /C calc""!A0 x","'@evil",tel:+1-555-010-2030,`)).toBe(true);
  });

  it('writes only the header for no bookings', () => {
    expect(bookingsCsv([])).toBe(`${bookingsCsvColumns.join(',')}\r\n`);
  });
});

describe('bookingsCsv read back by a CSV parser', () => {
  const bookings: CsvBooking[] = [
    booking,
    {
      ...booking,
      id: 'bk-2',
      reference: 'SGT-XYZ234',
      firstName: '=HYPERLINK("http://evil.example","Click")',
      lastName: 'O"Neil, Jr.',
      email: '-ana@example.com',
      phone: '(212) 555-0100',
      packageTitle: 'Tobago,\r\nIsland "Escape"',
      travelers: 1,
      packagePrice: 1299.5,
      amountPaid: 130_000,
      balanceDue: -50,
      status: 'confirmed',
    },
    { ...booking, id: 'bk-3', reference: 'SGT-MNP789', phone: '+15550102030', departureDate: null, returnDate: null, balanceDueDate: null },
  ];
  const records = readBack(bookingsCsv(bookings));

  it('gives back one record per booking, each cell under its column', () => {
    expect(records).toHaveLength(3);
    expect(records.map((record) => [record['Booking ID'], record.Reference])).toEqual([
      ['bk-1', 'SGT-A2B3C4'],
      ['bk-2', 'SGT-XYZ234'],
      ['bk-3', 'SGT-MNP789'],
    ]);
    expect(records[1]?.Package).toBe('Tobago,\r\nIsland "Escape"');
    expect(records[1]?.['Customer Name']).toBe(`'=HYPERLINK("http://evil.example","Click") O"Neil, Jr.`);
  });

  it('gives money as numbers a spreadsheet adds, to the cent', () => {
    for (const column of ['Package Price', 'Total Price', 'Amount Paid', 'Balance Due'] as const) {
      for (const record of records) expect(record[column]).toMatch(/^-?\d+\.\d{2}$/);
    }
    const paid = records.reduce((sum, record) => sum + Math.round(Number(record['Amount Paid']) * 100), 0);
    expect(paid).toBe(60_000 + 130_000 + 60_000);
    expect(records[1]?.['Balance Due']).toBe('-0.50');
  });

  it('gives phones as text with no apostrophe, and nothing a spreadsheet would run', () => {
    expect(records.map((record) => record.Phone)).toEqual(['tel:+1-555-010-2030', 'tel:(212)-555-0100', 'tel:+15550102030']);
    for (const record of records) {
      for (const [column, value] of Object.entries(record)) {
        // A cell that starts like a formula is either a plain number or carries the apostrophe that makes it text.
        if (/^[=+\-@\t\r]/.test(value)) expect(value, column).toMatch(/^-\d+\.\d{2}$/);
      }
    }
    expect(records[1]?.Email).toBe("'-ana@example.com");
  });

  it('gives the dates as YYYY-MM-DD, blank when a booking has none', () => {
    expect(records.map((record) => [record['Departure Date'], record['Return Date'], record['Balance Due Date']])).toEqual([
      ['2026-07-09', '2026-07-14', '2026-05-25'],
      ['2026-07-09', '2026-07-14', '2026-05-25'],
      ['', '', ''],
    ]);
  });
});
