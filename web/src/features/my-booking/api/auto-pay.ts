import * as routes from '@sunward/shared/routes/auto-pay';
import type { Booking, BookingList } from '@sunward/shared/schemas/booking';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Why a SetupIntent is made: a first opt-in, or another card for a plan that runs. */
export type SetupPurpose = 'opt-in' | 'change-card';

/**
 * `POST /api/bookings/{id}/auto-pay/setup-intent`: a SetupIntent for a card saved for later
 * charges, and for an opt-in the plan as it would start today. 409 when no payment fits, there is
 * no deposit yet or the booking no longer runs.
 */
export function createAutoPaySetupIntent(bookingId: string, purpose: SetupPurpose) {
  return apiRequest(routes.createAutoPaySetupIntent, { params: { id: bookingId }, body: { purpose } });
}

/**
 * `POST /api/bookings/{id}/auto-pay`: records the consent and the plan with the card the
 * SetupIntent saved, or puts that card on the running plan. Answers the booking.
 */
export function saveAutoPay(input: { bookingId: string; setupIntentId: string; consentVersion: string }) {
  return apiRequest(routes.recordAutoPay, {
    params: { id: input.bookingId },
    body: { setupIntentId: input.setupIntentId, consentVersion: input.consentVersion },
  });
}

/** `DELETE /api/bookings/{id}/auto-pay`: switches the plan off and removes the card; answers the booking. */
export function switchOffAutoPay(bookingId: string) {
  return apiRequest(routes.switchOffAutoPay, { params: { id: bookingId } });
}

/** Puts the booking as the server answered it into the signed-in traveller's list, and reloads the list. */
function showBooking(queryClient: QueryClient, booking: Booking) {
  queryClient.setQueryData<BookingList | null>(queryKeys.myBooking.bookings, (list) =>
    list ? list.map((each) => (each.id === booking.id ? booking : each)) : list,
  );
  return queryClient.invalidateQueries({ queryKey: queryKeys.myBooking.bookings });
}

export function useSaveAutoPay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAutoPay, onSuccess: ({ booking }) => showBooking(queryClient, booking) });
}

export function useSwitchOffAutoPay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: switchOffAutoPay, onSuccess: ({ booking }) => showBooking(queryClient, booking) });
}
