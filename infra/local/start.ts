import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTable, startDynamoDbLocal } from '@sunward/emulators/dynamodb-local';
import { handlerEnvironment, localMailAddresses } from '@sunward/emulators/local-aws';
import { startSesLocal } from '@sunward/emulators/ses-local';
import { startStreamPoller } from '@sunward/emulators/stream-poller';
import { lambdaContext } from '@sunward/emulators/api-gateway-event';
import { timeBudget } from '@sunward/functions/settings/time-budget';
import { createStripeStub, stripeStubEnvironment, stripeStubPath } from '@sunward/emulators/stripe-stub';
import { build } from 'vite';
import { startCognitoLocal } from '@sunward/emulators/cognito-local';
import { lockDataDir } from './data-dir-lock';
import { ensureLocalAdmin } from './local-admin';
import { localCodeKey } from './code-key';
import { localOneTimeCodeSecret } from './one-time-code-secret';
import { PrerequisiteError, checkJava, claimPort } from './prerequisites';
import { createLocalSite } from './server';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const webDir = join(repoRoot, 'web');
const tableName = 'sunward-local';

type Stop = () => Promise<void>;

/**
 * `npm start`: the whole site on this machine. Builds the web app, starts the emulators that
 * stand in for AWS, creates and seeds the table, and serves site and API on one port.
 */
async function main(stops: Stop[]): Promise<string> {
  const requestedPort = Number(process.env.PORT ?? 3000);
  const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? '.data');
  // Another build folder lets two checkouts' stacks run side by side without clobbering one dist.
  const webDistDir = resolve(repoRoot, process.env.WEB_DIST_DIR ?? join(webDir, 'dist'));

  // Lambda runs Node 22; the SDK's warning about this machine's Node 20 says nothing useful here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  checkJava();
  const claimed = await claimPort(requestedPort);
  const { port, server } = claimed;
  stops.push(
    () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  );
  const releaseDataDir = lockDataDir(dataDir);
  stops.push(async () => releaseDataDir());

  if (process.argv.includes('--no-build')) {
    console.log('Serving the existing web build (--no-build).');
  } else {
    console.log('Building the web app…');
    await build({
      root: webDir,
      configFile: join(webDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: webDistDir, emptyOutDir: true },
    });
  }

  console.log('Starting DynamoDB Local, the SES and Cognito emulators…');
  const [dynamo, ses, cognito] = await Promise.all([
    startDynamoDbLocal({ dbPath: join(dataDir, 'dynamodb') }).then((running) => (stops.push(running.stop), running)),
    startSesLocal().then((running) => (stops.push(running.stop), running)),
    startCognitoLocal(join(dataDir, 'cognito')).then((running) => (stops.push(running.stop), running)),
  ]);

  const url = `http://localhost:${port}`;
  // The handlers read these at import, exactly as a Lambda reads the environment CDK gives it.
  Object.assign(
    process.env,
    handlerEnvironment({
      tableName,
      dynamoEndpoint: dynamo.endpoint,
      logLevel: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
      extra: {
        AWS_ENDPOINT_URL_SES: ses.endpoint,
        AWS_ENDPOINT_URL_SESV2: ses.endpoint,
        ...localMailAddresses,
        ...stripeStubEnvironment(`http://127.0.0.1:${port}${stripeStubPath}`),
        AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
        USER_POOL_ID: cognito.userPoolId,
        USER_POOL_CLIENT_ID: cognito.clientId,
        // AWS reads the code secret from Secrets Manager; here it is a file in the data folder.
        ONE_TIME_CODE_SECRET: localOneTimeCodeSecret(dataDir),
        // AWS seals a code in its mail with a KMS key; here with a key file in the data folder.
        LOCAL_CODE_KEY: localCodeKey(dataDir),
        // Sign-in links in mails point at this server.
        SITE_URL: url,
        POWERTOOLS_SERVICE_NAME: 'sunward-local',
        // The metric line (EMF) each booking, sign-in or payment writes is for CloudWatch; not for this terminal.
        POWERTOOLS_METRICS_DISABLED: 'true',
      },
    }),
  );

  const admin = await ensureLocalAdmin(cognito, join(dataDir, 'cognito'));

  const table = await ensureTable(dynamo.endpoint, tableName);
  const { seedCatalogue } = await import('../../functions/src/jobs/seed-catalogue');
  const seeded = await seedCatalogue();
  console.log(`Table ${tableName} ${table === 'created' ? 'created' : 'found'}; ${seeded} packages in the catalogue.`);

  // AWS invokes the outbox worker from the table's stream; here a poller reads DynamoDB Local's
  // stream and calls the same handler with the same events.
  const { handler: mailWorker } = await import('../../functions/src/jobs/mail-worker');
  const mailPoller = await startStreamPoller({
    endpoint: dynamo.endpoint,
    tableName,
    handle: (event) => mailWorker(event, lambdaContext('mail-worker', timeBudget.mailWorkerTimeoutSeconds * 1000)),
    onDeadLetter: (record) => console.error(`Outbox record ${record.dynamodb?.SequenceNumber ?? '?'} failed every try.`),
    onError: (error) => console.error('Reading the outbox stream failed:', error),
  });
  stops.push(mailPoller.stop);

  // AWS runs the hold-expiry job every minute from an EventBridge rule; here a timer runs the same
  // job every 30 seconds: the holds, then the timed work due (balance reminders, decision 042).
  const { expireHolds } = await import('../../functions/src/jobs/expire-holds');
  const { runTimedWork } = await import('../../functions/src/jobs/timed-work');
  const holdTimer = setInterval(() => {
    expireHolds(new Date())
      .then(({ expired, recorded, failed }) => {
        if (expired > 0) console.log(`Seat holds expired: ${expired} unpaid booking(s), their seats freed.`);
        if (recorded > 0) console.log(`Seat holds kept: ${recorded} deposit(s) found paid at Stripe and recorded.`);
        if (failed > 0) console.error(`Seat holds not expired: ${failed}; the next run tries them again.`);
      })
      .catch((error: unknown) => console.error('Expiring seat holds failed:', error))
      .then(() => runTimedWork(new Date()))
      .then((timed) => {
        if (timed.done > 0) console.log(`Timed work done: ${timed.done} item(s) (balance reminders, overdue digest); see /_local/mail.`);
        if (timed.failed > 0) console.error(`Timed work failed: ${timed.failed} item(s); a later run tries them again.`);
      })
      .catch((error: unknown) => console.error('Timed work failed:', error))
      .finally(() => mailPoller.wake());
  }, 30_000);
  holdTimer.unref();
  stops.push(async () => clearInterval(holdTimer));

  claimed.serve(
    createLocalSite({
      webDistDir,
      sesEndpoint: ses.endpoint,
      stripeStub: createStripeStub({
        webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`,
        dataFile: join(dataDir, 'stripe', 'payment-intents.json'),
        log: (line) => console.log(line),
      }),
      // Journeys run the minute job of a day ahead (a plan's charge, a hold lapsed and its seats
      // offered to the waitlist), as the timer would then: the holds first, then the timed work.
      runTimedWork: async (at: Date) => {
        const holds = await expireHolds(at);
        const timed = await runTimedWork(at);
        return { ...timed, holdsExpired: holds.expired, failed: timed.failed + holds.failed };
      },
      // What a call writes to the outbox is read from the stream at once, as Lambda's event source
      // would; the poller's own pause only covers writes from other processes (`npm run mail:replay`).
      afterWrites: () => mailPoller.wake(),
      log: (line) => console.log(line),
    }),
  );

  console.log(`\nSunward Group Travel is running at ${url}`);
  console.log(`  E-mails the site sends: ${url}/_local/mail`);
  console.log(`  Admin sign-in: ${url}/admin/login`);
  if (admin?.generatedPassword) {
    // Printed on this first start only; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.
    console.log(`  Admin created: username ${admin.username}, password ${admin.generatedPassword} (shown only this once)`);
  } else if (admin?.fromEnvironment) {
    console.log(`  Admin ${admin.username} has the password from ADMIN_PASSWORD.`);
  }
  if (admin?.totpFromEnvironment) {
    console.log('  Its authenticator is the secret in ADMIN_TOTP_SECRET: sign-in asks for that secret’s 6-digit code.');
  } else if (admin) {
    console.log('  The first sign-in sets up an authenticator app (a QR code, or the secret as text).');
  }
  console.log(`  Data kept in ${dataDir}. Stop with Ctrl-C.`);
  return url;
}

async function stopAll(stops: Stop[]): Promise<void> {
  await Promise.allSettled(stops.reverse().map((stop) => stop()));
}

const stops: Stop[] = [];
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    void stopAll(stops).then(() => process.exit(0));
  });
}

main(stops).catch(async (error: unknown) => {
  await stopAll(stops);
  console.error(error instanceof PrerequisiteError ? error.message : error);
  process.exit(1);
});
