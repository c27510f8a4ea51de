import { existsSync, readFileSync } from 'node:fs';

/**
 * Prints, last, every test that failed in `npm test`'s three vitest runs, from their JSON reports.
 * The runs go side by side and their output interleaves, so the journeys' failures would otherwise
 * be far above the end of a CI log, where nobody reads.
 */
interface AssertionResult {
  fullName: string;
  status: string;
  failureMessages?: string[];
}
interface Report {
  testResults?: { name: string; status: string; message?: string; assertionResults?: AssertionResult[] }[];
}

const reports = ['test-results/vitest/e2e.json', 'test-results/vitest/handlers.json', 'test-results/vitest/rest.json'];
let failures = 0;
for (const file of reports) {
  if (!existsSync(file)) {
    console.log(`${file}: no report (the run did not finish)`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  for (const suite of report.testResults ?? []) {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (suite.status === 'failed' && failed.length === 0) {
      failures += 1;
      console.log(`✗ ${suite.name}\n  ${(suite.message ?? 'failed').split('\n').slice(0, 8).join('\n  ')}`);
    }
    for (const test of failed) {
      failures += 1;
      console.log(`✗ ${suite.name} › ${test.fullName}\n  ${(test.failureMessages?.[0] ?? '').split('\n').slice(0, 12).join('\n  ')}`);
    }
  }
}
console.log(failures === 0 ? 'No test failed: the check (typecheck or lint) did.' : `${failures} failed.`);
