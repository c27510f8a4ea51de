import { Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routePolicies } from '@sunward/shared/route-policies';
import { routeList, type Access, type RouteName } from '@sunward/shared/routes';
import { apiRouteLimit, apiStageDefaultLimit } from './api-limits';
import type { Auth } from './auth';
import type { DataTable } from './data-table';
import { applyPolicy } from './function-policy';
import { handlerEntry } from './handler-entry';
import type { SiteVariables } from '@sunward/functions/settings/site';
import type { Mail } from './mail';
import { NodeFunction } from './node-function';
import type { OneTimeCodes } from './one-time-codes';
import type { OriginVerify } from './origin-verify';
import type { Payments } from './payments';

export interface ApiProps {
  readonly data: DataTable;
  readonly mail: Mail;
  readonly auth: Auth;
  readonly payments: Payments;
  readonly oneTimeCodes: OneTimeCodes;
  readonly originVerify: OriginVerify;
}

/**
 * Why a route has no API Gateway authorizer. Sessions live in DynamoDB behind an HttpOnly cookie
 * (decision 002); API Gateway's JWT/Cognito authorizers cannot check them, so each handler does.
 */
const noAuthorizerReason: Record<Access, string> = {
  public: 'Public by design (route table access: public): anyone may call it; the handler validates every input.',
  customer:
    'Customer-only: the handler requires a customer session, checking the HttpOnly session cookie against its hash in DynamoDB on every call (decision 002); an API Gateway authorizer cannot see that store.',
  'customer-or-admin':
    'Customer or admin: the handler requires a customer or admin session, checking the HttpOnly session cookie against its hash in DynamoDB on every call (decision 002), and limits a customer to their own bookings; an API Gateway authorizer cannot see that store.',
  admin:
    'Admin-only: the handler requires an admin session, checking the HttpOnly session cookie against its hash in DynamoDB on every call (decision 002); an API Gateway authorizer cannot see that store and Cognito tokens never reach the browser.',
};

/** HTTP API access-log line (JSON). No bodies, no cookies, no query strings. */
const accessLogFormat = apigateway.AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    // "-" when no function ran: API Gateway answered by itself (a 429 of a route's throttle).
    integrationStatus: '$context.integrationStatus',
    // The function's request id: its log lines and its X-Ray trace carry the same id.
    lambdaRequestId: '$context.integration.requestId',
  }),
);

function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The HTTP API: one function and one route per route-table entry, generated in one loop, each
 * function given only what its entry in `shared/src/route-policies.ts` declares, and each route
 * throttled by the class that entry names.
 */
export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly functions: ReadonlyMap<RouteName, NodeFunction>;
  /** One JSON line per request (`accessLogFormat`); the alarms count API Gateway's own 429s in it. */
  readonly accessLogs: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Booking API, served to browsers through CloudFront at /api/*',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.ONE_MONTH });
    this.accessLogs = accessLogs;
    const stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: apiStageDefaultLimit,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: accessLogFormat,
      },
    });

    const functions = new Map<RouteName, NodeFunction>();
    for (const route of routeList) {
      const id = pascalCase(route.name);
      const fn = new NodeFunction(this, id, {
        entry: handlerEntry(route.handler),
        serviceName: route.handler,
        description: `${route.method} ${route.path}`,
        environment: { ...props.data.environment, ...props.originVerify.environment },
      });
      applyPolicy(fn, routePolicies[route.name], props);
      functions.set(route.name, fn);

      const httpRoute = new apigwv2.HttpRoute(this, `${id}Route`, {
        httpApi: this.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${id}Integration`, fn.function),
      });
      for (const rule of ['AwsSolutions-APIG4', 'AwsSolutions-COG4']) {
        Validations.of(httpRoute).acknowledge({ id: rule, reason: noAuthorizerReason[route.access] });
      }
      stage.node.addDependency(httpRoute);
    }
    this.functions = functions;

    // Each route its own bucket, of its policy's class (api-limits.ts): a read spike cannot starve the money paths.
    (stage.node.defaultChild as apigwv2.CfnStage).routeSettings = Object.fromEntries(
      routeList.map((route) => {
        const limit = apiRouteLimit(route.name);
        return [`${route.method} ${route.path}`, { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit }];
      }),
    );
  }

  /**
   * Gives every route the site's public origin: for the links in mails, and for the same-origin
   * check of state-changing calls from browsers that send no `Sec-Fetch-Site`. Called once the
   * site exists, since the site is built after the API it forwards `/api/*` to.
   */
  giveSiteUrl(siteUrl: string): void {
    const variables: SiteVariables = { SITE_URL: siteUrl };
    for (const fn of this.functions.values()) {
      for (const [variable, value] of Object.entries(variables)) fn.function.addEnvironment(variable, value);
    }
  }
}
