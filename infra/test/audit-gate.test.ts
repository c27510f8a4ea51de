import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allowancesFile, decide, parseAllowances } from '../scripts/audit-gate';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** An `npm audit --json` report (npm 7+) with one advisory against `name`. */
function reportWith(name: string, severity: string, ghsa: string) {
  return {
    auditReportVersion: 2,
    vulnerabilities: {
      [name]: {
        name,
        severity,
        via: [{ source: 1_100_000, name, title: `${name} does something bad`, url: `https://github.com/advisories/${ghsa}`, severity, range: '<2.0.0' }],
      },
      // A package that is vulnerable only through `name`: its `via` names the package, not an advisory.
      [`uses-${name}`]: { name: `uses-${name}`, severity, via: [name] },
    },
    metadata: { vulnerabilities: { [severity]: 2 } },
  };
}

describe('the dependency audit in .ci/run', () => {
  it('audits the production dependencies after installing them and before the tests', () => {
    const lines = read('.ci/run').split('\n').map((line) => line.trim());
    const install = lines.indexOf('npm ci');
    const audit = lines.findIndex((line) => line.includes('npm audit --omit=dev --audit-level=high'));
    const tests = lines.indexOf('npm test');
    expect(install).toBeGreaterThanOrEqual(0);
    expect(audit).toBeGreaterThan(install);
    expect(tests).toBeGreaterThan(audit);
  });

  it('explains every accepted advisory in docs/TOOLCHAIN.md', () => {
    const toolchain = read('docs/TOOLCHAIN.md');
    for (const id of parseAllowances(readFileSync(allowancesFile, 'utf8'))) expect(toolchain).toContain(id);
  });
});

describe('the audit gate', () => {
  const allowed = 'GHSA-aaaa-bbbb-cccc';

  it.each<[string, Record<string, unknown>, boolean]>([
    ['no advisory', { auditReportVersion: 2, vulnerabilities: {} }, true],
    ['a moderate advisory', reportWith('left-pad', 'moderate', 'GHSA-1111-2222-3333'), true],
    ['a high advisory nobody accepted', reportWith('left-pad', 'high', 'GHSA-1111-2222-3333'), false],
    ['a critical advisory nobody accepted', reportWith('left-pad', 'critical', 'GHSA-1111-2222-3333'), false],
    ['a high advisory that is accepted', reportWith('left-pad', 'high', allowed), true],
    ['a registry without an audit service', { message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405 }, true],
    ['an audit service that failed', { message: '503 Service Unavailable', statusCode: 503 }, false],
    ['no answer at all', { message: 'getaddrinfo ENOTFOUND registry.npmjs.org' }, false],
  ])('%s: passes %s', (_name, report, passes) => {
    expect(decide(report, [allowed]).pass).toBe(passes);
  });

  it('names each refused advisory once, and each accepted one', () => {
    const report = reportWith('left-pad', 'high', 'GHSA-1111-2222-3333');
    expect(decide(report, [])).toMatchObject({
      pass: false,
      refused: [{ id: 'GHSA-1111-2222-3333', packageName: 'left-pad', severity: 'high' }],
    });
    expect(decide(reportWith('left-pad', 'high', allowed), [allowed])).toMatchObject({ pass: true, accepted: [{ id: allowed }] });
  });

  it('says which allowances are no longer needed', () => {
    expect(decide({ auditReportVersion: 2, vulnerabilities: {} }, [allowed])).toMatchObject({ pass: true, unusedAllowances: [allowed] });
  });

  it('reads the allowances file: the first word of each line, comments aside', () => {
    expect(parseAllowances('# accepted\nGHSA-aaaa-bbbb-cccc  some-package  # why\n\n  GHSA-dddd-eeee-ffff other\n')).toEqual([
      'GHSA-aaaa-bbbb-cccc',
      'GHSA-dddd-eeee-ffff',
    ]);
  });
});
