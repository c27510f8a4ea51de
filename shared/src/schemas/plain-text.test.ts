import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BookingFields } from './booking';
import { InquiryFields } from './inquiry';
import { plainText } from './plain-text';

const singleLine = z.string().check(plainText('First name'));
const multiLine = z.string().check(plainText('Message', { multiline: true }));

function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

const refusedEverywhere: [string, string][] = [
  ['a carriage return', 'Ana\rLima'],
  ['NUL', 'Ana\u0000'],
  ['escape', 'Ana\u001b[31m'],
  ['DEL', 'Ana\u007f'],
  ['a C1 control (NEL)', 'Ana\u0085Lima'],
  ['a right-to-left override', 'Ana\u202Egnp.exe'],
  ['a left-to-right embedding', '\u202AAna'],
  ['a first-strong isolate', 'Ana\u2068Lima\u2069'],
  ['a right-to-left mark', 'Ana\u200F'],
  ['an Arabic letter mark', 'Ana\u061C'],
];

describe('plainText', () => {
  it.each(['Ana', 'José Ñúñez', "O'Brien-Smith", 'محمد', '李小龙', 'Zoë 🙂'])('accepts %s', (value) => {
    expect(messagesOf(singleLine, value)).toEqual([]);
    expect(messagesOf(multiLine, value)).toEqual([]);
  });

  it.each(refusedEverywhere)('refuses %s in any field, naming the field', (_label, value) => {
    expect(messagesOf(singleLine, value)).toEqual(['First name contains characters that are not allowed']);
    expect(messagesOf(multiLine, value)).toEqual(['Message contains characters that are not allowed']);
  });

  it.each([
    ['a line feed', 'Ana\nLima'],
    ['a tab', 'Ana\tLima'],
  ])('refuses %s in a single-line field and keeps it in a message', (_label, value) => {
    expect(messagesOf(singleLine, value)).toEqual(['First name contains characters that are not allowed']);
    expect(messagesOf(multiLine, value)).toEqual([]);
  });
});

describe('the forms’ free-text fields', () => {
  const booking = { firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com', phone: '+1 555 010 2030', travelers: 1, acceptTerms: true };
  const inquiry = { firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com', message: 'Hello' };

  it.each([
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ])('refuse a line break inside the booking’s %s', (field, label) => {
    const parsed = BookingFields.safeParse({ ...booking, [field]: 'Ana\r\nBcc: x@example.com' });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, `${label} contains characters that are not allowed`],
    ]);
  });

  it('keep line breaks in an inquiry’s message but not a bidi override', () => {
    expect(InquiryFields.safeParse({ ...inquiry, message: 'Hello,\n\ttwo of us' }).success).toBe(true);
    const parsed = InquiryFields.safeParse({ ...inquiry, message: 'Pay \u202E0001$' });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([
      'Message contains characters that are not allowed',
    ]);
  });
});
