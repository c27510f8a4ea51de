import { describe, expect, it } from 'vitest';
import { CreateBookingRequest } from './booking';
import { Phone } from './fields';

const request = {
  packageId: 'portugal-morocco',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'Ana@Example.com',
  phone: '+1 (555) 010-2030',
  travelers: 2,
};

describe('CreateBookingRequest', () => {
  it('accepts the booking form', () => {
    expect(CreateBookingRequest.parse(request)).toEqual({ ...request, email: 'ana@example.com' });
  });

  it('accepts and drops the price fields a client may send', () => {
    const parsed = CreateBookingRequest.parse({
      ...request,
      packageTitle: 'Cheap trip',
      packagePrice: 1,
      depositAmount: 0,
      remainingAmount: 0,
    });
    expect(parsed).not.toHaveProperty('packagePrice');
    expect(parsed).not.toHaveProperty('depositAmount');
    expect(Object.keys(parsed).sort()).toEqual(['email', 'firstName', 'lastName', 'packageId', 'phone', 'travelers']);
  });

  it.each([
    ['no travelers', { travelers: 0 }],
    ['eleven travelers', { travelers: 11 }],
    ['half a traveler', { travelers: 1.5 }],
    ['travelers as text', { travelers: '2' }],
    ['a blank first name', { firstName: '  ' }],
    ['a bad e-mail', { email: 'ana@' }],
    ['a bad package id', { packageId: 'Portugal Morocco' }],
    ['no phone', { phone: '' }],
  ])('rejects %s', (_label, change) => {
    expect(CreateBookingRequest.safeParse({ ...request, ...change }).success).toBe(false);
  });
});

describe('Phone field', () => {
  it.each(['+1 555 010 2030', '(555) 010-2030', '555.010.2030', '5550102'])('accepts %j', (value) => {
    expect(Phone.parse(value)).toBe(value);
  });

  it('trims', () => {
    expect(Phone.parse('  555-0102  ')).toBe('555-0102');
  });

  it.each(['', '123456', '555-CALL-NOW', '+1 555 010 2030 ext 12', '1'.repeat(21)])('rejects %j', (value) => {
    expect(Phone.safeParse(value).success).toBe(false);
  });
});
