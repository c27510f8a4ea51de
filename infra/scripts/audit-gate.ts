import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Runs when `npm audit --omit=dev --audit-level=high` in `.ci/run` fails: the run goes on only if
 * every high or critical advisory against a production dependency is accepted in
 * `.ci/audit-allowances`, each one named and explained in `docs/TOOLCHAIN.md`. A registry that
 * has no audit service at all (it refuses the call, 405) is reported and let through: there is
 * nothing to check against. Any other failure to audit stops the run.
 */

export const allowancesFile = fileURLToPath(new URL('../../.ci/audit-allowances', import.meta.url));

/** One advisory npm reported, as its JSON report names it. */
export interface Advisory {
  /** `GHSA-xxxx-xxxx-xxxx`, from the advisory's URL. */
  id: string;
  packageName: string;
  severity: string;
  title: string;
  url: string;
}

export type Verdict =
  | { pass: true; accepted: Advisory[]; unusedAllowances: string[]; note?: string }
  | { pass: false; refused: Advisory[]; accepted: Advisory[]; reason: string };

const blocking = new Set(['high', 'critical']);

/** The advisory ids `.ci/audit-allowances` accepts: the first word of each line, `#` comments aside. */
export function parseAllowances(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim().split(/\s+/)[0] ?? '')
    .filter((id) => id !== '');
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The high and critical advisories of an `npm audit --json` report (npm 7+), each once. */
export function blockingAdvisories(report: Record<string, unknown>): Advisory[] {
  const found = new Map<string, Advisory>();
  for (const vulnerability of Object.values(record(report.vulnerabilities) ?? {})) {
    const via = record(vulnerability)?.via;
    for (const cause of Array.isArray(via) ? via : []) {
      const advisory = record(cause);
      if (!advisory || !blocking.has(String(advisory.severity))) continue;
      const url = String(advisory.url ?? '');
      const id = /GHSA-[\w-]+/.exec(url)?.[0] ?? `npm-${String(advisory.source)}`;
      found.set(id, { id, packageName: String(advisory.name), severity: String(advisory.severity), title: String(advisory.title), url });
    }
  }
  return [...found.values()];
}

/** What the gate decides from npm's JSON output and the accepted advisory ids. */
export function decide(report: Record<string, unknown>, allowances: readonly string[]): Verdict {
  if (!('vulnerabilities' in report)) {
    const message = typeof report.message === 'string' ? report.message : 'npm audit gave no report';
    if (report.statusCode === 405) {
      return { pass: true, accepted: [], unusedAllowances: [], note: `The registry has no audit service (${message}): no advisory was checked.` };
    }
    return { pass: false, refused: [], accepted: [], reason: `npm audit could not run: ${message}` };
  }
  const advisories = blockingAdvisories(report);
  const accepted = advisories.filter((advisory) => allowances.includes(advisory.id));
  const refused = advisories.filter((advisory) => !allowances.includes(advisory.id));
  const unusedAllowances = allowances.filter((id) => !advisories.some((advisory) => advisory.id === id));
  if (refused.length > 0) return { pass: false, refused, accepted, reason: 'High or critical advisories against production dependencies' };
  return { pass: true, accepted, unusedAllowances };
}

function describe(advisory: Advisory): string {
  return `${advisory.id} ${advisory.severity} in ${advisory.packageName}: ${advisory.title} (${advisory.url})`;
}

function main(): number {
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let report: Record<string, unknown>;
  try {
    report = record(JSON.parse(audit.stdout)) ?? {};
  } catch {
    report = { message: audit.stderr.trim() || 'npm audit printed no JSON' };
  }
  const verdict = decide(report, parseAllowances(readFileSync(allowancesFile, 'utf8')));
  for (const advisory of verdict.accepted) console.log(`Accepted (.ci/audit-allowances, docs/TOOLCHAIN.md): ${describe(advisory)}`);
  if (!verdict.pass) {
    console.error(verdict.reason);
    for (const advisory of verdict.refused) console.error(`  ${describe(advisory)}`);
    console.error('Update the dependency, or accept the advisory in .ci/audit-allowances and explain why in docs/TOOLCHAIN.md.');
    return 1;
  }
  if (verdict.note) console.warn(`::warning::${verdict.note}`);
  for (const id of verdict.unusedAllowances) console.warn(`${id} is accepted in .ci/audit-allowances but no longer reported: remove it and its note.`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
