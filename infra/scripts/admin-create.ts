/**
 * `npm run admin:create -- <username> --email <address> [--stack <name>] [--region <region>]`
 *
 * Creates the admin in the deployed stack's user pool (its `UserPoolId` output). Cognito mails
 * the address a temporary password, valid for the policy's days; the first sign-in at
 * `/admin/login` then asks for a new password (NEW_PASSWORD_REQUIRED). Uses the AWS credentials
 * and region of the shell, as `cdk deploy` does.
 */
import { parseArgs } from 'node:util';
import { AdminCreateUserCommand, CognitoIdentityProviderClient, UsernameExistsException } from '@aws-sdk/client-cognito-identity-provider';
import { stackId } from '../lib/tour-app';
import { stackOutput } from './stack-output';

const usage = 'Usage: npm run admin:create -- <username> --email <address> [--stack <name>] [--region <region>]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, stack: { type: 'string' }, region: { type: 'string' } },
  });
  const [username] = positionals;
  const { email } = values;
  if (!username || positionals.length > 1 || !email || !/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error(usage);

  const region = values.region ?? process.env.AWS_REGION ?? process.env.CDK_DEFAULT_REGION;
  const userPoolId = await stackOutput(values.stack ?? stackId, 'UserPoolId', region);
  const cognito = new CognitoIdentityProviderClient(region ? { region } : {});
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    );
  } catch (error) {
    if (error instanceof UsernameExistsException) throw new Error(`The admin ${username} exists already in ${userPoolId}.`, { cause: error });
    throw error;
  } finally {
    cognito.destroy();
  }
  console.log(`Created admin ${username} in ${userPoolId}. Cognito has mailed a temporary password to ${email};`);
  console.log('the first sign-in at /admin/login asks for a new password.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
