import type * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { DeployedPaymentsVariables } from '@sunward/functions/settings/payments';

/**
 * Where ops keep the Stripe keys: `{ "secretKey", "publishableKey", "webhookSecret" }`. Created by
 * hand (README), so the keys never pass through the repository or a CloudFormation template.
 */
export const stripeSecretName = 'sunward/stripe';

/** The Stripe keys' secret, readable only by the functions that talk to Stripe. */
export class Payments extends Construct {
  readonly secret: secretsmanager.ISecret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = secretsmanager.Secret.fromSecretNameV2(this, 'StripeKeys', stripeSecretName);
  }

  /** The variables the payments adapter reads in AWS (`functions/src/settings/payments.ts`). */
  get environment(): DeployedPaymentsVariables {
    return { STRIPE_SECRET_NAME: stripeSecretName };
  }

  grantRead(grantee: iam.IGrantable): iam.Grant {
    return this.secret.grantRead(grantee);
  }
}
