import * as routes from '@sunward/shared/routes/bookings';
import type { CreateBookingRequest, CreateBookingResponse } from '@sunward/shared/schemas/booking';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/bookings`: 201 `{ booking }`, priced by the server and holding the seats until
 * `holdExpiresAt`. 409 when sold out, too few seats are left or the trip has departed; 400 with
 * `issues` for a field the server refuses.
 */
export function createBooking(body: CreateBookingRequest): Promise<CreateBookingResponse> {
  return apiRequest(routes.createBooking, { body });
}

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
