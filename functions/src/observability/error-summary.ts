/**
 * What may be logged of an error: its name, its code and where it was thrown, never its message
 * or payload. SDK and Stripe messages quote what they were sent (an address, a client secret,
 * an item), and logs outlive the data they describe.
 */
export interface ErrorSummary {
  errorName: string;
  errorCode?: string;
  /** The stack's frames without its first line, which repeats the message. */
  errorStack?: string;
}

export function errorSummary(error: unknown): ErrorSummary {
  if (!(error instanceof Error)) return { errorName: typeof error };
  const { code, Code } = error as { code?: unknown; Code?: unknown };
  const errorCode = typeof code === 'string' ? code : typeof Code === 'string' ? Code : undefined;
  const frames = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim());
  return {
    errorName: error.name,
    ...(errorCode !== undefined ? { errorCode } : {}),
    ...(frames && frames.length > 0 ? { errorStack: frames.join('\n') } : {}),
  };
}
