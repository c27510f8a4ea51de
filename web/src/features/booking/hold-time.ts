import { onFirstUse } from '@sunward/shared/first-use';

const timeOfDay = onFirstUse(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }));

/** "3:42 PM": when a seat hold lapses, in the visitor's own time zone. */
export function formatHoldTime(holdExpiresAt: string): string {
  return timeOfDay().format(new Date(holdExpiresAt));
}
