import * as routes from '@sunward/shared/routes';
import type { BookingResponse } from '@sunward/shared/schemas/booking';
import type { BookingNote, EditContactRequest, ResendableMail, ResendMailResponse } from '@sunward/shared/schemas/booking-records';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A booking's notes, under the admin's keys so that signing out drops them. */
export const bookingNotesQueryKey = (bookingId: string) => [...queryKeys.admin.all, 'booking-notes', bookingId] as const;

/** `GET /api/bookings/{id}/notes`: the booking's notes, oldest first. */
export function bookingNotesQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: bookingNotesQueryKey(bookingId),
    queryFn: async (): Promise<BookingNote[]> => (await apiRequest(routes.listBookingNotes, { params: { id: bookingId } })).notes,
  });
}

export function useBookingNotes(bookingId: string) {
  return useQuery(bookingNotesQueryOptions(bookingId));
}

/** `POST /api/bookings/{id}/notes`: the answer is every note, which replaces the list shown. */
export function useAddBookingNote(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string): Promise<BookingNote[]> => (await apiRequest(routes.addBookingNote, { params: { id: bookingId }, body: { text } })).notes,
    onSuccess: (notes) => queryClient.setQueryData(bookingNotesQueryKey(bookingId), notes),
  });
}

/** `POST /api/bookings/{id}/resend`: the latest receipt or the confirmation again; a 409 or 429 says why not. */
export function useResendBookingMail() {
  return useMutation({
    mutationFn: ({ bookingId, mail }: { bookingId: string; mail: ResendableMail }): Promise<ResendMailResponse> =>
      apiRequest(routes.resendBookingMail, { params: { id: bookingId }, body: { mail } }),
  });
}

/** `PATCH /api/bookings/{id}/contact`: the bookings are read again, so the table and details show the change. */
export function useEditBookingContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, change }: { bookingId: string; change: EditContactRequest }): Promise<BookingResponse> =>
      apiRequest(routes.editBookingContact, { params: { id: bookingId }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings }),
  });
}
