import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './api';
import { Auth } from './auth';
import { CatalogueSeed } from './catalogue-seed';
import { DataTable } from './data-table';
import { HoldExpiry } from './hold-expiry';
import { Mail } from './mail';
import { MailOutbox } from './mail-outbox';
import { OneTimeCodes } from './one-time-codes';
import { Operations, type OperationsConfig } from './operations';
import { OriginVerify } from './origin-verify';
import { Payments } from './payments';
import { Site, type CustomDomain } from './site';
import { distributionArnOutputId } from './edge-logs';

export interface TourStackProps extends StackProps {
  readonly senderEmail: string;
  readonly agencyEmail: string;
  readonly stripePublishableKey: string;
  /** Directory of the web build to upload (`web/dist`). */
  readonly webBuildDir: string;
  readonly customDomain?: CustomDomain;
  /** The CloudFront web ACL's ARN (`EdgeFirewallStack`, us-east-1). */
  readonly webAclArn: string;
  /** Alarms, dashboard, budget and canary (context `alarmEmail`, `monthlyBudgetUsd`, `canary`). */
  readonly operations: OperationsConfig;
}

/** Everything the site runs on, in reading order: data, mail, one-time codes and the outbox that mails them, auth, origin secret, API, seed, hold expiry, site, operations, outputs. */
export class TourStack extends Stack {
  /** The outbox's worker and dead-letter queue, which the alarms watch. */
  readonly mailOutbox: MailOutbox;
  /** The site's CloudFront distribution, whose access logs the edge logs' stack delivers. */
  readonly distributionArn: string;

  constructor(scope: Construct, id: string, props: TourStackProps) {
    super(scope, id, props);

    const data = new DataTable(this, 'Data');
    const mail = new Mail(this, 'Mail', { senderEmail: props.senderEmail, agencyEmail: props.agencyEmail });
    const oneTimeCodes = new OneTimeCodes(this, 'OneTimeCodes');
    this.mailOutbox = new MailOutbox(this, 'MailOutbox', { data, mail, oneTimeCodes });
    const auth = new Auth(this, 'Auth');
    const payments = new Payments(this, 'Payments', { publishableKey: props.stripePublishableKey });
    const originVerify = new OriginVerify(this, 'OriginVerify');
    const api = new Api(this, 'Api', { data, mail, auth, payments, oneTimeCodes, originVerify });
    new CatalogueSeed(this, 'CatalogueSeed', { data });
    const holdExpiry = new HoldExpiry(this, 'HoldExpiry', { data, mail, payments, oneTimeCodes });
    const site = new Site(this, 'Site', {
      webBuildDir: props.webBuildDir,
      apiEndpoint: api.httpApi.apiEndpoint,
      apiOriginHeaders: originVerify.originHeaders,
      webAclArn: props.webAclArn,
      ...(props.customDomain ? { customDomain: props.customDomain } : {}),
    });
    api.giveSiteUrl(site.url);
    holdExpiry.giveSiteUrl(site.url);
    new Operations(this, 'Operations', { ...props.operations, api, holdExpiry, site, mailOutbox: this.mailOutbox });

    new CfnOutput(this, 'SiteUrl', { value: site.url, description: 'The website' });
    new CfnOutput(this, 'ApiUrl', { value: `${site.url}/api`, description: 'The API, same origin as the site' });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId, description: 'Admin user pool' });
    new CfnOutput(this, 'UserPoolClientId', {
      value: auth.client.userPoolClientId,
      description: 'Server-side app client of the admin user pool',
    });
    new CfnOutput(this, 'TableName', { value: data.tableName, description: 'The DynamoDB table' });
    this.distributionArn = site.distribution.distributionArn;
    new CfnOutput(this, distributionArnOutputId, { value: this.distributionArn, description: 'The site distribution, for its access logs (us-east-1)' });
  }
}
