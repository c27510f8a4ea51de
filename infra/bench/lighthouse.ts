import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { firstVisitJs } from '../../web/build/first-visit';
import { pageFile } from '../../web/build/page-file';
import { startChildStack } from '../local/child-stack';
import { interactionPlan, measureInteractions } from './interaction';

/**
 * Lighthouse's mobile audit (simulated throttling, the `lighthouse` npm package's defaults) of
 * the public pages and of the shell pages a mail links to (decision 051), run on the local stack
 * with Debian's Chromium: the median of three runs per page, since one run of a shell page may
 * score 10 points under the others on this machine and the median of two is their mean.
 * Lighthouse stays out of the workspaces (TOOLCHAIN.md): `npx` fetches the pinned version once
 * into npm's cache. Then one tap per public page, its delay to the next paint at a 4× slower CPU
 * (`interaction.ts`).
 */
const lighthouseVersion = '12.8.2';
const runs = 3;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const goals = { performance: 95, otherCategories: 100, lcpMs: 2000, tbtMs: 100, cls: 0.02, firstVisitJsKb: 130 };

interface BenchPage {
  path: string;
  /** The chunks of its screen, for its first-visit JavaScript. */
  screens: string[];
  /** Whether its first-visit JavaScript is held to `goals.firstVisitJsKb`. */
  budgeted: boolean;
  /** A page of one visitor's own, marked `noindex`: Lighthouse's SEO audit fails it by design, so SEO is not among its goals. */
  noindex?: true;
}

/** Each page; `bookable` is a trip the running site offers a seat on today. */
function benchPages(bookable: string): BenchPage[] {
  return [
    { path: '/', screens: ['src/routes/home.tsx'], budgeted: true },
    { path: '/morocco', screens: ['src/routes/trip.tsx', 'src/content/trips/morocco.ts'], budgeted: true },
    // Its inquiry form validates with the shared schema: outside the first-visit budget of the issue.
    { path: '/contact', screens: ['src/routes/contact.tsx'], budgeted: false },
    // Shell pages (decision 051): the frame first, then the whole app; their JavaScript is reported, not budgeted.
    { path: `/booking?package=${encodeURIComponent(bookable)}`, screens: ['src/routes/booking.tsx'], budgeted: false, noindex: true },
    { path: '/my-booking', screens: ['src/routes/my-booking.tsx'], budgeted: false, noindex: true },
    // A reminder's pay link without its token (`#<token>`): the same frame, then 'This link does not work'.
    { path: '/pay', screens: ['src/routes/pay.tsx'], budgeted: false, noindex: true },
    { path: '/admin/login', screens: ['src/routes/admin-login.tsx'], budgeted: false, noindex: true },
  ];
}

/** The first trip the site at `siteUrl` offers a seat on, so the bench does not age with the catalogue. */
async function bookableTrip(siteUrl: string): Promise<string> {
  const trips = (await (await fetch(`${siteUrl}/api/packages`)).json()) as { id: string; isSoldOut?: boolean; departures: { isSoldOut: boolean; seatsLeft: number }[] }[];
  const trip = trips.find((candidate) => !candidate.isSoldOut && candidate.departures.some((departure) => !departure.isSoldOut && departure.seatsLeft > 0));
  if (!trip) throw new Error('GET /api/packages offers no trip with a seat to book');
  return trip.id;
}

interface Result {
  name: string;
  value: number;
  unit: string;
  goal: number;
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  /** Lighthouse's own measure of the host's speed while it ran (BenchmarkIndex): higher is faster. */
  environment?: { benchmarkIndex?: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** `npm start --no-build` on a free port with its own data: the web build `npm run bench` just made. */
function startStack() {
  return startChildStack({ dataDirPrefix: 'sunward-bench-site-', args: ['--no-build'] });
}

async function lighthouse(url: string): Promise<Report> {
  const profile = mkdtempSync(join(tmpdir(), 'sunward-lighthouse-'));
  try {
    const { stdout } = await promisify(execFile)(
      'npx',
      [
        '--yes',
        `lighthouse@${lighthouseVersion}`,
        url,
        '--quiet',
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${profile}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as Report;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Per page: Lighthouse's scores and metrics against their targets, and first-visit JavaScript;
 * then the delay of a tap on each public page.
 */
export async function measureLighthousePages(): Promise<Result[]> {
  const stack = await startStack();
  const rows: string[][] = [['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'first-visit JS KB', 'JS files', 'host index']];
  const tapRows: string[][] = [['page', 'tap', 'input to next paint ms (median)']];
  const results: Result[] = [];
  try {
    for (const { path, screens, budgeted, noindex } of benchPages(await bookableTrip(stack.url))) {
      const reports: Report[] = [];
      for (let run = 0; run < runs; run++) reports.push(await lighthouse(`${stack.url}${path}`));
      const score = (category: string) => median(reports.map((report) => Math.round((report.categories[category]?.score ?? 0) * 100)));
      const metric = (audit: string) => median(reports.map((report) => report.audits[audit]?.numericValue ?? Number.NaN));
      const figures = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        hostIndex: median(reports.map((report) => report.environment?.benchmarkIndex ?? Number.NaN)),
      };
      const firstVisit = firstVisitJs(join(repoRoot, 'web', 'dist'), pageFile(new URL(path, stack.url).pathname), screens);
      const jsKb = firstVisit.gzipBytes / 1024;
      rows.push([
        path,
        ...[figures.performance, figures.accessibility, figures.bestPractices, figures.seo].map(String),
        figures.lcp.toFixed(0),
        figures.tbt.toFixed(0),
        figures.cls.toFixed(3),
        jsKb.toFixed(1),
        String(firstVisit.files.length),
        figures.hostIndex.toFixed(0),
      ]);
      // Scores are goals from below: a result is the points short of 100, at most 100 - goal.
      results.push(
        { name: `${path} Lighthouse performance, points below 100`, value: 100 - figures.performance, unit: 'pts', goal: 100 - goals.performance },
        noindex
          ? { name: `${path} Lighthouse a11y + best pr., below 200`, value: 200 - figures.accessibility - figures.bestPractices, unit: 'pts', goal: 200 - 2 * goals.otherCategories }
          : { name: `${path} Lighthouse a11y + best pr. + SEO, below 300`, value: 300 - figures.accessibility - figures.bestPractices - figures.seo, unit: 'pts', goal: 300 - 3 * goals.otherCategories },
        { name: `${path} LCP (Lighthouse mobile)`, value: figures.lcp, unit: 'ms', goal: goals.lcpMs },
        { name: `${path} TBT (Lighthouse mobile)`, value: figures.tbt, unit: 'ms', goal: goals.tbtMs },
        { name: `${path} CLS (Lighthouse mobile)`, value: figures.cls, unit: '', goal: goals.cls },
      );
      if (budgeted) results.push({ name: `${path} first-visit JS, gzip`, value: jsKb, unit: 'KB', goal: goals.firstVisitJsKb });
    }
    for (const { path, what, ms } of await measureInteractions(stack.url)) {
      tapRows.push([path, what, ms.toFixed(0)]);
      results.push({ name: `${path} tap on ${what}, ${interactionPlan.cpuSlowdown}× CPU`, value: ms, unit: 'ms', goal: interactionPlan.goalMs });
    }
  } finally {
    await stack.stop();
  }
  console.log(`Lighthouse ${lighthouseVersion}, mobile, simulated throttling, median of ${runs} runs`);
  printTable(rows);
  // TBT is the page's own tasks timed on this machine, then scaled: the same build scores lower while the host is slower or busy.
  console.log("host index: Lighthouse's BenchmarkIndex of this machine during the page's runs (median); the lower it is, the longer each task and the higher TBT.\n");
  console.log(
    `One tap per page at ${interactionPlan.viewport.width} px, CPU ${interactionPlan.cpuSlowdown}× slower, Event Timing from ${interactionPlan.thresholdMs} ms (0: within a frame), median of ${interactionPlan.runs} runs`,
  );
  printTable(tapRows);
  return results;
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
  console.log('');
}
