/**
 * `npm run admin:reset-mfa -- <username> [--stack <name>] [--region <region>]`
 *
 * For an admin who lost the phone with their authenticator app (decision 036): deletes the user's
 * software token in the deployed stack's user pool (its `UserPoolId` output) with Cognito's
 * `AdminDeleteSoftwareToken`. The pool requires MFA, so `AdminSetUserMFAPreference` cannot turn
 * it off; with the token gone, the next sign-in at `/admin/login` asks for the password and then
 * sets up a new authenticator (MFA_SETUP). Uses the AWS credentials and region of the shell.
 */
import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { stackId } from '../lib/tour-app';
import { removeAuthenticator } from './admin-authenticator';
import { stackOutput } from './stack-output';

const usage = 'Usage: npm run admin:reset-mfa -- <username> [--stack <name>] [--region <region>]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { stack: { type: 'string' }, region: { type: 'string' } } });
  const [username] = positionals;
  if (!username || positionals.length > 1) throw new Error(usage);

  const region = values.region ?? process.env.AWS_REGION ?? process.env.CDK_DEFAULT_REGION;
  const userPoolId = await stackOutput(values.stack ?? stackId, 'UserPoolId', region);
  const cognito = new CognitoIdentityProviderClient(region ? { region } : {});
  try {
    await removeAuthenticator(cognito, userPoolId, username);
  } finally {
    cognito.destroy();
  }
  console.log(`Removed the authenticator of ${username} in ${userPoolId}.`);
  console.log('Their next sign-in at /admin/login asks for the password, then sets up a new authenticator app.');
  console.log('The sessions they had stay open: if the phone may be in other hands, disable the user too (docs/RUNBOOK.md).');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
