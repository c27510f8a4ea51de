import { Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '@sunward/shared/edge-origin';
import type { OriginVariables } from '@sunward/functions/settings/origin';

/**
 * The secret CloudFront sends the API in the origin-verify header and every route checks, so the
 * API answers only through the site (decision 019). CloudFormation generates it into Secrets
 * Manager and resolves it at deploy time into the distribution's origin header and the
 * functions' environment: it never passes through the repository or a synthesized template, and
 * no function calls Secrets Manager for it on a cold start.
 */
export class OriginVerify extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: 'Value of the header CloudFront adds to API requests; the functions refuse requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The value is resolved into CloudFront and the functions at deploy time, so a rotation needs a deploy; replace the secret and deploy if it ever leaks (decision 019).',
    });
  }

  private get value(): string {
    // A dynamic reference ({{resolve:secretsmanager:…}}), resolved by CloudFormation at deploy time.
    return this.secret.secretValue.unsafeUnwrap();
  }

  /** What every route function reads (`functions/src/settings/origin.ts`). */
  get environment(): OriginVariables {
    return { ORIGIN_VERIFY_SECRET: this.value };
  }

  /** The header CloudFront adds to every request it forwards to the API. */
  get originHeaders(): Record<string, string> {
    return { [ORIGIN_VERIFY_HEADER]: this.value };
  }
}
