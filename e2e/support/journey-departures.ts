import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { nextAdminCode } from './admin-codes';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the UTC day `days` after `now`. */
function isoDayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

type ScriptedAdmin = { username: string; password: string; totpSecret: string; codeLedger: string };

/**
 * Signs the admin in as a script does (docs/API.md): the password, then the code of the admin's
 * known secret (`ADMIN_TOTP_SECRET`). Answers the session cookie to send back.
 */
export async function adminSessionCookie(stackUrl: string, admin: ScriptedAdmin): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${stackUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const login = await post('/api/login', { username: admin.username, password: admin.password });
  const challenge = (await login.json()) as { challenge?: string; session?: string };
  if (!login.ok || challenge.challenge !== 'SOFTWARE_TOKEN_MFA') throw new Error(`The journeys' admin password was not taken: ${login.status} ${JSON.stringify(challenge)}`);
  const signedIn = await post('/api/login/mfa', {
    username: admin.username,
    session: challenge.session,
    challenge: 'SOFTWARE_TOKEN_MFA',
    code: await nextAdminCode(admin.totpSecret, admin.codeLedger),
  });
  const sid = /^__Host-sid=[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')?.[0];
  if (!signedIn.ok || !sid) throw new Error(`The journeys' admin could not sign in: ${signedIn.status} ${await signedIn.text()}`);
  return sid;
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
