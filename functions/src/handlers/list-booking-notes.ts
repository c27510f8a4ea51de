import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { bookingNotes } from '../services/booking-notes';

export const handler = withRoute(routes.listBookingNotes, async ({ params }) => ({ status: 200, body: { notes: await bookingNotes(params.id) } }));
