import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { editBookingContact } from '../services/edit-booking-contact';

export const handler = withRoute(routes.editBookingContact, async ({ params, body, session, now }) => ({
  status: 200,
  body: { booking: toBookingResponse(await editBookingContact(params.id, body, session.subject, now), now) },
}));
