import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type { AdminAccountVariables, IdentityVariables } from '@sunward/functions/settings/identity';
import { adminPasswordPolicy } from '@sunward/shared/rules/admin-password-policy';

/**
 * The admin's sign-in. Cognito checks the password and the second factor, a code from an
 * authenticator app (TOTP, required for every user, decision 036); the server then issues its own
 * session cookie (decision 002), so no Cognito token reaches the browser. Ops create the one admin
 * with a command: there is no sign-up, no default password and no self-service recovery.
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
      // Software tokens only: an SMS code can be intercepted or redirected by a SIM swap.
      mfa: cognito.Mfa.REQUIRED,
      mfaSecondFactor: { sms: false, otp: true, email: false },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'The pool holds one operator account created by ops. Plus-tier threat protection scores risk from per-request context data that the server-side AdminInitiateAuth call does not send, so it would add cost without a signal; MFA is required instead (decision 036).',
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

  /**
   * Check a password and answer the challenges (a new password, the authenticator code), on this
   * pool only. The first sign-in's AssociateSoftwareToken and VerifySoftwareToken are authorized
   * by the challenge session; Cognito evaluates no IAM policy for them.
   */
  grantSignIn(grantee: iam.IGrantable): iam.Grant {
    return this.userPool.grant(grantee, 'cognito-idp:AdminInitiateAuth', 'cognito-idp:AdminRespondToAuthChallenge');
  }

  /** The variable the admin session check reads (`AdminAccountSettings`). */
  get accountEnvironment(): AdminAccountVariables {
    return { USER_POOL_ID: this.userPool.userPoolId };
  }

  /** Whether a signed-in admin is still enabled and unchanged (decision 036), on this pool only. */
  grantAccountCheck(grantee: iam.IGrantable): iam.Grant {
    return this.userPool.grant(grantee, 'cognito-idp:AdminGetUser');
  }
}
