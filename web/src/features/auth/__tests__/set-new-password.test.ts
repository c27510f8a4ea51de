import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_POLICY, NewPasswordForm, describePasswordPolicy } from '../api/set-new-password';

const all = { minLength: 12, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: true };

describe('describePasswordPolicy', () => {
  it.each([
    [all, 'At least 12 characters, with upper and lower case letters, a digit and a symbol.'],
    [{ ...all, requireSymbols: false }, 'At least 12 characters, with upper and lower case letters and a digit.'],
    [{ ...all, requireLowercase: false, requireDigits: false, requireSymbols: false }, 'At least 12 characters, with an upper case letter.'],
    [{ minLength: 8, requireLowercase: false, requireUppercase: false, requireDigits: false, requireSymbols: false }, 'At least 8 characters.'],
  ])('%o reads "%s"', (policy, text) => {
    expect(describePasswordPolicy(policy)).toBe(text);
  });

  it('describes the admin pool policy', () => {
    expect(NEW_PASSWORD_POLICY).toBe('At least 12 characters, with upper and lower case letters, a digit and a symbol.');
  });
});

describe('NewPasswordForm', () => {
  it.each([
    [{ newPassword: '', confirmPassword: '' }, { newPassword: 'New password is required', confirmPassword: 'Confirm your new password' }],
    [{ newPassword: 'Correct-Horse-42', confirmPassword: 'Correct-Horse-43' }, { confirmPassword: 'The passwords do not match' }],
  ])('rejects %o', (input, messages) => {
    const result = NewPasswordForm.safeParse(input);
    expect(result.success).toBe(false);
    const found = Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
    expect(found).toEqual(messages);
  });

  it('accepts the same password twice', () => {
    expect(NewPasswordForm.safeParse({ newPassword: 'Correct-Horse-42', confirmPassword: 'Correct-Horse-42' }).success).toBe(true);
  });
});
