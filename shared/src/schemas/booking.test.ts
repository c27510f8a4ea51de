import { describe, expect, it } from 'vitest';
import { ACCEPT_TERMS_MESSAGE, CreateBookingRequest, Travelers } from './booking';
import { Phone } from './fields';

const request = {
  packageId: 'portugal-morocco',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'Ana@Example.com',
  phone: '+1 (555) 010-2030',
  travelers: 2,
  acceptTerms: true,
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
    expect(Object.keys(parsed).sort()).toEqual(['acceptTerms', 'email', 'firstName', 'lastName', 'packageId', 'phone', 'travelers']);
  });

  it.each<[string, unknown]>([
    ['left out', undefined],
    ['false', false],
    ['the text "true"', 'true'],
    ['"on", as a form posts a box', 'on'],
  ])('refuses the booking terms %s, asking to accept them', (_label, acceptTerms) => {
    const parsed = CreateBookingRequest.safeParse({ ...request, acceptTerms });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['acceptTerms', 'Please accept the booking terms'],
    ]);
  });

  it('takes a departure by its id', () => {
    expect(CreateBookingRequest.parse({ ...request, departureId: '2027-07-08' })).toMatchObject({ departureId: '2027-07-08' });
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

describe('Travelers field messages', () => {
  const messages = (value: unknown) => {
    const parsed = Travelers.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it.each([
    ['text', '2', ['Travelers must be a number']],
    ['nothing', undefined, ['Travelers must be a number']],
    ['null', null, ['Travelers must be a number']],
    ['NaN', Number.NaN, ['Travelers must be a number']],
    ['half a traveler', 1.5, ['Travelers must be a whole number']],
    ['no travelers', 0, ['At least 1 traveler']],
    ['too many travelers', 11, ['At most 10 travelers per booking']],
    ['more than a safe integer', 1e20, ['Travelers must be a whole number', 'At most 10 travelers per booking']],
  ])('words %s as today', (_label, value, expected) => {
    expect(messages(value)).toEqual(expected);
  });

  it('accepts 1 to 10 travelers', () => {
    expect([1, 2, 10].map((value) => Travelers.parse(value))).toEqual([1, 2, 10]);
  });
});

describe('CreateBookingRequest messages', () => {
  const issues = (value: unknown) => {
    const parsed = CreateBookingRequest.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it("words a missing field in zod's English", () => {
    expect(issues({})).toEqual([
      ['firstName', 'Invalid input: expected string, received undefined'],
      ['lastName', 'Invalid input: expected string, received undefined'],
      ['email', 'Invalid input: expected string, received undefined'],
      ['phone', 'Invalid input: expected string, received undefined'],
      ['travelers', 'Travelers must be a number'],
      ['acceptTerms', ACCEPT_TERMS_MESSAGE],
      ['packageId', 'Invalid input: expected string, received undefined'],
    ]);
  });

  it('words every bad field with its own message', () => {
    expect(
      issues({ firstName: ' ', lastName: 'x'.repeat(101), email: 'ANA@', phone: 'abc', travelers: 1.5, acceptTerms: true, packageId: 'Bad Id' }),
    ).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is too long'],
      ['email', 'Enter a valid email address'],
      ['phone', 'Enter a valid phone number'],
      ['travelers', 'Travelers must be a whole number'],
      ['packageId', 'Not a valid id'],
    ]);
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
