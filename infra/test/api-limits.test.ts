import { describe, expect, it } from 'vitest';
import { routeList } from '@sunward/shared/routes';
import { routePolicies } from '@sunward/shared/route-policies';
import { apiLimitClasses, apiStageDefaultLimit } from '../lib/api-limits';
import { at, resourcesOf, templateLookups } from './support/cfn';
import { defaultTourStack } from './support/tour-app';

const resources = resourcesOf(defaultTourStack().template);
const { ofType } = templateLookups(resources);
const stages = ofType('AWS::ApiGatewayV2::Stage');
if (stages.length !== 1) throw new Error(`Expected one API stage, found ${stages.length}`);
const [stageId, stage] = stages[0]!;
const routeSettings = at(stage, 'Properties.RouteSettings') as Record<string, unknown>;

describe('per-route throttling', () => {
  it('gives every route of the route table a bucket of its own, of the class its policy names', () => {
    expect(Object.keys(routeSettings).sort()).toEqual(routeList.map((route) => `${route.method} ${route.path}`).sort());
    for (const route of routeList) {
      const limit = apiLimitClasses[routePolicies[route.name].throttle];
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
});
