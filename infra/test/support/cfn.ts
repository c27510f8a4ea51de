import type { Template } from 'aws-cdk-lib/assertions';

/** One resource of a synthesized template; its properties stay `unknown` until a test reads them. */
export interface CfnResource {
  readonly Type: string;
  readonly Properties: Record<string, unknown>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

export function resourcesOf(template: Template): Record<string, CfnResource> {
  return (template.toJSON() as { Resources: Record<string, CfnResource> }).Resources;
}

/** The value at a dotted path (`'Properties.Environment.Variables.TABLE_NAME'`, `'Items.0.Header'`). */
export function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function arrayAt(value: unknown, path: string): unknown[] {
  const found = at(value, path);
  if (!Array.isArray(found)) throw new Error(`Expected an array at ${path}, got ${JSON.stringify(found)}`);
  return found;
}

export function stringAt(value: unknown, path: string): string {
  const found = at(value, path);
  if (typeof found !== 'string') throw new Error(`Expected a string at ${path}, got ${JSON.stringify(found)}`);
  return found;
}

/** Lookups over one synthesized template's resources, shared by the tests that read its IAM. */
export function templateLookups(resources: Record<string, CfnResource>) {
  function ofType(type: string): Array<[string, CfnResource]> {
    return Object.entries(resources).filter(([, resource]) => resource.Type === type);
  }

  /** The one function whose Powertools service name is `name`. */
  function functionNamed(name: string): CfnResource {
    const matches = ofType('AWS::Lambda::Function').filter(([, fn]) => at(fn, 'Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME') === name);
    if (matches.length !== 1) throw new Error(`Expected one function named ${name}, found ${matches.length}`);
    return matches[0]![1];
  }

  /** Every IAM statement granted to a function's role, across all policies attached to it. */
  function statementsOf(functionName: string): unknown[] {
    const roleId = stringAt(functionNamed(functionName), 'Properties.Role.Fn::GetAtt.0');
    return ofType('AWS::IAM::Policy')
      .filter(([, policy]) => arrayAt(policy, 'Properties.Roles').some((role) => at(role, 'Ref') === roleId))
      .flatMap(([, policy]) => arrayAt(policy, 'Properties.PolicyDocument.Statement'));
  }

  return { ofType, functionNamed, statementsOf };
}
