import { type ChildStack, startChildStack } from '../../infra/local/child-stack';

export type LocalStack = ChildStack;

/**
 * Starts `npm start`'s program on a free port with its own data folder and web build, and waits
 * until it serves. `env` adds to the environment, as a developer's shell would (e.g. `ADMIN_USERNAME`).
 */
export function startLocalStack(env: Record<string, string> = {}): Promise<LocalStack> {
  return startChildStack({ dataDirPrefix: 'sunward-e2e-', env, ownWebBuild: true });
}
