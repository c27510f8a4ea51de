import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { resendBookingMail } from '../services/resend-booking-mail';

export const handler = withRoute(routes.resendBookingMail, async ({ params, body, session, now }) => ({
  status: 200,
  body: await resendBookingMail(params.id, body.mail, session.subject, now),
}));
