import { ApiError } from './api-client';

/** The server's own message (`{ message }`) when the answer carries one, else the error's text. */
export function apiErrorMessage(error: Error): string {
  return error instanceof ApiError ? (error.errorBody()?.message ?? error.message) : error.message;
}
