import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type { IdentityVariables } from '@sunward/functions/settings/identity';
import { adminPasswordPolicy } from '@sunward/shared/rules/admin-password-policy';

/**
 * The admin's sign-in. Cognito only checks the password; the server then issues its own session
 * cookie (decision 002), so no Cognito token reaches the browser. Ops create the one admin with a
 * command: there is no sign-up, no default password and no self-service recovery.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'AdminPool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      passwordPolicy: {
        minLength: adminPasswordPolicy.minLength,
        requireLowercase: adminPasswordPolicy.requireLowercase,
        requireUppercase: adminPasswordPolicy.requireUppercase,
        requireDigits: adminPasswordPolicy.requireDigits,
        requireSymbols: adminPasswordPolicy.requireSymbols,
        tempPasswordValidity: Duration.days(adminPasswordPolicy.tempPasswordValidityDays),
      },
      accountRecovery: cognito.AccountRecovery.NONE,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      mfa: cognito.Mfa.OFF,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'The product signs the admin in with a password only (spec: admin sign-in); an MFA challenge step is not part of the server-side sign-in yet. Listed as a follow-up in infra/README.md.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'The pool holds one operator account created by ops. Plus-tier threat protection scores risk from per-request context data that the server-side AdminInitiateAuth call does not send, so it would add cost without a signal; revisit together with MFA.',
    });

    this.client = this.userPool.addClient('ServerClient', {
      // Only the server's AdminInitiateAuth: no client-side password or SRP flow to attack.
      authFlows: { adminUserPassword: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });
  }

  /** The variables the identity adapter reads (`functions/src/settings/identity.ts`). */
  get environment(): IdentityVariables {
    return { USER_POOL_ID: this.userPool.userPoolId, USER_POOL_CLIENT_ID: this.client.userPoolClientId };
  }

  /** Check a password and answer NEW_PASSWORD_REQUIRED, on this pool only. */
  grantSignIn(grantee: iam.IGrantable): iam.Grant {
    return this.userPool.grant(grantee, 'cognito-idp:AdminInitiateAuth', 'cognito-idp:AdminRespondToAuthChallenge');
  }
}
