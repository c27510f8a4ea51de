import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { sendReminderNow } from '../services/balance-reminders';

export const handler = withRoute(routes.sendReminderNow, async ({ params, session, now }) => ({
  status: 200,
  body: { booking: toBookingResponse(await sendReminderNow(params.id, session.subject, now), now) },
}));
