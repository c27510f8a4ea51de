import { describe, expect, it } from 'vitest';
import { adminSessionVerdict, type AdminSessionPolicy } from './admin-session';

const now = new Date('2026-11-26T10:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('adminSessionVerdict', () => {
  it.each<[string, { lastSeenAt?: Date; checkedAt?: Date }, ReturnType<typeof adminSessionVerdict>]>([
    ['just used and checked', { lastSeenAt: ago(0), checkedAt: ago(0) }, { ended: false, recheck: false, touch: false }],
    ['used 59 s ago', { lastSeenAt: ago(59), checkedAt: ago(59) }, { ended: false, recheck: false, touch: false }],
    ['used a minute ago', { lastSeenAt: ago(60), checkedAt: ago(60) }, { ended: false, recheck: false, touch: true }],
    ['checked 4 min 59 s ago', { lastSeenAt: ago(10), checkedAt: ago(299) }, { ended: false, recheck: false, touch: false }],
    ['checked 5 minutes ago', { lastSeenAt: ago(10), checkedAt: ago(300) }, { ended: false, recheck: true, touch: true }],
    ['never checked', { lastSeenAt: ago(10) }, { ended: false, recheck: true, touch: true }],
    ['idle 29 min 59 s', { lastSeenAt: ago(1799), checkedAt: ago(1799) }, { ended: false, recheck: true, touch: true }],
    ['idle 30 minutes', { lastSeenAt: ago(1800), checkedAt: ago(10) }, { ended: true }],
    ['without a last-seen time', { checkedAt: ago(0) }, { ended: true }],
  ])('%s', (_label, session, verdict) => {
    expect(adminSessionVerdict(session, now)).toEqual(verdict);
  });

  it('follows the policy it is given', () => {
    const short: AdminSessionPolicy = { idleSeconds: 10, touchEverySeconds: 2, recheckEverySeconds: 5 };
    expect(adminSessionVerdict({ lastSeenAt: ago(3), checkedAt: ago(3) }, now, short)).toEqual({ ended: false, recheck: false, touch: true });
    expect(adminSessionVerdict({ lastSeenAt: ago(3), checkedAt: ago(6) }, now, short)).toEqual({ ended: false, recheck: true, touch: true });
    expect(adminSessionVerdict({ lastSeenAt: ago(10), checkedAt: ago(0) }, now, short)).toEqual({ ended: true });
  });
});
