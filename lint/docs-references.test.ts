import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeList } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';

/**
 * Docs that cannot drift: every repository path and every `/api` call the docs name exists.
 *
 * Read: `README.md`, the workspace READMEs and every `docs/**\/*.md`.
 *
 * Paths: each markdown link's target (relative to the page's folder), and each word in backticks
 * that starts with a top-level folder (`functions/src/…`, `.ci/run`) or is a root file
 * (`vitest.config.ts`); in a page below the root, a backticked path whose first folder is beside
 * the page (`spec/product-spec.md` in `docs/`, `lib/api.ts` in `infra/`) is read from there. A
 * `#anchor` or `:line` suffix is dropped. `*` and `**` are globs, `{a,b}` names each of a and b,
 * and a placeholder (`<entity>`, `…`) stands for one name: each must match at least one file.
 * Build output and local data (`GENERATED`) are not in the repository and are not checked; nor
 * are fenced code blocks, links written as code, sections that quote other repositories' files
 * (`FOREIGN_SECTIONS`), and a path or call struck through as removed: a decision that removes
 * a file names it ~~`infra/lib/route-permissions.ts`~~.
 *
 * Calls: each `/api/…` path, with the method before it when there is one (`GET /api/packages/{id}`),
 * must be in the route table with that method (with none, under some method); `{id}` and a concrete
 * segment (`/api/packages/tobago`) match any parameter in its place. A call the page says does not
 * exist ("There is no `POST /api/register`") must not be in the table. The product spec
 * (`docs/spec/`) is the owner's text and describes the original site's calls, so it is read for
 * paths but not for calls.
 *
 * Decisions: a record whose `Status:` says it amends, supersedes, changes or completes an earlier
 * one (`amends 023 and 027`) must be named at the top of that one, under its title:
 * `> Amended by [031](031-….md): what changed` (STYLE.md §2.11).
 */
const repoRoot = fileURLToPath(new URL('../', import.meta.url));

const TOP_LEVEL = ['shared', 'functions', 'emulators', 'infra', 'web', 'e2e', 'docs', 'lint', '.ci'];
const ROOT_FILES = ['package.json', 'package-lock.json', 'vitest.config.ts', 'tsconfig.json', 'eslint.config.js', 'cdk.json', 'README.md', '.gitignore'];
/** Made by a build or a local run, never committed (see `.gitignore`). */
const GENERATED = ['web/dist', 'cdk.out', '.data'];
const WORKSPACE_READMES = ['shared', 'functions', 'emulators', 'infra', 'web', 'e2e'].map((folder) => `${folder}/README.md`);
/** Sections that quote other repositories' files (`src/api/get-product.ts`), not ours. */
const FOREIGN_SECTIONS: Record<string, string[]> = {
  'docs/STYLE.md': ['1. What we take from the model codebases'],
};
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Finding {
  file: string;
  line: number;
  text: string;
}

function walk(folder: string): string[] {
  return readdirSync(join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(folder, entry.name);
    if (entry.name === 'node_modules' || entry.name === '.git' || GENERATED.includes(path)) return [];
    return entry.isDirectory() ? [`${path}/`, ...walk(path)] : [path];
  });
}

function markdownFiles(): string[] {
  const docs = walk('docs').filter((path) => path.endsWith('.md'));
  return ['README.md', ...WORKSPACE_READMES.filter((path) => existsSync(join(repoRoot, path))), ...docs];
}

/** The page with fenced code blocks and foreign sections blanked, line numbers kept. */
function readable(file: string): string {
  const foreign = FOREIGN_SECTIONS[file] ?? [];
  let fenced = false;
  let skipLevel = 0;
  return readFileSync(join(repoRoot, file), 'utf8')
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      const heading = /^(#+)\s+(.*)$/.exec(line);
      if (!fenced && heading) {
        const level = heading[1]!.length;
        if (skipLevel && level <= skipLevel) skipLevel = 0;
        if (foreign.includes(heading[2]!.trim())) skipLevel = level;
      }
      return fenced || skipLevel ? '' : withoutRemoved(line);
    })
    .join('\n');
}

/** A path or call struck through (~~`infra/lib/route-permissions.ts`~~) is named as removed. */
function withoutRemoved(text: string): string {
  return text.replace(/~~`[^`]+`~~/g, (struck) => struck.replace(/[^\n]/g, ' '));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts`. */
function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  const [whole, inner] = match;
  return inner!.split(',').flatMap((choice) => expandBraces(pattern.replace(whole, choice)));
}

function globToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*\*\/?|\*)/)
    .map((part) => (part === '**/' || part === '**' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

let repositoryFiles: string[] | undefined;
function exists(path: string): boolean {
  if (!path.includes('*')) return existsSync(join(repoRoot, path));
  repositoryFiles ??= TOP_LEVEL.flatMap((folder) => (existsSync(join(repoRoot, folder)) ? walk(folder) : []));
  const pattern = globToRegExp(path);
  return repositoryFiles.some((file) => pattern.test(file));
}

/** `shared/src/schemas/<entity>.ts` → `shared/src/schemas/*.ts`; the same for `…`. */
function placeholdersAsGlobs(path: string): string {
  return path.replace(/<[^<>/]*>/g, '*').replace(/\.\.\.|…/g, '*');
}

function isGenerated(path: string): boolean {
  return GENERATED.some((generated) => path === generated || path.startsWith(`${generated}/`));
}

/** The repository path a backticked word names, from the root, or null when it names none. */
function backtickedPath(word: string, file: string): string | null {
  const path = word.replace(/^[('"[]+|[)'",;.:\]]+$/g, '').replace(/#.*$/, '').replace(/:\d+(?::\d+)?$/, '');
  if (ROOT_FILES.includes(path) || path.startsWith('.ci/')) return path;
  if (path === '' || path.includes('://') || /^[@/.~$]/.test(path)) return null;
  if (!path.includes('/')) return null;
  const first = path.split('/')[0]!;
  if (TOP_LEVEL.includes(first)) return path;
  const folder = posix.dirname(file);
  if (folder !== '.' && !/[<*…]/.test(first) && existsSync(join(repoRoot, folder, first))) return posix.join(folder, path);
  return null;
}

function missingPaths(file: string): Finding[] {
  const text = readable(file);
  const named: Array<{ index: number; path: string; written: string }> = [];
  for (const span of text.matchAll(/`([^`]+)`/g)) {
    for (const word of span[1]!.split(/\s+/)) {
      const path = backtickedPath(word, file);
      if (path) named.push({ index: span.index, path, written: word });
    }
  }
  // A link written as code (`[NNN](NNN-….md)`) is an example, not a link.
  const prose = text.replace(/`[^`]+`/g, (code) => code.replace(/[^\n]/g, ' '));
  for (const link of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*(\S+)/gm)) {
    const target = (link[1] ?? link[2])!;
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#')) continue;
    const path = decodeURI(target.replace(/#.*$/, '')).replace(/:\d+$/, '');
    named.push({ index: link.index, path: posix.normalize(posix.join(posix.dirname(file), path)), written: target });
  }
  return named
    .filter(({ path }) => !isGenerated(path))
    .filter(({ path }) => !expandBraces(placeholdersAsGlobs(path)).every(exists))
    .map(({ index, written }) => ({ file, line: lineOf(text, index), text: written }));
}

interface NamedCall {
  file: string;
  line: number;
  method: string | undefined;
  path: string;
  denied: boolean;
}

function namedCalls(file: string): NamedCall[] {
  const text = withoutRemoved(readFileSync(join(repoRoot, file), 'utf8'));
  const calls: NamedCall[] = [];
  for (const match of text.matchAll(/\/api(?=\/)[^\s`'"),;|\]]*/g)) {
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    // A path of ours (`web/src/features/booking/api/…`) is not a call; a URL's host is allowed.
    if (/[\w.-]$/.test(before) && !/https?:\/\/[^\s`/]*$/.test(before)) continue;
    const path = match[0].replace(/[?#].*$/, '').replace(/[.:]+$/, '');
    if (/\*|\.\.\.|…|<|\/$/.test(path)) continue;
    const method = new RegExp(`\\b(${METHODS.join('|')})\\s+$`).exec(before)?.[1];
    const denied = /\bno\s+`?(?:[A-Z]+\s+)?$/.test(before);
    calls.push({ file, line: lineOf(text, match.index), method, path, denied });
  }
  return calls;
}

function matchesTemplate(template: string, path: string): boolean {
  const want = template.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, index) => part === got[index] || (/^\{\w+\}$/.test(part) && got[index] !== ''));
}

function inRouteTable(method: string | undefined, path: string): boolean {
  // HEAD is answered by the GET behind it.
  const wanted = method === 'HEAD' ? 'GET' : method;
  return routeList.some((route) => (wanted === undefined || route.method === wanted) && matchesTemplate(route.path, path));
}

const DECISIONS = 'docs/decisions';

/**
 * Records whose status says they amend, supersede, change or complete an earlier one, with the
 * numbers they name (`Status: accepted (amends 023 and 027)`).
 */
function amendments(): Array<{ by: string; byFile: string; of: string }> {
  return readdirSync(join(repoRoot, DECISIONS))
    .filter((name) => /^\d{3}-.*\.md$/.test(name) && !name.startsWith('000-'))
    .flatMap((byFile) => {
      const status = /^Status:(.*)$/m.exec(readFileSync(join(repoRoot, DECISIONS, byFile), 'utf8'))?.[1] ?? '';
      const clauses = status.matchAll(/\b(?:amends|supersedes|changes|completes)\b([^;:)]*)/g);
      return [...clauses].flatMap((clause) => [...clause[1]!.matchAll(/\b\d{3}\b/g)].map(([of]) => ({ by: byFile.slice(0, 3), byFile, of })));
    });
}

/** The lines between a record's title and its `Date:` line. */
function recordTop(number: string): string | undefined {
  const file = readdirSync(join(repoRoot, DECISIONS)).find((name) => name.startsWith(`${number}-`));
  if (!file) return undefined;
  return readFileSync(join(repoRoot, DECISIONS, file), 'utf8').split(/^Date:/m)[0];
}

function report(findings: Finding[]): string {
  return findings
    .toSorted((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .map(({ file, line, text }) => `${file}:${line} → ${text}`)
    .join('\n');
}

describe('references in the docs', () => {
  const files = markdownFiles();

  it('reads the READMEs and every page under docs/', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'functions/README.md', 'docs/ARCHITECTURE.md', 'docs/decisions/README.md']));
  });

  it('names only paths that exist in the repository', () => {
    expect(report(files.flatMap(missingPaths)), 'paths named in the docs that do not exist').toBe('');
  });

  it('names only /api calls that are in the route table', () => {
    const calls = files.filter((file) => !file.startsWith('docs/spec/')).flatMap(namedCalls);
    const wrong = calls
      .filter(({ method, path, denied }) => inRouteTable(method, path) === denied)
      .map(({ file, line, method, path, denied }) => ({ file, line, text: `${denied ? 'said not to exist, but in the table: ' : ''}${method ? `${method} ` : ''}${path}` }));
    expect(report(wrong), 'calls named in the docs that the route table does not have').toBe('');
  });

  it('marks each record a later one amends or supersedes, under its title', () => {
    const unmarked = amendments()
      .filter(({ by, byFile, of }) => !new RegExp(`^> (?:Amended|Superseded) by \\[${by}\\]\\(${byFile}\\): \\S`, 'm').test(recordTop(of) ?? ''))
      .map(({ by, of }) => `${of} is amended by ${by} but does not say so at its top`);
    expect(amendments().length).toBeGreaterThan(0);
    expect(unmarked, `add "> Amended by [NNN](NNN-….md): what changed" under the title`).toEqual([]);
  });

  it('finds a misplaced path and an unknown call', () => {
    expect(backtickedPath('functions/src/handlers/create-booking.ts:12', 'README.md')).toBe('functions/src/handlers/create-booking.ts');
    expect(exists('functions/src/handlers/create-booking.ts')).toBe(true);
    expect(exists('functions/src/handlers/no-such-handler.ts')).toBe(false);
    expect(expandBraces(placeholdersAsGlobs('shared/src/{money,schemas/<entity>}.ts')).every(exists)).toBe(true);
    expect(expandBraces('shared/src/{money,no-such-rule}.ts').every(exists)).toBe(false);
    expect(inRouteTable('GET', '/api/packages/tobago')).toBe(true);
    expect(inRouteTable('POST', '/api/packages/{id}')).toBe(false);
    expect(inRouteTable(undefined, '/api/auth/request-otp')).toBe(false);
  });
});
