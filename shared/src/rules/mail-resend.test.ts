import { describe, expect, it } from 'vitest';
import { MAIL_RESEND_MINUTES, resendWaitSeconds } from './mail-resend';

describe('resendWaitSeconds', () => {
  const now = new Date('2026-11-25T15:00:00.000Z');
  it.each([
    ['never sent', undefined, 0],
    ['sent just now', now, MAIL_RESEND_MINUTES * 60],
    ['sent a minute ago', new Date(now.getTime() - 60_000), (MAIL_RESEND_MINUTES - 1) * 60],
    ['sent half a second short of the limit', new Date(now.getTime() - MAIL_RESEND_MINUTES * 60_000 + 500), 1],
    ['sent exactly the limit ago', new Date(now.getTime() - MAIL_RESEND_MINUTES * 60_000), 0],
    ['sent an hour ago', new Date(now.getTime() - 3_600_000), 0],
  ])('%s', (_, lastAt, seconds) => {
    expect(resendWaitSeconds(lastAt, now)).toBe(seconds);
  });
});
