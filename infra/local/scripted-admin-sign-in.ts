/**
 * Signs the admin in to a running stack as a script does (docs/API.md, decision 036): the
 * password, then the authenticator's code, which `code` gives once the password is taken.
 * Answers the session cookie (`__Host-sid=…`) to send back. The browser journeys and the load
 * bench sign in this way.
 */
export async function scriptedAdminSession(stackUrl: string, admin: { username: string; password: string }, code: () => Promise<string>): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${stackUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: stackUrl }, body: JSON.stringify(body) });
  const login = await post('/api/login', { username: admin.username, password: admin.password });
  const challenge = (await login.json()) as { challenge?: string; session?: string };
  if (!login.ok || challenge.challenge !== 'SOFTWARE_TOKEN_MFA') throw new Error(`POST /api/login did not take the admin's password: ${login.status} ${JSON.stringify(challenge)}`);
  const signedIn = await post('/api/login/mfa', { username: admin.username, session: challenge.session, challenge: 'SOFTWARE_TOKEN_MFA', code: await code() });
  const sid = /^__Host-sid=[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')?.[0];
  if (!signedIn.ok || !sid) throw new Error(`POST /api/login/mfa did not sign the admin in: ${signedIn.status} ${await signedIn.text()}`);
  return sid;
}
