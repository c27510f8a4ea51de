import { randomBytes } from 'node:crypto';
import { authenticatorCode, newAuthenticatorSecret } from '@sunward/emulators/cognito-challenges';
import { Manifest } from '@sunward/shared/schemas/catalogue-admin';
import autocannon from 'autocannon';
import { startChildStack } from '../local/child-stack';
import { scriptedAdminSession } from '../local/scripted-admin-sign-in';

/**
 * The load part of `npm run bench`: the local stack (`npm start --no-build` in a child process, its
 * own port and data folder) under autocannon. Catalogue reads at a steady concurrency, then a
 * booking burst on one departure: many more attempts than seats, all at once. It reports
 * throughput and p50/p95/p99 per phase and checks that the burst sold exactly the seats the
 * departure had, no more and no fewer, and answered no 5xx. Figures are of this machine and
 * DynamoDB Local, not of AWS; `docs/CAPACITY.md` says how they carry over.
 */

interface Result {
  name: string;
  value: number;
  unit: string;
  goal: number;
}


export const loadPlan = {
  /** Catalogue reads: connections kept busy at once, and for how long. */
  readConnections: 20,
  readSeconds: 10,
  /** The sell-out case of docs/CAPACITY.md: 500 booking attempts for 12 seats, 50 at a time. */
  burstAttempts: 500,
  burstConnections: 50,
  burstSeats: 12,
  goals: {
    /** On this 2-core machine with DynamoDB Local; a regression shows here first. */
    readP99Ms: 1500,
    burstP99Ms: 6000,
  },
} as const;

interface Phase {
  requestsPerSecond: number;
  latencies: number[];
  statusCounts: Map<number, number>;
  errors: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Runs one autocannon phase, timing every response itself (autocannon's table has no p95). */
async function run(options: autocannon.Options): Promise<Phase> {
  const latencies: number[] = [];
  const statusCounts = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statusCounts.set(statusCode, (statusCounts.get(statusCode) ?? 0) + 1);
    });
  });
  latencies.sort((a, b) => a - b);
  return { requestsPerSecond: result.requests.average, latencies, statusCounts, errors: result.errors + result.timeouts };
}

function describe(label: string, phase: Phase): string {
  const statuses = [...phase.statusCounts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(phase.latencies, p).toFixed(0));
  return `${label.padEnd(34)} ${phase.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms  (${statuses}${phase.errors ? `, ${phase.errors} errors` : ''})`;
}

/** `npm start --no-build` on a free port with a fresh data folder and a known admin. */
async function startLocalStack() {
  const admin = { username: 'bench-admin', password: `Bench-${randomBytes(9).toString('base64url')}-7!`, totpSecret: newAuthenticatorSecret() };
  const stack = await startChildStack({
    dataDirPrefix: 'sunward-load-',
    args: ['--no-build'],
    // The burst books from 127.0.0.1 alone: the cap on seats one address holds unpaid (decision 037) is raised.
    env: { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, ADMIN_TOTP_SECRET: admin.totpSecret, POWERTOOLS_LOG_LEVEL: 'ERROR', HELD_SEATS_PER_CLIENT_ADDRESS: '100000' },
  });
  return { ...stack, admin };
}

/** A departure of its own, with exactly `seats` seats, made through the admin API as the operator would. */
async function givenDeparture(url: string, admin: { username: string; password: string; totpSecret: string }, seats: number) {
  const sameSite = { 'content-type': 'application/json', origin: url };
  const cookie = await scriptedAdminSession(url, admin, () => authenticatorCode(admin.totpSecret));

  const trips = (await (await fetch(`${url}/api/packages`)).json()) as Array<{ id: string }>;
  const tripId = trips[0]?.id;
  if (!tripId) throw new Error('GET /api/packages offers no trip');
  // A date of its own far ahead, so no other departure of the trip is chosen instead.
  const day = 1 + Math.floor(Math.random() * 27);
  const departureDate = `2098-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const created = await fetch(`${url}/api/trips/${tripId}/departures`, {
    method: 'POST',
    headers: { ...sameSite, cookie },
    body: JSON.stringify({ departureDate, returnDate: departureDate, capacity: seats }),
  });
  if (created.status !== 201) throw new Error(`POST /api/trips/${tripId}/departures answered ${created.status}: ${await created.text()}`);
  const departure = (await created.json()) as { id: string };
  return { tripId, departureId: departure.id, cookie };
}

export async function measureLoad(): Promise<Result[]> {
  const stack = await startLocalStack();
  try {
    const { url } = stack;
    console.log(`Load (autocannon against npm start on ${url}):`);
    const results: Result[] = [];

    const trips = (await (await fetch(`${url}/api/packages`)).json()) as Array<{ id: string }>;
    for (const path of ['/api/packages', `/api/packages/${trips[0]?.id ?? ''}`]) {
      // Warm the handler, DynamoDB Local's JVM and the connections first, as a live site would be.
      await run({ url: `${url}${path}`, connections: 2, duration: 2 });
      const phase = await run({ url: `${url}${path}`, connections: loadPlan.readConnections, duration: loadPlan.readSeconds });
      console.log(`  ${describe(`GET ${path.replace(/[^/]+$/, (last) => (path === '/api/packages' ? last : '{id}'))}`, phase)}`);
      const failed = phase.latencies.length - (phase.statusCounts.get(200) ?? 0);
      results.push(
        { name: `load GET ${path === '/api/packages' ? path : '/api/packages/{id}'} p99`, value: percentile(phase.latencies, 99), unit: 'ms', goal: loadPlan.goals.readP99Ms },
        { name: `load GET ${path === '/api/packages' ? path : '/api/packages/{id}'} non-200 answers`, value: failed + phase.errors, unit: '', goal: 0 },
      );
    }

    const { tripId, departureId, cookie } = await givenDeparture(url, stack.admin, loadPlan.burstSeats);
    let attempt = 0;
    const burst = await run({
      url: `${url}/api/bookings`,
      connections: loadPlan.burstConnections,
      amount: loadPlan.burstAttempts,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            // One traveller per attempt, each their own address (three open holds per address at most).
            body: JSON.stringify({
              packageId: tripId,
              departureId,
              firstName: 'Burst',
              lastName: 'Traveller',
              email: `burst-${(attempt += 1)}-${departureId}@example.com`,
              phone: '+1 555 010 0000',
              travelers: 1,
              acceptTerms: true,
            }),
          }),
        },
      ],
    });
    const sold = burst.statusCounts.get(201) ?? 0;
    const serverErrors = [...burst.statusCounts].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    console.log(`  ${describe(`POST /api/bookings burst (${loadPlan.burstSeats} seats)`, burst)}`);

    const trip = (await (await fetch(`${url}/api/packages/${tripId}`)).json()) as { departures: Array<{ id: string; seatsLeft: number }> };
    const seatsLeft = trip.departures.find((departure) => departure.id === departureId)?.seatsLeft;
    const manifest = await fetch(`${url}/api/trips/${tripId}/departures/${departureId}/manifest`, { headers: { cookie } });
    if (manifest.status !== 200) throw new Error(`The manifest answered ${manifest.status}`);
    // The burst's bookings hold their seats unpaid: the manifest lists them apart from those travelling.
    const listed = Manifest.parse(await manifest.json());
    const travellers = [...listed.travelling, ...listed.unpaidHolds].reduce((sum, entry) => sum + entry.travelers, 0);
    console.log(`  burst sold ${sold} of ${loadPlan.burstSeats} seats; ${seatsLeft ?? '?'} left; the manifest lists ${travellers} travellers; ${serverErrors} answers 5xx\n`);
    results.push(
      { name: `load POST /api/bookings burst p99`, value: percentile(burst.latencies, 99), unit: 'ms', goal: loadPlan.goals.burstP99Ms },
      { name: `load burst: seats sold other than ${loadPlan.burstSeats}`, value: Math.abs(sold - loadPlan.burstSeats), unit: '', goal: 0 },
      { name: 'load burst: seats left after selling out', value: seatsLeft ?? Number.NaN, unit: '', goal: 0 },
      { name: 'load burst: manifest travellers other than sold', value: Math.abs(travellers - sold), unit: '', goal: 0 },
      { name: 'load burst: 5xx answers and errors', value: serverErrors + burst.errors, unit: '', goal: 0 },
    );
    return results;
  } finally {
    await stack.stop();
  }
}

// `tsx infra/bench/load.ts` runs the load part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureLoad();
  for (const result of results) console.log(`${result.value <= result.goal ? 'ok  ' : 'MISS'}  ${result.name.padEnd(52)} ${result.value.toFixed(1).padStart(8)} ${result.unit}`);
}
