import { badRequest } from '../http/http-error';
import { type BookingRecord, listBookingsPage } from '../store/booking-repository';

/** One page of every booking for the admin, newest first; a cursor that is not ours answers 400. */
export async function browseBookings(query: { limit: number; cursor?: string | undefined }): Promise<{
  bookings: BookingRecord[];
  nextCursor: string | null;
}> {
  const page = await listBookingsPage(query);
  if ('invalidCursor' in page) throw badRequest('Invalid cursor');
  return page;
}
