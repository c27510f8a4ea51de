import { describe, expect, it } from 'vitest';
import { answerDeadlineMs, type ClientBudget, timeBudget, worstCaseMs } from '../../src/settings/time-budget';

const clients = {
  dynamo: timeBudget.dynamo,
  secrets: timeBudget.secrets,
  kms: timeBudget.kms,
  ses: timeBudget.ses,
  stripe: timeBudget.stripe,
  cognito: timeBudget.cognito,
};

describe('time budget', () => {
  it.each(Object.entries(clients))('%s gives up, every attempt included, before the middleware must answer', (_, client) => {
    expect(worstCaseMs(client)).toBeLessThanOrEqual(answerDeadlineMs);
  });

  it('counts every attempt and the waits between them', () => {
    const client: ClientBudget = { attemptTimeoutMs: 1_000, maxAttempts: 3, maxBackoffMs: 250 };
    expect(worstCaseMs(client)).toBe(3_500);
    expect(worstCaseMs({ ...client, maxAttempts: 1 })).toBe(1_000);
  });
});
