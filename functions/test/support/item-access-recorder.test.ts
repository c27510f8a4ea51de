import { bookingEmailKey, mailEmailKey, mailKey, tableLayout } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { type Access, accessesOf, outsidePolicy } from './item-access-recorder';

const { byEmail, byType } = tableLayout.indexes;

/** A Query of one index partition, as the store sends it. */
function indexQuery(index: string, partitionKey: string, partition: string) {
  return { IndexName: index, KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': partitionKey }, ExpressionAttributeValues: { ':pk': partition } };
}

const as = (fn: string, accesses: ReadonlyArray<Omit<Access, 'fn'>>): Access[] => accesses.map((access) => ({ fn, ...access }));

describe('the item-access recorder holds each function to its policy (decision 038)', () => {
  it('names the kind of the index partition a query names', () => {
    expect(accessesOf('QueryCommand', indexQuery(byEmail.name, byEmail.partitionKey, mailEmailKey('ana@example.com', '2026-11-26', 'm1').emailPk))).toEqual([
      { what: 'query', index: 'byEmail', kind: 'MAIL' },
    ]);
    expect(accessesOf('QueryCommand', indexQuery(byEmail.name, byEmail.partitionKey, bookingEmailKey('ana@example.com', '2026-11-26', 'b1').emailPk))).toEqual([
      { what: 'query', index: 'byEmail', kind: 'BOOKING' },
    ]);
    expect(accessesOf('QueryCommand', indexQuery(byType.name, byType.partitionKey, 'INQUIRY'))).toEqual([{ what: 'query', index: 'byType', kind: 'INQUIRY' }]);
  });

  it('refuses a query of a kind the function does not declare on that index, and allows the ones it does', () => {
    const mails = accessesOf('QueryCommand', indexQuery(byEmail.name, byEmail.partitionKey, 'MAIL#ana@example.com'));
    const inquiries = accessesOf('QueryCommand', indexQuery(byType.name, byType.partitionKey, 'INQUIRY'));
    const catalogue = accessesOf('QueryCommand', indexQuery(byType.name, byType.partitionKey, 'PACKAGE'));

    expect(outsidePolicy([...as('list-my-bookings', mails), ...as('list-packages', inquiries), ...as('list-packages', catalogue)])).toEqual([
      'list-my-bookings: query byEmail MAIL',
      'list-packages: query byType INQUIRY',
    ]);
  });

  it('lets a function that queues mails put one, and nothing more', () => {
    const put = accessesOf('PutItemCommand', { Item: mailKey('m1') });
    const update = accessesOf('UpdateItemCommand', { Key: mailKey('m1') });
    const read = accessesOf('GetItemCommand', { Key: mailKey('m1') });

    expect(outsidePolicy([...as('request-otp', put), ...as('request-otp', update), ...as('request-otp', read), ...as('mail-worker', update)])).toEqual([
      'request-otp: UpdateItem MAIL',
      'request-otp: read MAIL',
    ]);
  });
});
