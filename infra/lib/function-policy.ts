import type { Grant, FunctionPolicy } from '@sunward/shared/route-policies';
import type { Auth } from './auth';
import type { DataTable } from './data-table';
import type { Mail } from './mail';
import type { NodeFunction } from './node-function';
import type { OneTimeCodes } from './one-time-codes';
import type { Payments } from './payments';

/** The resources a policy's grants point at; a construct passes those its functions may be given. */
export interface PolicyResources {
  readonly data: DataTable;
  readonly mail?: Mail;
  readonly payments?: Payments;
  readonly oneTimeCodes?: OneTimeCodes;
  readonly auth?: Auth;
}

function required<T>(resource: T | undefined, grant: Grant): T {
  if (resource === undefined) throw new Error(`The grant ${grant} needs a resource this construct was not given.`);
  return resource;
}

function addEnvironment(fn: NodeFunction, variables: object): void {
  for (const [name, value] of Object.entries(variables)) fn.function.addEnvironment(name, String(value));
}

/**
 * What each grant gives: the IAM statements of the construct that owns the resource and the
 * variables its settings module reads (`functions/src/settings/`), never one without the other.
 */
const grantsGiven: Record<Grant, (fn: NodeFunction, resources: PolicyResources) => void> = {
  payments: (fn, { payments }) => {
    required(payments, 'payments').grantRead(fn.role);
    addEnvironment(fn, required(payments, 'payments').environment);
  },
  publishableKey: (fn, { payments }) => addEnvironment(fn, required(payments, 'publishableKey').browserEnvironment),
  oneTimeCodeSecret: (fn, { oneTimeCodes }) => {
    required(oneTimeCodes, 'oneTimeCodeSecret').grantRead(fn.role);
    addEnvironment(fn, required(oneTimeCodes, 'oneTimeCodeSecret').environment);
  },
  adminSignIn: (fn, { auth }) => {
    required(auth, 'adminSignIn').grantSignIn(fn.role);
    addEnvironment(fn, required(auth, 'adminSignIn').environment);
  },
  adminAccount: (fn, { auth }) => {
    required(auth, 'adminAccount').grantAccountCheck(fn.role);
    addEnvironment(fn, required(auth, 'adminAccount').accountEnvironment);
  },
  agencyNotices: (fn, { mail }) => addEnvironment(fn, required(mail, 'agencyNotices').agencyEnvironment),
  sendMail: (fn, { mail }) => {
    required(mail, 'sendMail').grantSend(fn.role);
    addEnvironment(fn, required(mail, 'sendMail').senderEnvironment);
  },
  // The stream's event source (`mail-outbox.ts`) grants its reads when it subscribes the function;
  // declared so that `infra/test/iam-least-privilege.test.ts` allows them to this function alone.
  tableStream: () => undefined,
  encryptCodes: (fn, { oneTimeCodes }) => {
    required(oneTimeCodes, 'encryptCodes').grantEncryptCodes(fn.role);
    addEnvironment(fn, required(oneTimeCodes, 'encryptCodes').codeKeyEnvironment);
  },
  decryptCodes: (fn, { oneTimeCodes }) => {
    required(oneTimeCodes, 'decryptCodes').grantDecryptCodes(fn.role);
    addEnvironment(fn, required(oneTimeCodes, 'decryptCodes').codeKeyEnvironment);
  },
};

/**
 * Gives one function exactly what its policy (`shared/src/route-policies.ts`) declares: its table
 * access, then each grant with its variables. The routes (`api.ts`) and the jobs
 * (`hold-expiry.ts`, `catalogue-seed.ts`, `mail-outbox.ts`) all go through here.
 */
export function applyPolicy(fn: NodeFunction, policy: FunctionPolicy, resources: PolicyResources): void {
  resources.data.grantPolicy(fn.role, policy);
  for (const grant of policy.grants) grantsGiven[grant](fn, resources);
}
