import { describe, expect, it } from 'vitest';
import { inquiryLimitMessage, inquiryRetryAfterSeconds, inquiryWindow } from './inquiry-limit';

describe('inquiries per address', () => {
  it('counts in clock hours: two moments of one hour share a window, the next hour starts a new one', () => {
    const early = new Date(Date.UTC(2031, 4, 6, 9, 0, 5));
    const late = new Date(Date.UTC(2031, 4, 6, 9, 59, 59));
    const next = new Date(Date.UTC(2031, 4, 6, 10, 0, 0));

    expect(inquiryWindow(early).start).toBe(inquiryWindow(late).start);
    expect(inquiryWindow(next).start).not.toBe(inquiryWindow(late).start);
    expect(inquiryWindow(late).end.getTime()).toBe(next.getTime());
  });

  it('tells the sender how long to wait, never zero', () => {
    expect(inquiryRetryAfterSeconds(new Date(Date.UTC(2031, 4, 6, 9, 59, 0)))).toBe(60);
    expect(inquiryRetryAfterSeconds(new Date(Date.UTC(2031, 4, 6, 9, 59, 59, 999)))).toBe(1);
    expect(inquiryLimitMessage(60)).toContain('1 minute,');
    expect(inquiryLimitMessage(600)).toContain('10 minutes');
  });
});
