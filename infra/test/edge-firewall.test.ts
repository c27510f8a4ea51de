import { Template } from 'aws-cdk-lib/assertions';
import { routeList } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { overLimitLabel, routePathPattern, type EdgeFirewallStack } from '../lib/edge-firewall';
import { routePolicies } from '@sunward/shared/route-policies';
import { edgeRateLimits, tooManyRequestsBody } from '../lib/edge-limits';
import { edgeFirewallStackId, stackId } from '../lib/tour-app';
import { arrayAt, at, resourcesOf, stringAt } from './support/cfn';
import { tourAppWithChecks } from './support/tour-app';

function stacksOf(env?: { account: string; region: string }) {
  const app = tourAppWithChecks({}, env);
  const firewall = app.node.findChild(edgeFirewallStackId) as EdgeFirewallStack;
  const site = app.node.findChild(stackId);
  return { firewall, firewallTemplate: Template.fromStack(firewall), siteTemplate: Template.fromStack(site as never) };
}

const { firewall, firewallTemplate, siteTemplate } = stacksOf();
const [webAcl] = Object.values(resourcesOf(firewallTemplate)).filter((r) => r.Type === 'AWS::WAFv2::WebACL');
const rules = arrayAt(webAcl, 'Properties.Rules') as Array<Record<string, unknown>>;
const rateRules = rules.filter((rule) => at(rule, 'Statement.RateBasedStatement') !== undefined);

function distributionConfig(template: Template): unknown {
  const [distribution] = Object.values(resourcesOf(template)).filter((r) => r.Type === 'AWS::CloudFront::Distribution');
  return at(distribution, 'Properties.DistributionConfig');
}

describe('edge firewall (AWS WAF on CloudFront)', () => {
  it('is one CLOUDFRONT web ACL in its own us-east-1 stack, allowing by default', () => {
    expect(firewall.region).toBe('us-east-1');
    firewallTemplate.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(at(webAcl, 'Properties.Scope')).toBe('CLOUDFRONT');
    expect(at(webAcl, 'Properties.DefaultAction')).toEqual({ Allow: {} });
  });

  it('adds the three AWS managed rule groups, the common set counting large bodies only', () => {
    const managed = rules
      .map((rule) => at(rule, 'Statement.ManagedRuleGroupStatement') as { VendorName: string; Name: string } | undefined)
      .filter((group) => group !== undefined);
    expect(managed.map((group) => `${group.VendorName}/${group.Name}`).sort()).toEqual([
      'AWS/AWSManagedRulesAmazonIpReputationList',
      'AWS/AWSManagedRulesCommonRuleSet',
      'AWS/AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const counted = (group: string) =>
      (at(managed.find((candidate) => candidate.Name === group), 'RuleActionOverrides') as Array<{ Name: string; ActionToUse: unknown }>).map(
        (override) => [override.Name, override.ActionToUse],
      );
    expect(counted('AWSManagedRulesCommonRuleSet')).toEqual(
      ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY', 'GenericLFI_BODY', 'GenericRFI_BODY', 'EC2MetaDataSSRF_BODY'].map((name) => [name, { Count: {} }]),
    );
    expect(counted('AWSManagedRulesKnownBadInputsRuleSet')).toEqual(
      ['JavaDeserializationRCE_BODY', 'Log4JRCE_BODY', 'ReactJSRCE_BODY'].map((name) => [name, { Count: {} }]),
    );
  });

  it('blocks what the body rules match after the managed groups, on every path but the Stripe webhook', () => {
    const block = rules.find((rule) => rule.Name === 'BodyRules-ExceptStripeWebhook');
    const groupPriorities = rules.filter((rule) => at(rule, 'Statement.ManagedRuleGroupStatement') !== undefined).map((rule) => Number(rule.Priority));
    expect(Number(block?.Priority)).toBeGreaterThan(Math.max(...groupPriorities));
    expect(at(block, 'Action')).toEqual({ Block: {} });
    const [labels, notWebhook] = arrayAt(block, 'Statement.AndStatement.Statements');
    // Each body rule counted above is blocked again by its label, the size rule aside.
    const blockedLabels = (arrayAt(labels, 'OrStatement.Statements') as Array<{ LabelMatchStatement: { Key: string } }>).map((s) => s.LabelMatchStatement.Key);
    expect(blockedLabels.map((label) => label.replace(/^.*:/, '').toUpperCase())).toEqual(
      ['CrossSiteScripting_BODY', 'GenericLFI_BODY', 'GenericRFI_BODY', 'EC2MetaDataSSRF_BODY', 'JavaDeserializationRCE_BODY', 'Log4JRCE_BODY', 'ReactJSRCE_BODY'].map((name) => name.toUpperCase()),
    );
    const webhook = new RegExp(stringAt(notWebhook, 'NotStatement.Statement.RegexMatchStatement.RegexString'));
    expect(['/api/stripe/webhook', '/api/stripe/webhook/'].map((path) => webhook.test(path))).toEqual([true, true]);
    expect(['/api/inquiries', '/api/stripe/webhook/x', '/api/bookings'].map((path) => webhook.test(path))).toEqual([false, false, false]);
  });

  it('has one per-IP rate rule per configured limit, with its threshold over 5 minutes', () => {
    expect(rateRules.map((rule) => [rule.Name, at(rule, 'Statement.RateBasedStatement.Limit')])).toEqual(
      Object.entries(edgeRateLimits).map(([name, limit]) => [`PerIp-${name}`, limit.requestsPer5Minutes]),
    );
    for (const rule of rateRules) {
      expect(at(rule, 'Statement.RateBasedStatement.AggregateKeyType')).toBe('IP');
      expect(at(rule, 'Statement.RateBasedStatement.EvaluationWindowSec')).toBe(300);
      const scope = arrayAt(rule, 'Statement.RateBasedStatement.ScopeDownStatement.AndStatement.Statements');
      expect(at(scope[0], 'ByteMatchStatement.SearchString')).toBe('POST');
      expect(stringAt(scope[1], 'RegexMatchStatement.RegexString')).toMatch(/^\^\(\?:\/api\//);
    }
    for (const limit of Object.values(edgeRateLimits)) expect(limit.requestsPer5Minutes).toBeGreaterThanOrEqual(10);
  });

  it('counts booking creation under its own rule, lower than the payment calls it is part of', () => {
    const countedBy = (name: string) => rateRules.find((rule) => rule.Name === name);
    const creation = countedBy('PerIp-newBookings');
    const pattern = new RegExp(stringAt(arrayAt(creation, 'Statement.RateBasedStatement.ScopeDownStatement.AndStatement.Statements')[1], 'RegexMatchStatement.RegexString'));
    expect(pattern.test('/api/bookings')).toBe(true);
    expect(pattern.test('/api/create-payment-intent')).toBe(false);
    expect(pattern.test('/api/bookings/b-123/deposit-payment')).toBe(false);
    const limitOf = (rule: Record<string, unknown> | undefined) => Number(at(rule, 'Statement.RateBasedStatement.Limit'));
    expect(limitOf(creation)).toBeLessThan(limitOf(countedBy('PerIp-bookings')));
  });

  it('answers 429 with the JSON message when a rate rule blocks', () => {
    expect(at(webAcl, 'Properties.CustomResponseBodies')).toEqual({
      'too-many-requests': { ContentType: 'APPLICATION_JSON', Content: tooManyRequestsBody },
    });
    expect(JSON.parse(tooManyRequestsBody)).toEqual({
      message: 'Too many requests from your network. Please wait a few minutes and try again.',
    });
    for (const rule of rateRules) {
      // A rule whose routes take a native form post labels, and the rule after its form rules blocks.
      const blocking = at(rule, 'Action.Block') !== undefined ? rule : rules.find((one) => one.Name === `${String(rule.Name)}-Block`);
      expect(at(blocking, 'Action.Block.CustomResponse'), String(rule.Name)).toEqual({
        ResponseCode: 429,
        CustomResponseBodyKey: 'too-many-requests',
        ResponseHeaders: [{ Name: 'Retry-After', Value: '300' }],
      });
    }
  });

  it('sends a form the browser posted itself over the limit to its page with 303, in the same count as the JSON calls', () => {
    const messages = rateRules.find((rule) => rule.Name === 'PerIp-messages');
    expect(at(messages, 'Action')).toEqual({ Count: {} });
    expect(at(messages, 'RuleLabels')).toEqual([{ Name: overLimitLabel('messages') }]);
    const byName = (name: string) => rules.find((rule) => rule.Name === name);
    const forms = [
      ['PerIp-messages-FormPost-subscribeNewsletter', '/api/newsletter', '/newsletter/too-many-tries'],
      ['PerIp-messages-FormPost-createInquiry', '/api/inquiries', '/contact/too-many-messages'],
    ] as const;
    for (const [name, path, page] of forms) {
      const rule = byName(name);
      expect(Number(rule?.Priority)).toBeGreaterThan(Number(messages?.Priority));
      expect(Number(rule?.Priority)).toBeLessThan(Number(byName('PerIp-messages-Block')?.Priority));
      expect(at(rule, 'Action.Block.CustomResponse')).toEqual({ ResponseCode: 303, ResponseHeaders: [{ Name: 'Location', Value: page }] });
      const [label, contentType, pathRule] = arrayAt(rule, 'Statement.AndStatement.Statements');
      expect(at(label, 'LabelMatchStatement')).toEqual({ Scope: 'LABEL', Key: overLimitLabel('messages') });
      expect(at(contentType, 'ByteMatchStatement.SearchString')).toBe('application/x-www-form-urlencoded');
      const pattern = new RegExp(stringAt(pathRule, 'RegexMatchStatement.RegexString'));
      expect([path, `${path}/`, '/api/bookings'].map((one) => pattern.test(one))).toEqual([true, true, false]);
    }
    // Routes without a form keep their plain blocking rule.
    expect(at(rateRules.find((rule) => rule.Name === 'PerIp-newBookings'), 'Action.Block')).toBeDefined();
  });

  it('turns on CloudWatch metrics and sampled requests for the ACL and every rule', () => {
    for (const holder of [webAcl!.Properties, ...rules]) {
      expect(at(holder, 'VisibilityConfig.CloudWatchMetricsEnabled')).toBe(true);
      expect(at(holder, 'VisibilityConfig.SampledRequestsEnabled')).toBe(true);
    }
  });

  it('counts the configured POST paths and never the Stripe webhook', () => {
    const patterns = rateRules.map(
      (rule) => new RegExp(stringAt(arrayAt(rule, 'Statement.RateBasedStatement.ScopeDownStatement.AndStatement.Statements')[1], 'RegexMatchStatement.RegexString')),
    );
    const matched = (path: string) => patterns.some((pattern) => pattern.test(path));
    expect(matched('/api/stripe/webhook')).toBe(false);
    expect(matched('/api/stripe/webhook/')).toBe(false);
    for (const path of ['/api/bookings', '/api/create-payment-intent', '/api/bookings/b-123/deposit-payment', '/api/bookings/request-otp', '/api/bookings/verify-otp', '/api/inquiries', '/api/newsletter', '/api/login', '/api/login/']) {
      expect(matched(path), path).toBe(true);
    }
    expect(matched('/api/bookings/b-123/payments')).toBe(false);
    expect(() => routePathPattern(['stripeWebhook'])).toThrow('must not be limited per IP');
    expect(() => routePathPattern(['listPackages'])).toThrow('the per-IP limits count POST routes');
    expect(() => routePathPattern([])).toThrow('at least one route');
  });

  it('counts each route under the one rule its policy names, and no route under another', () => {
    const patterns = rateRules.map((rule) => ({
      name: String(rule.Name),
      pattern: new RegExp(stringAt(arrayAt(rule, 'Statement.RateBasedStatement.ScopeDownStatement.AndStatement.Statements')[1], 'RegexMatchStatement.RegexString')),
    }));
    for (const route of routeList) {
      const path = route.path.replace(/\{[^}]+\}/g, 'b-123').toLowerCase();
      const counting = route.method === 'POST' ? patterns.filter(({ pattern }) => pattern.test(path)).map(({ name }) => name) : [];
      const { firewall } = routePolicies[route.name];
      expect(counting, `${route.method} ${route.path}`).toEqual(firewall === 'none' ? [] : [`PerIp-${firewall}`]);
    }
  });

  it('puts the web ACL on the distribution, read from the us-east-1 stack', () => {
    expect(at(distributionConfig(siteTemplate), 'WebACLId')).toEqual({
      'Fn::GetStackOutput': { StackName: edgeFirewallStackId, OutputName: 'WebAclArn', Region: 'us-east-1' },
    });
    const [webAclId] = Object.keys(firewallTemplate.findResources('AWS::WAFv2::WebACL'));
    firewallTemplate.hasOutput('WebAclArn', { Value: { 'Fn::GetAtt': [webAclId, 'Arn'] } });
  });

  it.each([
    ['eu-west-1', { account: '111111111111', region: 'eu-west-1' }],
    ['us-east-1', { account: '111111111111', region: 'us-east-1' }],
  ])('wires the ARN across stacks when the site is in %s', (_, env) => {
    const stacks = stacksOf(env);
    expect(stacks.firewall.region).toBe('us-east-1');
    expect(at(distributionConfig(stacks.siteTemplate), 'WebACLId')).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({ StackName: edgeFirewallStackId, Region: 'us-east-1' }) as unknown,
    });
  });
});
