import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routeList } from '@sunward/shared/routes';
import { apiLimitClasses, apiRouteLimit, apiRouteLimitClass, apiStageDefaultLimit } from '../lib/api-limits';
import { at, resourcesOf, templateLookups } from './support/cfn';
import { tourStack } from './support/tour-app';

const resources = resourcesOf(Template.fromStack(tourStack()));
const { ofType } = templateLookups(resources);
const stages = ofType('AWS::ApiGatewayV2::Stage');
if (stages.length !== 1) throw new Error(`Expected one API stage, found ${stages.length}`);
const [stageId, stage] = stages[0]!;
const routeSettings = at(stage, 'Properties.RouteSettings') as Record<string, unknown>;

const moneyPaths = ['createBooking', 'createPaymentIntent', 'recordDepositPayment', 'recordAdditionalPayment', 'stripeWebhook'] as const;

describe('per-route throttling', () => {
  it('gives every route of the route table its own limit, from api-limits.ts', () => {
    expect(Object.keys(routeSettings).sort()).toEqual(routeList.map((route) => `${route.method} ${route.path}`).sort());
    for (const route of routeList) {
      const limit = apiRouteLimit(route.name);
      expect(routeSettings[`${route.method} ${route.path}`], route.name).toEqual({
        ThrottlingRateLimit: limit.rateLimit,
        ThrottlingBurstLimit: limit.burstLimit,
      });
    }
  });

  it('keeps the stage default for a route without its own', () => {
    expect(at(stage, 'Properties.DefaultRouteSettings')).toMatchObject({
      ThrottlingRateLimit: apiStageDefaultLimit.rateLimit,
      ThrottlingBurstLimit: apiStageDefaultLimit.burstLimit,
    });
  });

  it('creates the stage after the routes its settings name', () => {
    const routeIds = ofType('AWS::ApiGatewayV2::Route').map(([id]) => id);
    expect(routeIds).toHaveLength(routeList.length);
    const dependsOn = (resources[stageId] as { DependsOn?: string[] }).DependsOn ?? [];
    for (const id of routeIds) expect(dependsOn).toContain(id);
  });

  it('protects the money paths: none shares a bucket, none is below the sell-out case', () => {
    for (const name of moneyPaths) {
      expect(['money', 'webhook']).toContain(apiRouteLimitClass[name]);
      // 500 booking attempts in one minute must fit without a 429 from API Gateway.
      expect(apiRouteLimit(name).rateLimit * 60).toBeGreaterThanOrEqual(500);
    }
    expect(apiLimitClasses.catalogue.rateLimit).toBeGreaterThan(0);
  });

  it('stays within the account quota of API Gateway (10,000 requests per second) all together', () => {
    const total = routeList.reduce((sum, route) => sum + apiRouteLimit(route.name).rateLimit, 0);
    expect(total).toBeLessThan(10_000);
  });
});
