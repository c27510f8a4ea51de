import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config';

/**
 * `npm test` runs its vitest projects in three processes side by side, each naming its projects;
 * a project the config gains and no process names would never run, and the suite would stay green.
 */
const scripts = (JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as { scripts: Record<string, string> }).scripts;

const projectNames = (config.test?.projects ?? []).map((project) => (typeof project === 'object' && 'test' in project ? project.test?.name : undefined));

/** The `test:*` scripts `npm test` runs, and the projects each names with `--project`. */
function projectsRunByNpmTest(): string[][] {
  const runs = scripts.test?.match(/\btest:[\w-]+/g) ?? [];
  return runs.map((run) => [...(scripts[run] ?? '').matchAll(/--project[ =]"?([^\s"]+)"?/g)].map(([, name]) => name ?? ''));
}

describe('npm test', () => {
  it('runs every vitest project, each in exactly one of its processes', () => {
    const named = projectsRunByNpmTest().flat();
    expect(projectNames.every((name) => typeof name === 'string')).toBe(true);
    expect([...named].sort()).toEqual([...(projectNames as string[])].sort());
  });
});
