import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { App } from 'aws-cdk-lib';
import { addTourStack, configFromContext, stackId } from '../lib/tour-app';

/**
 * The functions exactly as `cdk deploy` would ship them: synthesized with bundling on, then read
 * back from the cloud assembly with the environment and permissions the template gives each one.
 * The deploy-parity test and `npm run bench` both start from here.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface FunctionBundle {
  /** The function's service name (POWERTOOLS_SERVICE_NAME): its handler or job name. */
  readonly name: string;
  readonly logicalId: string;
  /** Absolute path of the bundled entry (`index.mjs`). */
  readonly entryFile: string;
  /** What the template sets, with `Ref`/`Fn::GetAtt` values replaced by placeholder strings. */
  readonly environment: Readonly<Record<string, string>>;
  /** Repository-relative paths of every module in the bundle (from its source map). */
  readonly sources: readonly string[];
  /** Every IAM action the function's role is granted. */
  readonly actions: readonly string[];
}

type Template = { Resources: Record<string, { Type: string; Properties?: Record<string, unknown>; Metadata?: Record<string, unknown> }> };

/** Region and dummy credentials: what the Lambda runtime adds to every function's environment. */
export const lambdaRuntimeEnvironment = {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'AKIAPARITYTEST',
  AWS_SECRET_ACCESS_KEY: 'parity-test',
  AWS_SESSION_TOKEN: 'parity-test',
} as const;

function placeholder(value: unknown): string {
  if (typeof value === 'string') return value;
  // `https://` joined with a distribution's domain name stays a URL, as in AWS.
  if (value && typeof value === 'object' && 'Fn::Join' in value && Array.isArray(value['Fn::Join'])) {
    const [separator, parts] = value['Fn::Join'] as [string, unknown[]];
    return parts.map(placeholder).join(separator);
  }
  if (value && typeof value === 'object') {
    const [intrinsic, argument] = Object.entries(value)[0] ?? [];
    const name = Array.isArray(argument) ? String(argument[0]) : String(argument);
    return `placeholder-${intrinsic?.replace('Fn::', '')}-${name}`;
  }
  return String(value);
}

function refOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if ('Ref' in value) return String(value.Ref);
  if ('Fn::GetAtt' in value && Array.isArray(value['Fn::GetAtt'])) return String(value['Fn::GetAtt'][0]);
  return undefined;
}

function actionsOfRole(template: Template, roleId: string | undefined): string[] {
  const actions = new Set<string>();
  for (const resource of Object.values(template.Resources)) {
    if (resource.Type !== 'AWS::IAM::Policy') continue;
    const roles = (resource.Properties?.Roles as unknown[] | undefined) ?? [];
    if (!roles.some((role) => refOf(role) === roleId)) continue;
    const statements = (resource.Properties?.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement;
    for (const statement of statements) for (const action of [statement.Action].flat()) actions.add(action);
  }
  return [...actions].sort();
}

/** A stand-in for `web/dist`: the site construct only needs a directory to upload. */
function emptyWebBuild(outdir: string): string {
  const dir = join(outdir, 'web-build');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>functions</title>');
  writeFileSync(join(dir, 'assets', 'main.js'), 'export {};');
  return dir;
}

/**
 * A directory holding an `npx` that runs `npx --no-install <bin> …` as the repository's own
 * `node_modules/.bin/<bin>` and passes anything else to npm's. CDK's local bundling runs
 * `npx --no-install esbuild …` once per function: the same binary with the same arguments, so the
 * same bundles, but npm's start-up took about 0.9 s of CPU each, half of the synthesis.
 */
function directRunnerDir(outdir: string): string {
  const dir = join(outdir, 'bin');
  mkdirSync(dir, { recursive: true });
  const bins = join(repoRoot, 'node_modules', '.bin');
  const shim = join(dir, 'npx');
  writeFileSync(
    shim,
    [
      '#!/bin/sh',
      `if [ "$1" = "--no-install" ] && [ -x "${bins}/$2" ]; then bin="$2"; shift 2; exec "${bins}/$bin" "$@"; fi`,
      `PATH="${process.env.PATH ?? ''}" exec npx "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(shim, 0o755);
  return dir;
}

/**
 * Synthesizes the app as `cdk deploy` does, bundling every function with esbuild, into a folder
 * under the repository's `node_modules/.cache`, so that a bundle's external imports resolve from
 * the repository's `node_modules` as they would from the Lambda runtime's.
 */
export function synthesizeFunctionBundles(): { bundles: FunctionBundle[]; remove: () => void } {
  const cacheDir = join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const outdir = mkdtempSync(join(cacheDir, 'sunward-functions-'));
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({ outdir: join(outdir, 'cdk.out'), context: { ...cdkJson.context, 'aws:cdk:enable-asset-metadata': true } });
  // Each asset is bundled as its function is constructed.
  const path = process.env.PATH;
  process.env.PATH = `${directRunnerDir(outdir)}:${path ?? ''}`;
  try {
    // cdk-nag's checks stay with the synth `cdk deploy` makes and `cdk-nag.test.ts`; they change no bundle.
    addTourStack(app, { ...configFromContext(app), webBuildDir: emptyWebBuild(outdir) }, { nagChecks: false });
  } finally {
    process.env.PATH = path;
  }
  const assembly = app.synth();
  const stack = assembly.getStackByName(stackId);
  const template = stack.template as Template;

  const bundles: FunctionBundle[] = [];
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const assetPath = resource.Metadata?.['aws:asset:path'];
    const variables = (resource.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
    // Our functions are the ones built by NodeFunction; CDK's own (custom-resource frameworks) are not ours to import.
    if (typeof assetPath !== 'string' || typeof variables.POWERTOOLS_SERVICE_NAME !== 'string') continue;
    const entryFile = join(assembly.directory, assetPath, 'index.mjs');
    const map = JSON.parse(readFileSync(`${entryFile}.map`, 'utf8')) as { sources: string[] };
    bundles.push({
      name: variables.POWERTOOLS_SERVICE_NAME,
      logicalId,
      entryFile,
      environment: Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, placeholder(value)])),
      sources: map.sources.map((source) => relative(repoRoot, resolve(dirname(entryFile), source))),
      actions: actionsOfRole(template, refOf(resource.Properties?.Role)),
    });
  }
  return {
    bundles: bundles.sort((a, b) => a.name.localeCompare(b.name)),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

export interface ImportResult {
  ok: boolean;
  /** How long `import()` of the bundle took, in milliseconds, measured inside the fresh process. */
  importMs: number;
  stderr: string;
}

/**
 * Imports a bundle in a fresh Node process that has exactly `environment` and nothing else, as
 * Lambda's runtime would at a cold start.
 */
export function importInFreshProcess(entryFile: string, environment: Readonly<Record<string, string>>): Promise<ImportResult> {
  const script = [
    'const startedAt = performance.now();',
    `await import(${JSON.stringify(pathToFileURL(entryFile).href)});`,
    'process.stdout.write(String(performance.now() - startedAt));',
  ].join('\n');
  return runModule([script], environment).then(({ code, stdout, stderr }) => ({ ok: code === 0, importMs: Number(stdout), stderr }));
}

/** Runs an ES module script in a fresh Node process whose environment is exactly `environment`: its exit code and what it wrote. */
function runModule(args: readonly string[], environment: Readonly<Record<string, string>>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', ...args], {
      env: { ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

export interface VariantResult {
  ok: boolean;
  /** What the import wrote to stderr, and the error it threw, if any. */
  stderr: string;
}

/**
 * Imports a bundle once per environment in one fresh Node process: before each import the
 * process's environment is replaced by exactly that variant, and the bundle's URL carries the
 * variant's number, so each import evaluates the whole bundle anew, as a cold start would. One
 * process for every variant of a function, rather than one per variant, is the parity test's
 * largest saving; the externals the bundle imports (the runtime's SDK) are shared, as they hold
 * none of our settings.
 */
export function importVariantsInFreshProcess(entryFile: string, variants: readonly Readonly<Record<string, string>>[]): Promise<VariantResult[]> {
  const script = `
    const [url, variantsJson] = process.argv.slice(1);
    const variants = JSON.parse(variantsJson);
    const results = [];
    const writeError = process.stderr.write;
    for (const [index, environment] of variants.entries()) {
      for (const name of Object.keys(process.env)) delete process.env[name];
      Object.assign(process.env, environment);
      let stderr = '';
      process.stderr.write = (chunk) => { stderr += String(chunk); return true; };
      try {
        await import(url + '?variant=' + index);
        results.push({ ok: true, stderr });
      } catch (error) {
        results.push({ ok: false, stderr: stderr + String(error && error.stack ? error.stack : error) });
      } finally {
        process.stderr.write = writeError;
      }
    }
    process.stdout.write(JSON.stringify(results));
  `;
  return runModule([script, pathToFileURL(entryFile).href, JSON.stringify(variants)], variants[0] ?? {}).then(({ code, stdout, stderr }) => {
    if (code !== 0) throw new Error(`The import process of ${entryFile} exited with ${code}: ${stderr}`);
    return JSON.parse(stdout) as VariantResult[];
  });
}
