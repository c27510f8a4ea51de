import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Environment } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { addTourStack, configFromContext, stackId } from '../../lib/tour-app';
import { TourStack } from '../../lib/tour-stack';

const cdkJson = JSON.parse(readFileSync(new URL('../../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};

/** A stand-in for `web/dist`: the site construct only needs a directory to upload. */
export function tempWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sunward-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>test</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'export {};');
  return dir;
}

/** cdk.json's context (feature flags included) plus overrides, with bundling skipped. */
export function testApp(context: Record<string, unknown> = {}): App {
  return new App({
    outdir: mkdtempSync(join(tmpdir(), 'sunward-cdk-out-')),
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...context },
  });
}

/** A web ACL's ARN for the site's stack built alone (the app wires the real one: `edge-firewall.test.ts`). */
export const testWebAclArn = 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/SunwardEdge/abc';

/** The stack alone, for assertions on the template. */
export function tourStack(context: Record<string, unknown> = {}): TourStack {
  const app = testApp(context);
  return new TourStack(app, stackId, { ...configFromContext(app), webBuildDir: tempWebBuild(), webAclArn: testWebAclArn });
}

let defaultStack: { stack: TourStack; template: Template } | undefined;

/**
 * The stack with cdk.json's context alone and its template, synthesized once per test worker
 * (the project shares one module graph): the files that read it never change it, and each
 * synthesis takes seconds.
 */
export function defaultTourStack(): { stack: TourStack; template: Template } {
  if (!defaultStack) {
    const stack = tourStack();
    defaultStack = { stack, template: Template.fromStack(stack) };
  }
  return defaultStack;
}

/** The app as `infra/bin/app.ts` builds it, cdk-nag's AWS Solutions checks included. */
export function tourAppWithChecks(context: Record<string, unknown> = {}, env?: Environment): App {
  const app = testApp(context);
  addTourStack(app, { ...configFromContext(app), webBuildDir: tempWebBuild(), ...(env ? { env } : {}) });
  return app;
}
