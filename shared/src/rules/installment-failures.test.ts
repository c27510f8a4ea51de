import { describe, expect, it } from 'vitest';
import { type ChargeFailure, failureClass, installmentAfterFailure } from './installment-failures';

const declined = (declineCode: string | undefined, adviceCode?: string): ChargeFailure => ({
  code: 'card_declined',
  declineCode,
  adviceCode,
  message: 'Your card was declined.',
});

describe('failureClass', () => {
  it.each([
    [{ code: 'authentication_required', declineCode: 'authentication_required', message: 'Authentication required' }, 'authentication'],
    [{ code: 'card_declined', declineCode: 'authentication_required', message: 'Authentication required' }, 'authentication'],
    [{ code: 'authentication_required', message: 'This payment requires authentication' }, 'authentication'],
    [declined('insufficient_funds'), 'retry'],
    [declined('try_again_later'), 'retry'],
    [declined('processing_error'), 'retry'],
    [{ code: 'processing_error', message: 'An error occurred while processing your card.' }, 'retry'],
    [declined('generic_decline', 'try_again_later'), 'retry'],
    [declined('expired_card'), 'hard'],
    [{ code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' }, 'hard'],
    [declined('lost_card'), 'hard'],
    [declined('stolen_card'), 'hard'],
    [declined('do_not_honor'), 'hard'],
    [declined('card_not_supported'), 'hard'],
    [declined('generic_decline'), 'hard'],
    [declined(undefined), 'hard'],
    [{ code: 'something_new', message: 'A reason Stripe adds later' }, 'hard'],
  ] as const)('%o is %s', (failure, expected) => {
    expect(failureClass(failure)).toBe(expected);
  });

  it('never retries what the network says not to, whatever the decline code', () => {
    expect(failureClass(declined('insufficient_funds', 'do_not_try_again'))).toBe('hard');
    expect(failureClass(declined('try_again_later', 'do_not_try_again'))).toBe('hard');
  });

  it('asks for authentication even when the network advises a retry: only the traveller can pass it', () => {
    expect(failureClass({ ...declined('authentication_required', 'try_again_later') })).toBe('authentication');
  });
});

describe('installmentAfterFailure', () => {
  const date = '2027-03-15';
  const balanceDueDate = '2027-09-01';

  it('retries funds that may come 2 then 4 days after the installment’s date, then gives up', () => {
    const failure = declined('insufficient_funds');
    expect(installmentAfterFailure({ date, attempts: 1, balanceDueDate, failure })).toEqual({ state: 'retrying', nextAttemptDate: '2027-03-17' });
    expect(installmentAfterFailure({ date, attempts: 2, balanceDueDate, failure })).toEqual({ state: 'retrying', nextAttemptDate: '2027-03-19' });
    expect(installmentAfterFailure({ date, attempts: 3, balanceDueDate, failure })).toEqual({ state: 'failed' });
  });

  it('never retries on or after the balance due date', () => {
    const failure = declined('try_again_later');
    expect(installmentAfterFailure({ date, attempts: 1, balanceDueDate: '2027-03-18', failure })).toEqual({ state: 'retrying', nextAttemptDate: '2027-03-17' });
    expect(installmentAfterFailure({ date, attempts: 1, balanceDueDate: '2027-03-17', failure })).toEqual({ state: 'failed' });
  });

  it('waits for the traveller on authentication, and fails a hard decline at once', () => {
    expect(installmentAfterFailure({ date, attempts: 1, balanceDueDate, failure: { code: 'authentication_required', message: 'x' } })).toEqual({
      state: 'needs-authentication',
    });
    expect(installmentAfterFailure({ date, attempts: 1, balanceDueDate, failure: declined('expired_card') })).toEqual({ state: 'failed' });
  });
});
