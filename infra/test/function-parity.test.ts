import { routeList } from '@sunward/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FunctionBundle, importVariantsInFreshProcess, lambdaRuntimeEnvironment, synthesizeFunctionBundles, type VariantResult } from '../tools/function-bundles';

/**
 * Deploy parity: every function, bundled as `cdk deploy` ships it, starts with exactly what the
 * template gives it. The local stack cannot show this, since there every handler shares one
 * process that has every variable.
 */
let bundles: FunctionBundle[] = [];

beforeAll(() => {
  const synthesized = synthesizeFunctionBundles();
  bundles = synthesized.bundles;
  return synthesized.remove;
}, 360_000);

const bundle = (name: string): FunctionBundle => {
  const found = bundles.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No function named ${name} in the template`);
  return found;
};

/** Variables Powertools and Node read with defaults of their own; every other one is ours and required. */
const runtimeTuning = new Set(['POWERTOOLS_SERVICE_NAME', 'POWERTOOLS_LOG_LEVEL', 'NODE_OPTIONS']);

/** The variables of a function that are ours: each must be there, or it fails at import. */
const oursOf = (name: string): string[] => Object.keys(bundle(name).environment).filter((variable) => !runtimeTuning.has(variable));

/**
 * Per function, one fresh process imports it with its whole template environment, then once
 * without each of its own variables in turn.
 */
const imports = new Map<string, Promise<VariantResult[]>>();
const importsOf = (name: string): Promise<VariantResult[]> => {
  let found = imports.get(name);
  if (!found) {
    const { entryFile, environment } = bundle(name);
    const variants = [environment, ...oursOf(name).map((missing) => Object.fromEntries(Object.entries(environment).filter(([variable]) => variable !== missing)))];
    found = importVariantsInFreshProcess(entryFile, variants.map((variant) => ({ ...variant, ...lambdaRuntimeEnvironment })));
    imports.set(name, found);
  }
  return found;
};

/**
 * Adapter modules, and the IAM action each needs. CDK must grant an action exactly to the
 * functions that bundle an adapter needing it (two adapters read secrets: the Stripe keys and the
 * code secret; `stack.test.ts` checks which secret each route may read). Sealing and opening a code
 * are two modules, so that only the mail worker's bundle can decrypt (decision 038).
 */
const adapterGrants = [
  { adapter: 'functions/src/adapters/mail.ts', action: 'ses:SendEmail' },
  { adapter: 'functions/src/adapters/payment-keys.ts', action: 'secretsmanager:GetSecretValue' },
  { adapter: 'functions/src/adapters/one-time-code-secret.ts', action: 'secretsmanager:GetSecretValue' },
  { adapter: 'functions/src/adapters/code-encryption.ts', action: 'kms:Encrypt' },
  { adapter: 'functions/src/adapters/code-decryption.ts', action: 'kms:Decrypt' },
  { adapter: 'functions/src/adapters/identity.ts', action: 'cognito-idp:AdminInitiateAuth' },
  { adapter: 'functions/src/adapters/identity.ts', action: 'cognito-idp:AdminRespondToAuthChallenge' },
] as const;

const grantedActions = [...new Set(adapterGrants.map((grant) => grant.action))];

const functionNames = [...routeList.map((route) => route.handler), 'expire-holds', 'mail-worker', 'seed-catalogue'].sort();

describe('every function as deployed', () => {
  it('is in the template: one per route and one per job', () => {
    expect(bundles.map((found) => found.name)).toEqual(functionNames);
  });

  it.each(functionNames)('%s imports in a fresh process with only its template environment', async (name) => {
    const [complete] = await importsOf(name);
    expect({ ok: complete?.ok, stderr: complete?.ok ? '' : complete?.stderr }).toEqual({ ok: true, stderr: '' });
  });

  it.each(functionNames)('%s fails at import, naming the variable, when one it is given goes missing', async (name) => {
    const ours = oursOf(name);
    expect(ours.length).toBeGreaterThan(0);
    const [, ...withOneMissing] = await importsOf(name);
    expect(withOneMissing).toHaveLength(ours.length);
    ours.forEach((missing, index) => {
      const result = withOneMissing[index];
      expect({ missing, ok: result?.ok }).toEqual({ missing, ok: false });
      expect(result?.stderr).toContain(missing);
    });
  });

  it.each(functionNames)('%s is granted exactly what the adapters in its bundle use', (name) => {
    const { sources, actions } = bundle(name);
    for (const action of grantedActions) {
      const needing = adapterGrants.filter((grant) => grant.action === action && sources.includes(grant.adapter));
      expect({ action, bundled: needing.map((grant) => grant.adapter), granted: actions.includes(action) }).toEqual({
        action,
        bundled: needing.map((grant) => grant.adapter),
        granted: needing.length > 0,
      });
    }
  });
});
