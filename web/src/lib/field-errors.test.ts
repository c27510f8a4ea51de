import { describe, expect, it } from 'vitest';
import { errorsFromIssues, type FieldIssue } from './field-errors';

const fields = ['email', 'travelers'] as const;

describe('errorsFromIssues', () => {
  it.each<[string, FieldIssue[], Partial<Record<(typeof fields)[number], string>>]>([
    ['no issues', [], {}],
    ['one message per field', [{ path: ['email'], message: 'Enter a valid email address' }], { email: 'Enter a valid email address' }],
    [
      'the first message when a field has several',
      [
        { path: ['travelers'], message: 'At least 1 traveler' },
        { path: ['travelers'], message: 'Must be a whole number' },
      ],
      { travelers: 'At least 1 traveler' },
    ],
    ['a nested path, by its field', [{ path: ['email', 0], message: 'Email is required' }], { email: 'Email is required' }],
    [
      'issues about other fields, the whole form or a list index left out',
      [
        { path: ['website'], message: 'Leave this empty' },
        { path: [], message: 'Invalid input' },
        { path: [0], message: 'Expected an object' },
        { path: [Symbol('email')], message: 'Not a field name' },
      ],
      {},
    ],
  ])('maps %s', (_label, issues, expected) => {
    expect(errorsFromIssues(issues, fields)).toEqual(expected);
  });
});
