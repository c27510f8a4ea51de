import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { switchReminders } from '../services/balance-reminder-switch';

export const handler = withRoute(routes.switchReminders, async ({ params, body, session, now }) => ({
  status: 200,
  body: { booking: toBookingResponse(await switchReminders(params.id, body.enabled, session.subject, now), now) },
}));
