/**
 * How long a journey waits for its page or for the stack's background work (a mail, a webhook):
 * half of a journey's own limit (`vitest.config.ts`). `npm test` runs the journeys beside three
 * other processes on two cores, where a booking page once took more than 30 s to start its app
 * that starts in 3 s on an idle machine.
 */
export const WAIT_MS = 60_000;
