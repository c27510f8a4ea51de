import type * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { DeployedBrowserPaymentVariables, DeployedPaymentsVariables } from '@sunward/functions/settings/payments';

/**
 * Where ops keep the Stripe secrets: `{ "secretKey", "webhookSecret" }`. Created by hand (README),
 * so they never pass through the repository or a CloudFormation template. The publishable key is
 * public and comes from CDK context instead.
 */
export const stripeSecretName = 'sunward/stripe';

export interface PaymentsProps {
  /** Stripe's publishable key, for the route that tells the browser how to take a card. */
  readonly publishableKey: string;
}

/** The Stripe keys' secret, readable only by the functions that talk to Stripe. */
export class Payments extends Construct {
  readonly secret: secretsmanager.ISecret;
  private readonly publishableKey: string;

  constructor(scope: Construct, id: string, props: PaymentsProps) {
    super(scope, id);
    this.secret = secretsmanager.Secret.fromSecretNameV2(this, 'StripeKeys', stripeSecretName);
    this.publishableKey = props.publishableKey;
  }

  /** The variable `GET /api/config` reads (`functions/src/settings/payments.ts`); grants nothing. */
  get browserEnvironment(): DeployedBrowserPaymentVariables {
    return { STRIPE_PUBLISHABLE_KEY: this.publishableKey };
  }

  /** The variables the payments adapter reads in AWS (`functions/src/settings/payments.ts`). */
  get environment(): DeployedPaymentsVariables {
    return { STRIPE_SECRET_NAME: stripeSecretName };
  }

  grantRead(grantee: iam.IGrantable): iam.Grant {
    return this.secret.grantRead(grantee);
  }
}
