import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { scriptedAdminSession } from '../../infra/local/scripted-admin-sign-in';
import { nextAdminCode } from './admin-codes';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the UTC day `days` after `now`. */
function isoDayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

type ScriptedAdmin = { username: string; password: string; totpSecret: string; codeLedger: string };

/** Signs the journeys' admin in as a script does, with the next code of its known secret (`ADMIN_TOTP_SECRET`). */
export function adminSessionCookie(stackUrl: string, admin: ScriptedAdmin): Promise<string> {
  return scriptedAdminSession(stackUrl, admin, () => nextAdminCode(admin.totpSecret, admin.codeLedger));
}

/**
 * The journeys book Tobago. The seeded season ends one day; two departures 60 and 90 days after
 * today, added as the operator would through the admin calls, keep at least two bookable
 * departures on whatever date the suite runs.
 */
export async function addJourneyDepartures(stackUrl: string, admin: ScriptedAdmin, now = new Date()): Promise<void> {
  const sid = await adminSessionCookie(stackUrl, admin);
  for (const days of [60, 90]) {
    const answer = await fetch(`${stackUrl}/api/trips/${packageIds.tobago}/departures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sid, origin: stackUrl },
      body: JSON.stringify({ departureDate: isoDayAfter(now, days), returnDate: isoDayAfter(now, days + 3), capacity: 40 }),
    });
    if (answer.status !== 201) throw new Error(`Adding a journey departure answered ${answer.status} ${await answer.text()}`);
  }
}
