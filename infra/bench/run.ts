import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ensureTable, startDynamoDbLocal } from '@sunward/emulators/dynamodb-local';
import { handlerEnvironment, localOriginHeaders } from '@sunward/emulators/local-aws';
import { PackageList } from '@sunward/shared/schemas/package';
import { importInFreshProcess, lambdaRuntimeEnvironment, synthesizeFunctionBundles } from '../tools/function-bundles';

/**
 * `npm run bench`: the speed and size goals, measured. API latency goes through the local
 * router (event building, middleware, handler, DynamoDB Local); each function's bundle is what
 * `cdk deploy` ships, imported cold in fresh Node processes with its template environment; then
 * the load test and Lighthouse on the public pages, with their first-visit JavaScript. Exits 1
 * when a goal is missed.
 */
const goals = {
  apiP95Ms: 25,
  /** A booking is a conditional transaction over three items. */
  bookingP95Ms: 50,
  /** Minified bundle of a function, without Stripe's SDK and with it (decision 012). */
  functionKb: 300,
  stripeFunctionKb: 550,
  /** Median time to import a bundle in a fresh Node process, SDK included. */
  coldImportMs: 80,
  coldImportRuns: 11,
};

interface Result {
  name: string;
  value: number;
  unit: string;
  goal: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measureApi(): Promise<Result[]> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dynamo = await startDynamoDbLocal();
  try {
    await ensureTable(dynamo.endpoint, 'sunward-bench');
    Object.assign(
      process.env,
      handlerEnvironment({
        tableName: 'sunward-bench',
        dynamoEndpoint: dynamo.endpoint,
        logLevel: 'SILENT',
        // Every route checks the site's origin on state-changing calls; metric lines are CloudWatch's, not the report's.
        extra: { SITE_URL: 'http://localhost:3000', POWERTOOLS_METRICS_DISABLED: 'true' },
      }),
    );
    const { seedCatalogue } = await import('../../functions/src/jobs/seed-catalogue');
    const { upsertCatalogueEntry } = await import('../../functions/src/store/package-repository');
    const { catalogue } = await import('../../shared/src/catalogue/packages');
    const { invokeApi: invokeRouter } = await import('../local/api-router');
    // Requests arrive as the local server forwards them, with the origin header CloudFront adds.
    const invokeApi = (request: Parameters<typeof invokeRouter>[0]) =>
      invokeRouter({ ...request, headers: { ...request.headers, ...localOriginHeaders } });
    await seedCatalogue();
    // The trip to book is one the API offers today, so the bench does not age with the catalogue.
    const listed = await invokeApi({ method: 'GET', path: '/api/packages' });
    const offered = PackageList.parse(JSON.parse(listed.body ?? '[]')).find((trip) => trip.departures.some((departure) => !departure.isSoldOut));
    const bookable = catalogue.find((entry) => entry.id === offered?.id);
    if (!offered || !bookable) throw new Error('GET /api/packages offers no trip with an upcoming departure to book');
    const upcoming = new Set(offered.departures.map((departure) => departure.id));
    await upsertCatalogueEntry(
      { ...bookable, id: 'bench-trip', capacity: 100_000, departures: bookable.departures.filter((departure) => upcoming.has(departure.id)) },
      9999,
    );

    const results: Result[] = [];
    for (const path of ['/api/packages', '/api/packages/portugal-morocco']) {
      for (let warm = 0; warm < 20; warm++) await invokeApi({ method: 'GET', path });
      const timings: number[] = [];
      for (let run = 0; run < 300; run++) {
        const startedAt = performance.now();
        const response = await invokeApi({ method: 'GET', path });
        timings.push(performance.now() - startedAt);
        if (response.statusCode !== 200) throw new Error(`GET ${path} answered ${response.statusCode}`);
      }
      timings.sort((a, b) => a - b);
      const p50 = percentile(timings, 50).toFixed(1);
      results.push({ name: `GET ${path} p95 (p50 ${p50} ms)`, value: percentile(timings, 95), unit: 'ms', goal: goals.apiP95Ms });
    }

    const bookingTimings: number[] = [];
    for (let run = 0; run < 220; run++) {
      const body = JSON.stringify({
        packageId: 'bench-trip',
        firstName: 'Bench',
        lastName: 'Mark',
        email: `bench-${run}@example.com`,
        phone: '+1 555 010 0000',
        travelers: 1,
        acceptTerms: true,
      });
      const startedAt = performance.now();
      // Each booking from a visitor of its own, as CloudFront names them: one address may hold only
      // a family's seats unpaid at once (decision 037), and these holds stay open.
      const viewer = `198.18.${Math.floor(run / 250)}.${run % 250}:443`;
      const response = await invokeApi({
        method: 'POST',
        path: '/api/bookings',
        headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': viewer },
        body: Buffer.from(body),
      });
      if (run >= 20) bookingTimings.push(performance.now() - startedAt);
      if (response.statusCode !== 201) throw new Error(`POST /api/bookings answered ${response.statusCode}: ${response.body}`);
    }
    bookingTimings.sort((a, b) => a - b);
    results.push({
      name: `POST /api/bookings p95 (p50 ${percentile(bookingTimings, 50).toFixed(1)} ms)`,
      value: percentile(bookingTimings, 95),
      unit: 'ms',
      goal: goals.bookingP95Ms,
    });
    return results;
  } finally {
    await dynamo.stop();
  }
}

async function measureFunctions(): Promise<Result[]> {
  const rows: string[][] = [['function', 'KB', 'gzip KB', 'cold import ms (median)']];
  const results: Result[] = [];
  const synthesized = synthesizeFunctionBundles();
  // Round by round, every function once per round: a few busy seconds on this two-core machine
  // then slow one import of each function, not every import of one.
  const timings = new Map(synthesized.bundles.map((bundle) => [bundle.name, [] as number[]]));
  for (let run = 0; run < goals.coldImportRuns; run++) {
    for (const bundle of synthesized.bundles) {
      const result = await importInFreshProcess(bundle.entryFile, { ...bundle.environment, ...lambdaRuntimeEnvironment });
      if (!result.ok) throw new Error(`${bundle.name} failed to import:\n${result.stderr}`);
      timings.get(bundle.name)?.push(result.importMs);
    }
  }
  for (const bundle of synthesized.bundles) {
    const code = readFileSync(bundle.entryFile);
    const kb = code.length / 1024;
    const importMs = percentile([...(timings.get(bundle.name) ?? [])].sort((a, b) => a - b), 50);
    rows.push([bundle.name, kb.toFixed(0), (gzipSync(code).length / 1024).toFixed(0), importMs.toFixed(0)]);
    const callsStripe = bundle.sources.some((source) => source.startsWith('node_modules/stripe/'));
    results.push(
      { name: `${bundle.name} bundle`, value: kb, unit: 'KB', goal: callsStripe ? goals.stripeFunctionKb : goals.functionKb },
      { name: `${bundle.name} cold import (median)`, value: importMs, unit: 'ms', goal: goals.coldImportMs },
    );
  }
  synthesized.remove();
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
  console.log('');
  return results;
}

const results = [...(await measureFunctions()), ...(await measureApi()), ...(await (await import('./load')).measureLoad())];
results.push(...(await (await import('./lighthouse')).measureLighthousePages()));
let missed = 0;
for (const result of results) {
  const ok = result.value <= result.goal;
  if (!ok) missed++;
  console.log(`${ok ? 'ok  ' : 'MISS'}  ${result.name.padEnd(52)} ${result.value.toFixed(1).padStart(8)} ${result.unit}  (goal ≤ ${result.goal})`);
}
process.exit(missed > 0 ? 1 : 0);
