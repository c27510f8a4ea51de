import { describe, expect, it } from 'vitest';
import { type CsvBooking, agencyDate, bookingCsvRow, bookingsCsv, bookingsCsvColumns, bookingsCsvFileName, csvCell } from './bookings-csv';

const booking: CsvBooking = {
  id: 'bk-1',
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
};

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['=1+2', "'=1+2"],
    ['+1 555 010 2030', "'+1 555 010 2030"],
    ['-$5', "'-$5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', '"\'\rcmd"'],
    ['a=1', 'a=1'],
    [' =1', ' =1'],
  ])('%j is written %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
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
  it.each<[string, Partial<CsvBooking>, string[]]>([
    [
      'a deposit-paid booking',
      {},
      ['bk-1', '2026-03-01', 'Ana Lima', 'ana@example.com', '+1 555 010 2030', 'Morocco, the Grand Tour', '2', '$2,658', '$5,316', '$600', '$4,716', 'Yes', 'Deposit Paid', '', '', '', '', ''],
    ],
    [
      'without balanceDue the total is the balance',
      { balanceDue: undefined, amountPaid: 0, depositPaid: false, status: 'pending' },
      ['bk-1', '2026-03-01', 'Ana Lima', 'ana@example.com', '+1 555 010 2030', 'Morocco, the Grand Tour', '2', '$2,658', '$5,316', '$0', '$5,316', 'No', 'Pending', '', '', '', '', ''],
    ],
    [
      'cents and an overpaid balance',
      { packagePrice: 1299.5, travelers: 1, amountPaid: 130000, balanceDue: -50, status: 'confirmed' },
      ['bk-1', '2026-03-01', 'Ana Lima', 'ana@example.com', '+1 555 010 2030', 'Morocco, the Grand Tour', '1', '$1,299.50', '$1,299.50', '$1,300', '-$0.50', 'Yes', 'Confirmed', '', '', '', '', ''],
    ],
    [
      'a refund made and an open dispute: positive amounts under their own columns',
      { amountPaid: 35_000, balanceDue: 496_600, refunded: 25_000, dispute: { id: 'dp_1', status: 'open', amount: 35_000 } },
      ['bk-1', '2026-03-01', 'Ana Lima', 'ana@example.com', '+1 555 010 2030', 'Morocco, the Grand Tour', '2', '$2,658', '$5,316', '$350', '$4,966', 'Yes', 'Deposit Paid', '', '$250', 'Open', '$350', ''],
    ],
    [
      'a refused deposit to refund on an expired booking, and a lost dispute',
      { amountPaid: 0, balanceDue: 531_600, depositPaid: false, status: 'expired', refundDue: 60_000, dispute: { id: 'dp_2', status: 'lost', amount: 60_000 } },
      ['bk-1', '2026-03-01', 'Ana Lima', 'ana@example.com', '+1 555 010 2030', 'Morocco, the Grand Tour', '2', '$2,658', '$5,316', '$0', '$5,316', 'No', 'Expired', '$600', '', 'Lost', '$600', ''],
    ],
    [
      'an overdue booking',
      { status: 'overdue' },
      ['bk-1', '2026-03-01', 'Ana Lima', 'ana@example.com', '+1 555 010 2030', 'Morocco, the Grand Tour', '2', '$2,658', '$5,316', '$600', '$4,716', 'Yes', 'Overdue', '', '', '', '', ''],
    ],
    [
      'a released booking: what it paid is kept as forfeited; a balance paid after the release is to refund',
      { status: 'cancelled', depositPaid: false, forfeited: 60_000, refundDue: 100_000 },
      ['bk-1', '2026-03-01', 'Ana Lima', 'ana@example.com', '+1 555 010 2030', 'Morocco, the Grand Tour', '2', '$2,658', '$5,316', '$600', '$4,716', 'No', 'Cancelled', '$1,000', '', '', '', '$600'],
    ],
  ])('%s', (_name, change, row) => {
    expect(bookingCsvRow({ ...booking, ...change })).toEqual(row);
  });
});

describe('bookingsCsv', () => {
  it("writes the header in the spec's order, then the refunds and disputes and what was forfeited, then a row per booking, CRLF-ended", () => {
    const csv = bookingsCsv([booking]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]).toBe(bookingsCsvColumns.join(','));
    expect(lines[0]).toBe(
      'Booking ID,Created Date,Customer Name,Email,Phone,Package,Travelers,Package Price,Total Price,Amount Paid,Balance Due,Deposit Paid,Status,Refund Due,Refunded,Dispute Status,Dispute Amount,Forfeited',
    );
    expect(lines[1]).toBe(
      `bk-1,2026-03-01,Ana Lima,ana@example.com,'+1 555 010 2030,"Morocco, the Grand Tour",2,"$2,658","$5,316",$600,"$4,716",Yes,Deposit Paid,,,,,`,
    );
  });

  it('neutralises formulas a customer typed into any field', () => {
    const csv = bookingsCsv([{ ...booking, firstName: '=cmd|" /C calc"!A0', lastName: 'x', email: '@evil', phone: '-1' }]);
    const row = csv.split('\r\n')[1] ?? '';
    expect(row.startsWith(`bk-1,2026-03-01,"'=cmd|"" /C calc""!A0 x",'@evil,'-1,`)).toBe(true);
  });

  it('writes only the header for no bookings', () => {
    expect(bookingsCsv([])).toBe(`${bookingsCsvColumns.join(',')}\r\n`);
  });
});
