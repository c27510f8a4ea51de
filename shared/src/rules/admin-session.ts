/**
 * How an admin session ends besides its 8-hour lifetime (decision 036): after 30 minutes without
 * a call, and within 5 minutes of Cognito disabling the admin or changing their password. Pure:
 * the caller passes what the session item holds and the clock, and acts on the answer.
 */
export interface AdminSessionPolicy {
  /** A session unused this long has ended. */
  readonly idleSeconds: number;
  /** Last-seen is written at most this often, so a busy admin page costs few writes. */
  readonly touchEverySeconds: number;
  /** Cognito is asked about the admin at most this often per session. */
  readonly recheckEverySeconds: number;
}

export const adminSessionPolicy: AdminSessionPolicy = {
  idleSeconds: 30 * 60,
  touchEverySeconds: 60,
  recheckEverySeconds: 5 * 60,
};

export type AdminSessionVerdict =
  | { readonly ended: true }
  /** Alive: `recheck` asks Cognito first; `touch` writes last-seen (and, after a recheck, checked-at). */
  | { readonly ended: false; readonly recheck: boolean; readonly touch: boolean };

/**
 * What to do with an admin session on a call at `now`. A session without a last-seen time (made
 * before sessions had one) has ended, so every admin signs in again with the second factor.
 */
export function adminSessionVerdict(
  session: { lastSeenAt?: Date; checkedAt?: Date },
  now: Date,
  policy: AdminSessionPolicy = adminSessionPolicy,
): AdminSessionVerdict {
  const { lastSeenAt, checkedAt } = session;
  if (!lastSeenAt) return { ended: true };
  const idle = (now.getTime() - lastSeenAt.getTime()) / 1000;
  if (idle >= policy.idleSeconds) return { ended: true };
  const sinceCheck = checkedAt ? (now.getTime() - checkedAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
  const recheck = sinceCheck >= policy.recheckEverySeconds;
  return { ended: false, recheck, touch: recheck || idle >= policy.touchEverySeconds };
}
