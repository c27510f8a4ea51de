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
