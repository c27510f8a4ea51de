import { packageIds } from '@sunward/shared/catalogue/package-ids';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the UTC day `days` after `now`. */
function isoDayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The journeys book Tobago. The seeded season ends one day; two departures 60 and 90 days after
 * today, added as the operator would through the admin calls, keep at least two bookable
 * departures on whatever date the suite runs.
 */
export async function addJourneyDepartures(stackUrl: string, admin: { username: string; password: string }, now = new Date()): Promise<void> {
  const login = await fetch(`${stackUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const sid = /^__Host-sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
  if (!login.ok || !sid) throw new Error(`The journeys' admin could not sign in: ${login.status} ${await login.text()}`);
  for (const days of [60, 90]) {
    const answer = await fetch(`${stackUrl}/api/trips/${packageIds.tobago}/departures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sid, origin: stackUrl },
      body: JSON.stringify({ departureDate: isoDayAfter(now, days), returnDate: isoDayAfter(now, days + 3), capacity: 40 }),
    });
    if (answer.status !== 201) throw new Error(`Adding a journey departure answered ${answer.status} ${await answer.text()}`);
  }
}
