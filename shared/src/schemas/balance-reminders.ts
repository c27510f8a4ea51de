import './zod-setup';
import * as z from 'zod/mini';

/** `PUT /api/bookings/{id}/reminders`: switches one booking's balance reminders off (it pays another way) or back on. */
export const SwitchRemindersRequest = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type SwitchRemindersRequest = z.infer<typeof SwitchRemindersRequest>;
