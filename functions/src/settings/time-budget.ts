/**
 * How long one invocation may take, and how the clients it calls share that time: the one place
 * these numbers live. CDK sets the function timeout from here, the middleware answers 503 JSON
 * `answerMarginMs` before Lambda would cut the function off, and each client's worst case (every
 * attempt timing out, plus the backoff between attempts) fits inside what is left, so no single
 * slow dependency can outlast the function. A request that chains several slow calls is cut by
 * the middleware's answer, never silently by Lambda.
 */
export interface ClientBudget {
  /** How long one attempt may take, from connecting to the last byte. */
  readonly attemptTimeoutMs: number;
  /** Attempts in all, the first included. */
  readonly maxAttempts: number;
  /** The longest wait between two attempts the client's retry strategy can choose. */
  readonly maxBackoffMs: number;
}

export const timeBudget = {
  functionTimeoutSeconds: 10,
  /**
   * The outbox worker answers no caller: it may wait out its longest pause between attempts
   * (60 s) and another worker's claim (30 s, `shared/src/rules/mail-delivery.ts`) and still send
   * and record within its timeout.
   */
  mailWorkerTimeoutSeconds: 120,
  answerMarginMs: 1_000,
  // The SDK's standard retry strategy waits at most 100 ms × 2^attempt with jitter before a retry.
  dynamo: { attemptTimeoutMs: 3_000, maxAttempts: 2, maxBackoffMs: 200 },
  secrets: { attemptTimeoutMs: 2_000, maxAttempts: 2, maxBackoffMs: 200 },
  kms: { attemptTimeoutMs: 2_000, maxAttempts: 2, maxBackoffMs: 200 },
  ses: { attemptTimeoutMs: 3_000, maxAttempts: 2, maxBackoffMs: 200 },
  cognito: { attemptTimeoutMs: 2_000, maxAttempts: 2, maxBackoffMs: 200 },
  // Stripe's SDK waits 0.5 s before its first retry (`maxNetworkRetries` is attempts less one).
  stripe: { attemptTimeoutMs: 4_000, maxAttempts: 2, maxBackoffMs: 500 },
} as const satisfies Record<string, number | ClientBudget>;

/** The longest one client call can take when every attempt times out. */
export function worstCaseMs(client: ClientBudget): number {
  return client.attemptTimeoutMs * client.maxAttempts + client.maxBackoffMs * (client.maxAttempts - 1);
}

/**
 * The pause before attempt `attemptNumber + 1` of a signed AWS call (`adapters/aws-call.ts`): the
 * SDK's standard strategy, a random wait up to 100 ms × 2^attempt, capped at the budget's
 * `maxBackoffMs`.
 */
export function retryPauseMs(client: ClientBudget, attemptNumber: number): number {
  return Math.random() * Math.min(client.maxBackoffMs, 100 * 2 ** attemptNumber);
}

/** The time a function has before its middleware must answer. */
export const answerDeadlineMs = timeBudget.functionTimeoutSeconds * 1000 - timeBudget.answerMarginMs;

/** AWS SDK v3 client settings for a budget: attempts, and timeouts on connect and on each request. */
export function awsClientSettings(client: ClientBudget) {
  return {
    maxAttempts: client.maxAttempts,
    requestHandler: { connectionTimeout: client.attemptTimeoutMs, requestTimeout: client.attemptTimeoutMs },
  };
}
