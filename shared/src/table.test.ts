import { describe, expect, it } from 'vitest';
import { bookingEmailKey, holdTypeKey, kindOfIndexItem, kindOfIndexPartition, mailEmailKey, matchesStringLike } from './table';

describe('index partitions and their kinds (decision 038)', () => {
  it.each([
    ['byEmail', bookingEmailKey('ana@example.com', '2026-11-26T08:00:00.000Z', 'b1').emailPk, 'BOOKING'],
    ['byEmail', mailEmailKey('Ana@Example.com', '2026-11-26T08:00:00.000Z', 'm1').emailPk, 'MAIL'],
    ['byEmail', 'SESSION#abc', undefined],
    ['byType', holdTypeKey('2026-11-26T08:15:00.000Z', 'b1').typePk, 'HOLD'],
    ['byType', 'INQUIRY', 'INQUIRY'],
    ['byType', 'MAIL', undefined],
    ['byType', 'INQUIRY_ACK', undefined],
  ] as const)('%s partition %s holds %s', (index, partition, kind) => {
    expect(kindOfIndexPartition(index, partition)).toBe(kind);
  });

  it('lists a mail under MAIL#<address>, never under the address its bookings are listed under', () => {
    expect(mailEmailKey('Ana@Example.com', '2026-11-26T08:00:00.000Z', 'm1').emailPk).toBe('MAIL#ana@example.com');
  });

  it('tells an item returned by byEmail by its sort key, whatever partition it was written under', () => {
    expect(kindOfIndexItem('byEmail', { emailPk: 'ana@example.com', emailSk: 'MAIL#2026-11-26T08:00:00.000Z#m1' })).toBe('MAIL');
    expect(kindOfIndexItem('byEmail', bookingEmailKey('ana@example.com', '2026-11-26T08:00:00.000Z', 'b1'))).toBe('BOOKING');
    expect(kindOfIndexItem('byType', { typePk: 'PACKAGE' })).toBe('PACKAGE');
  });

  it.each([
    ['MAIL#*', 'MAIL#ana@example.com', true],
    ['MAIL#*', 'ana@example.com', false],
    ['PACKAGE', 'PACKAGE', true],
    ['PACKAGE', 'PACKAGES', false],
    ['a.b', 'axb', false],
    ['a?c', 'abc', true],
  ] as const)('StringLike %s matches %s: %s', (pattern, value, matches) => {
    expect(matchesStringLike(pattern, value)).toBe(matches);
  });
});
