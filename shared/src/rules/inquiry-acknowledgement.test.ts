import { describe, expect, it } from 'vitest';
import { acknowledgementQuietUntil } from './inquiry-acknowledgement';

describe('acknowledgementQuietUntil', () => {
  it('keeps an address quiet for one hour after an acknowledgement', () => {
    expect(acknowledgementQuietUntil(new Date('2026-11-23T10:00:00.000Z'))).toEqual(new Date('2026-11-23T11:00:00.000Z'));
  });

  it('counts from the millisecond the acknowledgement was sent', () => {
    expect(acknowledgementQuietUntil(new Date('2026-11-23T23:59:59.250Z'))).toEqual(new Date('2026-11-24T00:59:59.250Z'));
  });
});
