import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { addBookingNote } from '../services/booking-notes';

export const handler = withRoute(routes.addBookingNote, async ({ params, body, session, now }) => ({
  status: 200,
  body: { notes: await addBookingNote(params.id, body.text, session.subject, now) },
}));
