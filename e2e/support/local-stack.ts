import { type ChildStack, startChildStack } from '../../infra/local/child-stack';

export type LocalStack = ChildStack;

/**
 * Starts `npm start`'s program on a free port with its own data folder and web build, and waits
 * until it serves. `env` adds to the environment, as a developer's shell would (e.g. `ADMIN_USERNAME`).
 */
export function startLocalStack(env: Record<string, string> = {}): Promise<LocalStack> {
  // Every journey books from 127.0.0.1: the cap on seats one address holds unpaid (decision 037) is raised.
  return startChildStack({ dataDirPrefix: 'sunward-e2e-', env: { HELD_SEATS_PER_CLIENT_ADDRESS: '1000', ...env }, ownWebBuild: true });
}
