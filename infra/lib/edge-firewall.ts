import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { routeList, routes, type RouteName } from '@sunward/shared/routes';
import type { Construct } from 'constructs';
import type { FirewallRule } from '@sunward/shared/route-policies';
import { edgeRateLimits, routesCountedBy, tooManyRequestsBody, tooManyRequestsRetryAfterSeconds, type EdgeRateLimit } from './edge-limits';

/** CloudFront web ACLs exist only in us-east-1, whatever region the site's stack is in. */
export const edgeFirewallRegion = 'us-east-1';

/** The stack output holding the web ACL's ARN (read by the site's stack). */
export const webAclArnOutputId = 'WebAclArn';

const tooManyRequestsKey = 'too-many-requests';

function visibility(metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * The anchored pattern WAF matches a (decoded, normalized, lower-cased) URI path against: one
 * alternative per route, `{id}` standing for one path segment, a trailing slash allowed.
 */
export function routePathPattern(routeNames: readonly RouteName[]): string {
  if (routeNames.length === 0) throw new Error('A per-IP rule counts at least one route: name it as `firewall` in shared/src/route-policies.ts.');
  const alternatives = routeNames.map((name) => {
    const route = routeList.find((candidate) => candidate.name === name);
    if (!route) throw new Error(`Unknown route ${name}.`);
    if (route.method !== 'POST') throw new Error(`Route ${name} is ${route.method}; the per-IP limits count POST routes.`);
    if (name === 'stripeWebhook') throw new Error('The Stripe webhook must not be limited per IP: Stripe calls it from few addresses.');
    return route.path
      .toLowerCase()
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegex(part)))
      .join('');
  });
  return `^(?:${alternatives.join('|')})/?$`;
}

/** WAF's 429 for a call over a per-IP limit: the JSON message the web client shows. */
const tooManyRequestsAction: wafv2.CfnWebACL.RuleActionProperty = {
  block: {
    customResponse: {
      responseCode: 429,
      customResponseBodyKey: tooManyRequestsKey,
      // Waiting helps: the count falls as the window moves on.
      responseHeaders: [{ name: 'Retry-After', value: String(tooManyRequestsRetryAfterSeconds) }],
    },
  },
};

/** The label a per-IP rule puts on a request over its limit when forms are among its routes. */
export const overLimitLabel = (name: FirewallRule) => `sunward:per-ip:${name}`;

/** The routes a rule counts that a page's form also posts natively (decision 049). */
function formRoutesCountedBy(name: FirewallRule) {
  return routesCountedBy(name)
    .map((routeName) => routeList.find((route) => route.name === routeName))
    .filter((route) => route?.form !== undefined);
}

const formContentType: wafv2.CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    // `singleHeader` is untyped in CDK and goes to CloudFormation as written.
    fieldToMatch: { singleHeader: { Name: 'content-type' } },
    positionalConstraint: 'STARTS_WITH',
    searchString: 'application/x-www-form-urlencoded',
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
};

/**
 * A per-IP limit. It blocks with the JSON 429 at once, unless a form posts natively to one of its
 * routes: a browser shows that answer as a page of raw JSON. Then it only labels the request over
 * the limit, and the rules after it block: a native post to a form's call with `303 See Other` to
 * the form's 'too many' page, anything else with the JSON 429. One count, both kinds of request.
 */
function rateRules(name: FirewallRule, limit: EdgeRateLimit, firstPriority: number): wafv2.CfnWebACL.RuleProperty[] {
  const forms = formRoutesCountedBy(name);
  const rule = rateRule(name, limit, firstPriority, forms.length > 0 ? 'label' : 'block');
  if (forms.length === 0) return [rule];
  const overLimit: wafv2.CfnWebACL.StatementProperty = { labelMatchStatement: { scope: 'LABEL', key: overLimitLabel(name) } };
  const formRules = forms.map((route, index): wafv2.CfnWebACL.RuleProperty => {
    const ruleName = `PerIp-${name}-FormPost-${route!.name}`;
    return {
      name: ruleName,
      priority: firstPriority + 1 + index,
      action: { block: { customResponse: { responseCode: 303, responseHeaders: [{ name: 'Location', value: route!.form!.pages.tooManyTries }] } } },
      statement: { andStatement: { statements: [overLimit, formContentType, pathMatch(routePathPattern([route!.name]))] } },
      visibilityConfig: visibility(ruleName),
    };
  });
  const blockName = `PerIp-${name}-Block`;
  return [
    rule,
    ...formRules,
    { name: blockName, priority: firstPriority + 1 + forms.length, action: tooManyRequestsAction, statement: overLimit, visibilityConfig: visibility(blockName) },
  ];
}

function pathMatch(regexString: string): wafv2.CfnWebACL.StatementProperty {
  return {
    regexMatchStatement: {
      fieldToMatch: { uriPath: {} },
      regexString,
      textTransformations: [
        { priority: 0, type: 'URL_DECODE' },
        { priority: 1, type: 'NORMALIZE_PATH' },
        { priority: 2, type: 'LOWERCASE' },
      ],
    },
  };
}

function rateRule(name: FirewallRule, limit: EdgeRateLimit, priority: number, over: 'block' | 'label'): wafv2.CfnWebACL.RuleProperty {
  const ruleName = `PerIp-${name}`;
  return {
    name: ruleName,
    priority,
    ...(over === 'block' ? { action: tooManyRequestsAction } : { action: { count: {} }, ruleLabels: [{ name: overLimitLabel(name) }] }),
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit: limit.requestsPer5Minutes,
        evaluationWindowSec: 300,
        scopeDownStatement: {
          andStatement: {
            statements: [
              {
                byteMatchStatement: {
                  fieldToMatch: { method: {} },
                  positionalConstraint: 'EXACTLY',
                  searchString: 'POST',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
              {
                regexMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  regexString: routePathPattern(routesCountedBy(name)),
                  textTransformations: [
                    { priority: 0, type: 'URL_DECODE' },
                    { priority: 1, type: 'NORMALIZE_PATH' },
                    { priority: 2, type: 'LOWERCASE' },
                  ],
                },
              },
            ],
          },
        },
      },
    },
    visibilityConfig: visibility(ruleName),
  };
}

function managedRule(
  name: string,
  priority: number,
  ruleActionOverrides?: wafv2.CfnWebACL.RuleActionOverrideProperty[],
): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: { vendorName: 'AWS', name, ...(ruleActionOverrides ? { ruleActionOverrides } : {}) },
    },
    visibilityConfig: visibility(name),
  };
}

/**
 * The managed rules that inspect the request body, by group, with the label each adds. They count
 * instead of blocking, and `bodyRulesBlock` blocks what they match on every path but the Stripe
 * webhook's: a dispute's evidence is free text from the cardholder's side and may well read like
 * script or a path, and Stripe's signature, checked before anything else is read, is the webhook's
 * gate (decision 035). This is AWS's way of scoping a managed rule: count, then block by label.
 */
export const bodyRules = {
  AWSManagedRulesCommonRuleSet: {
    CrossSiteScripting_BODY: 'awswaf:managed:aws:core-rule-set:CrossSiteScripting_Body',
    GenericLFI_BODY: 'awswaf:managed:aws:core-rule-set:GenericLFI_Body',
    GenericRFI_BODY: 'awswaf:managed:aws:core-rule-set:GenericRFI_Body',
    EC2MetaDataSSRF_BODY: 'awswaf:managed:aws:core-rule-set:EC2MetaDataSSRF_Body',
  },
  AWSManagedRulesKnownBadInputsRuleSet: {
    JavaDeserializationRCE_BODY: 'awswaf:managed:aws:known-bad-inputs:JavaDeserializationRCE_Body',
    Log4JRCE_BODY: 'awswaf:managed:aws:known-bad-inputs:Log4JRCE_Body',
    ReactJSRCE_BODY: 'awswaf:managed:aws:known-bad-inputs:ReactJSRCE_Body',
  },
} as const;

const countOnly = (ruleNames: readonly string[]): wafv2.CfnWebACL.RuleActionOverrideProperty[] =>
  ruleNames.map((name) => ({ name, actionToUse: { count: {} } }));

/** The anchored pattern of the Stripe webhook's path, matched as the per-IP rules match theirs. */
export const stripeWebhookPathPattern = `^${escapeRegex(routes.stripeWebhook.path)}/?$`;

/** Blocks what the managed body rules matched, anywhere but on the Stripe webhook. */
function bodyRulesBlock(priority: number): wafv2.CfnWebACL.RuleProperty {
  const labels = Object.values(bodyRules).flatMap((group) => Object.values(group));
  return {
    name: 'BodyRules-ExceptStripeWebhook',
    priority,
    action: { block: {} },
    statement: {
      andStatement: {
        statements: [
          { orStatement: { statements: labels.map((key) => ({ labelMatchStatement: { scope: 'LABEL', key } })) } },
          {
            notStatement: {
              statement: {
                regexMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  regexString: stripeWebhookPathPattern,
                  textTransformations: [
                    { priority: 0, type: 'URL_DECODE' },
                    { priority: 1, type: 'NORMALIZE_PATH' },
                    { priority: 2, type: 'LOWERCASE' },
                  ],
                },
              },
            },
          },
        ],
      },
    },
    visibilityConfig: visibility('BodyRules-ExceptStripeWebhook'),
  };
}

/**
 * The web ACL in front of CloudFront, in its own stack because CLOUDFRONT-scope ACLs live in
 * us-east-1: per-IP rate limits on the POST routes (`edge-limits.ts`, each route's `firewall` in
 * `shared/src/route-policies.ts`) first, so every such request counts, then AWS's IP reputation
 * list, common rule set and known bad inputs, whose body rules block last, on every path but the
 * Stripe webhook's.
 */
export class EdgeFirewallStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);

    const perIpRules: wafv2.CfnWebACL.RuleProperty[] = [];
    for (const name of Object.keys(edgeRateLimits) as FirewallRule[]) perIpRules.push(...rateRules(name, edgeRateLimits[name], perIpRules.length));
    const managedFrom = perIpRules.length;
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Sunward Group Travel: AWS managed rules and per-IP limits on the POST routes',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('SunwardEdge'),
      customResponseBodies: {
        [tooManyRequestsKey]: { contentType: 'APPLICATION_JSON', content: tooManyRequestsBody },
      },
      rules: [
        ...perIpRules,
        managedRule('AWSManagedRulesAmazonIpReputationList', managedFrom),
        // SizeRestrictions_BODY blocks bodies over 8 KB; ours go up to 64 KB (an inquiry's
        // message alone may be 5,000 characters) and Stripe's events to 512 KB, so that one rule
        // only counts, everywhere: each route's own limit applies.
        managedRule(
          'AWSManagedRulesCommonRuleSet',
          managedFrom + 1,
          countOnly(['SizeRestrictions_BODY', ...Object.keys(bodyRules.AWSManagedRulesCommonRuleSet)]),
        ),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', managedFrom + 2, countOnly(Object.keys(bodyRules.AWSManagedRulesKnownBadInputsRuleSet))),
        bodyRulesBlock(managedFrom + 3),
      ],
    });
    this.webAclArn = this.webAcl.attrArn;

    new CfnOutput(this, webAclArnOutputId, {
      value: this.webAcl.attrArn,
      description: 'The CloudFront web ACL (us-east-1) the site distribution uses',
    });
  }
}
