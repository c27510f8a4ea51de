import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { generate, generateSecret, verify } from 'otplib';
import { adminPasswordPolicy } from '@sunward/shared/rules/admin-password-policy';
import { listenOnFreePort, loopback } from './ports';

/*
 * Cognito's sign-in challenges in front of cognito-local, which answers AdminInitiateAuth with
 * tokens at once and implements neither AdminRespondToAuthChallenge nor session-based software
 * tokens. This layer plays a pool whose MFA is required with software tokens only, as
 * `infra/lib/auth.ts` makes it in AWS: every password sign-in is a challenge (NEW_PASSWORD_REQUIRED
 * for a temporary password, then MFA_SETUP or SOFTWARE_TOKEN_MFA), answered with the same calls,
 * shapes and error codes as Cognito's. Everything else goes to cognito-local unchanged.
 */

const targetPrefix = 'AWSCognitoIdentityProviderService.';
/** Cognito's challenge sessions last 3 minutes unless the app client says otherwise. */
const sessionSeconds = 180;
/** One 30-second step either side, for an authenticator whose clock is a little off. */
const toleranceSeconds = 30;

type Json = Record<string, unknown>;

class CognitoFault extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Stage = 'NEW_PASSWORD_REQUIRED' | 'MFA_SETUP' | 'MFA_SETUP_VERIFIED' | 'SOFTWARE_TOKEN_MFA';

interface ChallengeSession {
  stage: Stage;
  userPoolId: string;
  username: string;
  expiresAt: number;
  /** cognito-local's tokens for the password it accepted, handed out once the challenges are met. */
  tokens: Json;
  /** The secret AssociateSoftwareToken gave this setup. */
  secret?: string;
}

/** A user's registered software token: its secret and the last time step it accepted. */
interface SoftwareToken {
  secret: string;
  lastTimeStep: number;
}

/** The RFC 6238 code an authenticator app shows for `secret` (base32) at `at`: what scripts and tests type. */
export function authenticatorCode(secret: string, at: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** A new random authenticator secret (base32, 160 bits), as Cognito's AssociateSoftwareToken gives. */
export function newAuthenticatorSecret(): string {
  return generateSecret({ length: 20 });
}

export interface ChallengeLayerOptions {
  /** cognito-local's endpoint. */
  upstream: string;
  /** Where registered software tokens are kept between starts; kept in memory only without it. */
  stateFile?: string;
  /** The clock codes and sessions are checked by. */
  clock?: () => Date;
}

export interface RunningChallengeLayer {
  endpoint: string;
  /** Registers a software token with a known secret (base32), as if the user had set it up. */
  registerSoftwareToken: (userPoolId: string, username: string, secret: string) => void;
  stop: () => Promise<void>;
}

const str = (body: Json, key: string): string | undefined => (typeof body[key] === 'string' ? body[key] : undefined);
const responses = (body: Json): Json => (typeof body.ChallengeResponses === 'object' && body.ChallengeResponses ? (body.ChallengeResponses as Json) : {});
const userKey = (userPoolId: string, username: string) => `${userPoolId}/${username.toLowerCase()}`;

/** Cognito's policy message for the first rule a password breaks. */
function passwordPolicyFault(password: string): CognitoFault | undefined {
  const broken = [
    [password.length < adminPasswordPolicy.minLength, 'Password not long enough'],
    [adminPasswordPolicy.requireLowercase && !/[a-z]/.test(password), 'Password must have lowercase characters'],
    [adminPasswordPolicy.requireUppercase && !/[A-Z]/.test(password), 'Password must have uppercase characters'],
    [adminPasswordPolicy.requireDigits && !/[0-9]/.test(password), 'Password must have numeric characters'],
    [adminPasswordPolicy.requireSymbols && !/[^A-Za-z0-9]/.test(password), 'Password must have symbol characters'],
  ] as const;
  const reason = broken.find(([breaks]) => breaks)?.[1];
  return reason ? new CognitoFault('InvalidPasswordException', `Password does not conform to policy: ${reason}`) : undefined;
}

export async function startCognitoChallenges(options: ChallengeLayerOptions): Promise<RunningChallengeLayer> {
  const clock = options.clock ?? (() => new Date());
  const sessions = new Map<string, ChallengeSession>();
  const tokens = new Map<string, SoftwareToken>(
    options.stateFile && existsSync(options.stateFile) ? Object.entries(JSON.parse(readFileSync(options.stateFile, 'utf8')) as Record<string, SoftwareToken>) : [],
  );
  const saveTokens = () => {
    if (!options.stateFile) return;
    mkdirSync(dirname(options.stateFile), { recursive: true });
    writeFileSync(options.stateFile, `${JSON.stringify(Object.fromEntries(tokens), null, 2)}\n`);
  };
  const nowSeconds = () => clock().getTime() / 1000;

  /**
   * When the layer saw each user change, to the millisecond: cognito-local answers
   * `UserLastModifiedDate` in whole seconds, so two changes within a second would look like none.
   */
  const modified = new Map<string, number>();
  const changing = (operation: string) => async (body: Json) => {
    const answer = await upstream(operation, body);
    const key = userKey(String(body.UserPoolId), String(body.Username));
    modified.set(key, Math.max(nowSeconds(), (modified.get(key) ?? 0) + 0.001));
    return answer;
  };

  async function upstream(operation: string, body: Json): Promise<Json> {
    const response = await fetch(options.upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${targetPrefix}${operation}` },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Json;
    if (!response.ok) throw new CognitoFault(String(answer.__type ?? 'InternalErrorException'), String(answer.message ?? operation));
    return answer;
  }

  function openSession(session: Omit<ChallengeSession, 'expiresAt'>): string {
    const id = randomBytes(48).toString('base64url');
    sessions.set(id, { ...session, expiresAt: nowSeconds() + sessionSeconds });
    return id;
  }

  /** The live session for a challenge answer, or the NotAuthorizedException Cognito answers. */
  function takeSession(id: string | undefined, stages: readonly Stage[], username?: string): ChallengeSession {
    const session = id ? sessions.get(id) : undefined;
    if (!session || !stages.includes(session.stage) || (username !== undefined && session.username.toLowerCase() !== username.toLowerCase())) {
      throw new CognitoFault('NotAuthorizedException', 'Invalid session for the user.');
    }
    if (session.expiresAt <= nowSeconds()) {
      sessions.delete(id ?? '');
      throw new CognitoFault('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    }
    return session;
  }

  /** The code's time step when it is right for this secret and later than `afterTimeStep`. */
  async function acceptedStep(secret: string, code: string, afterTimeStep?: number): Promise<number | undefined> {
    if (!/^\d{6}$/.test(code)) return undefined;
    const result = await verify({ secret, token: code, epoch: Math.floor(nowSeconds()), epochTolerance: toleranceSeconds, ...(afterTimeStep === undefined ? {} : { afterTimeStep }) });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  }

  /** After the password (and a new one, if asked): the software token challenge, or its setup. */
  function mfaChallenge(base: Omit<ChallengeSession, 'expiresAt' | 'stage'>): Json {
    const registered = tokens.has(userKey(base.userPoolId, base.username));
    const stage: Stage = registered ? 'SOFTWARE_TOKEN_MFA' : 'MFA_SETUP';
    return {
      ChallengeName: stage,
      Session: openSession({ ...base, stage }),
      ChallengeParameters: registered ? { USER_ID_FOR_SRP: base.username } : { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]', USER_ID_FOR_SRP: base.username },
    };
  }

  async function initiateAuth(body: Json): Promise<Json> {
    const userPoolId = str(body, 'UserPoolId') ?? '';
    let answer: Json;
    try {
      answer = await upstream('AdminInitiateAuth', body);
    } catch (error) {
      // cognito-local names a wrong password apart; Cognito does not.
      if (error instanceof CognitoFault && error.code === 'InvalidPasswordException') throw new CognitoFault('NotAuthorizedException', 'Incorrect username or password.');
      throw error;
    }
    const result = answer.AuthenticationResult;
    if (body.AuthFlow !== 'ADMIN_USER_PASSWORD_AUTH' || typeof result !== 'object' || result === null) return answer;
    const user = await upstream('AdminGetUser', { UserPoolId: userPoolId, Username: (body.AuthParameters as Json).USERNAME });
    if (user.Enabled === false) throw new CognitoFault('NotAuthorizedException', 'User is disabled.');
    const base = { userPoolId, username: String(user.Username), tokens: result as Json };
    if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
      return {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: openSession({ ...base, stage: 'NEW_PASSWORD_REQUIRED' }),
        ChallengeParameters: { USER_ID_FOR_SRP: base.username, requiredAttributes: '[]', userAttributes: '{}' },
      };
    }
    return mfaChallenge(base);
  }

  async function respondToChallenge(body: Json): Promise<Json> {
    const answers = responses(body);
    const challenge = str(body, 'ChallengeName');
    const username = typeof answers.USERNAME === 'string' ? answers.USERNAME : '';
    const id = str(body, 'Session');
    if (challenge === 'NEW_PASSWORD_REQUIRED') {
      const session = takeSession(id, ['NEW_PASSWORD_REQUIRED'], username);
      const password = typeof answers.NEW_PASSWORD === 'string' ? answers.NEW_PASSWORD : '';
      const fault = passwordPolicyFault(password);
      if (fault) throw fault;
      await changing('AdminSetUserPassword')({ UserPoolId: session.userPoolId, Username: session.username, Password: password, Permanent: true });
      sessions.delete(id ?? '');
      return mfaChallenge(session);
    }
    if (challenge === 'MFA_SETUP') {
      const session = takeSession(id, ['MFA_SETUP_VERIFIED'], username);
      sessions.delete(id ?? '');
      return { ChallengeParameters: {}, AuthenticationResult: session.tokens };
    }
    if (challenge === 'SOFTWARE_TOKEN_MFA') {
      const session = takeSession(id, ['SOFTWARE_TOKEN_MFA'], username);
      const token = tokens.get(userKey(session.userPoolId, session.username));
      const code = typeof answers.SOFTWARE_TOKEN_MFA_CODE === 'string' ? answers.SOFTWARE_TOKEN_MFA_CODE : '';
      const step = token ? await acceptedStep(token.secret, code, token.lastTimeStep) : undefined;
      // A wrong or replayed code leaves the challenge standing, as Cognito does.
      if (!token || step === undefined) throw new CognitoFault('CodeMismatchException', 'Invalid code received for user');
      tokens.set(userKey(session.userPoolId, session.username), { ...token, lastTimeStep: step });
      saveTokens();
      sessions.delete(id ?? '');
      return { ChallengeParameters: {}, AuthenticationResult: session.tokens };
    }
    throw new CognitoFault('InvalidParameterException', `Unsupported challenge: ${challenge ?? 'none'}`);
  }

  function associateSoftwareToken(body: Json): Json {
    const id = str(body, 'Session');
    const session = takeSession(id, ['MFA_SETUP']);
    sessions.delete(id ?? '');
    const secret = newAuthenticatorSecret();
    return { SecretCode: secret, Session: openSession({ ...session, stage: 'MFA_SETUP', secret }) };
  }

  async function verifySoftwareToken(body: Json): Promise<Json> {
    const id = str(body, 'Session');
    const session = takeSession(id, ['MFA_SETUP']);
    if (!session.secret) throw new CognitoFault('InvalidParameterException', 'Call AssociateSoftwareToken first.');
    const step = await acceptedStep(session.secret, str(body, 'UserCode') ?? '');
    if (step === undefined) throw new CognitoFault('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA');
    tokens.set(userKey(session.userPoolId, session.username), { secret: session.secret, lastTimeStep: step });
    saveTokens();
    sessions.delete(id ?? '');
    return { Status: 'SUCCESS', Session: openSession({ ...session, stage: 'MFA_SETUP_VERIFIED' }) };
  }

  async function deleteSoftwareToken(body: Json): Promise<Json> {
    const user = await upstream('AdminGetUser', { UserPoolId: body.UserPoolId, Username: body.Username });
    tokens.delete(userKey(String(body.UserPoolId), String(user.Username)));
    saveTokens();
    return {};
  }

  async function getUser(body: Json): Promise<Json> {
    const user = await upstream('AdminGetUser', body);
    const key = userKey(String(body.UserPoolId), String(user.Username));
    const lastModified = Math.max(Number(user.UserLastModifiedDate ?? 0), modified.get(key) ?? 0);
    const withDate = { ...user, UserLastModifiedDate: lastModified };
    if (!tokens.has(key)) return withDate;
    return { ...withDate, UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' };
  }

  const own: Record<string, (body: Json) => Json | Promise<Json>> = {
    AdminInitiateAuth: initiateAuth,
    AdminRespondToAuthChallenge: respondToChallenge,
    AdminDeleteSoftwareToken: deleteSoftwareToken,
    AdminGetUser: getUser,
    AssociateSoftwareToken: (body) => (str(body, 'Session') ? associateSoftwareToken(body) : upstream('AssociateSoftwareToken', body)),
    VerifySoftwareToken: (body) => (str(body, 'Session') ? verifySoftwareToken(body) : upstream('VerifySoftwareToken', body)),
    ...Object.fromEntries(
      ['AdminSetUserPassword', 'AdminResetUserPassword', 'AdminUpdateUserAttributes', 'AdminDisableUser', 'AdminEnableUser'].map((operation) => [operation, changing(operation)]),
    ),
  };

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const target = String(request.headers['x-amz-target'] ?? '');
    const operation = target.startsWith(targetPrefix) ? own[target.slice(targetPrefix.length)] : undefined;
    if (!operation) {
      const forwarded = await fetch(options.upstream, {
        method: request.method ?? 'POST',
        headers: { 'content-type': String(request.headers['content-type'] ?? 'application/x-amz-json-1.1'), 'x-amz-target': target },
        ...(request.method === 'GET' ? {} : { body: text }),
      });
      response.writeHead(forwarded.status, { 'content-type': forwarded.headers.get('content-type') ?? 'application/json' });
      response.end(await forwarded.text());
      return;
    }
    try {
      const answer = await operation(text ? (JSON.parse(text) as Json) : {});
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify(answer));
    } catch (error) {
      if (!(error instanceof CognitoFault)) throw error;
      response.writeHead(400, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': error.code });
      response.end(JSON.stringify({ __type: error.code, message: error.message }));
    }
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ __type: 'InternalErrorException', message: error instanceof Error ? error.message : String(error) }));
    });
  });
  const port = await listenOnFreePort(server);
  return {
    endpoint: `http://${loopback}:${port}`,
    registerSoftwareToken: (userPoolId, username, secret) => {
      tokens.set(userKey(userPoolId, username), { secret, lastTimeStep: 0 });
      saveTokens();
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
