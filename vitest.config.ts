import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Lambda runs Node 24 (infra/lib/node-function.ts); the SDK's notice about this machine's Node 20
// would only repeat in every worker.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * Handler test files that point an endpoint variable at a server of their own, or spy on the
 * process's output, before they import the code under test: each gets a module graph of its own.
 */
const functionsFilesOwningTheProcess = [
  'test/adapters/aws-call.test.ts',
  'test/jobs/mail-worker.test.ts',
  'test/middleware/error-logs.test.ts',
  'test/adapters/code-encryption.test.ts',
  // Imports the booking handler with the seat cap a deployment has, which the shared setup raises.
  'test/handlers/client-address-holds.test.ts',
  // Scans the whole table twice a request: the table of this project's own DynamoDB Local holds
  // the few items of these files, not the thousands the handler files leave.
  'test/fuzz/every-route.test.ts',
];

/** The one test runner config: a project per level (see STYLE.md §2.9). */
export default defineConfig({
  test: {
    // Every core: files of the parallel projects run side by side (on two cores, two at a time).
    // The default leaves one core to the runner, which idles half of a two-core machine.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'shared',
          sequence: { groupOrder: 1 },
          root: './shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'emulators',
          sequence: { groupOrder: 1 },
          root: './emulators',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          // Its hooks start the emulators' processes (see `infra`).
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // ESLint run on example imports: the architecture's boundaries hold (STYLE.md §2.2).
          name: 'lint',
          sequence: { groupOrder: 1 },
          root: './lint',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'functions',
          root: './functions',
          include: ['test/**/*.test.ts'],
          exclude: functionsFilesOwningTheProcess,
          environment: 'node',
          globalSetup: ['./test/support/global-setup.ts'],
          setupFiles: ['./test/support/handler-env.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Handler files share one module graph: the AWS SDK and the handlers load once, not per file.
          isolate: false,
          // They also share one table, mail inbox and user pool, so they run one file at a time, in a
          // group of their own (a group runs with one worker count). `npm test` gives them a process
          // of their own (`test:handlers`) beside the journeys and the other projects: much of their
          // time is spent waiting (DynamoDB Local, sign-in answers held to a minimum time), which
          // the other processes fill.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'functions-isolated',
          root: './functions',
          include: functionsFilesOwningTheProcess,
          environment: 'node',
          globalSetup: ['./test/support/global-setup.ts'],
          setupFiles: ['./test/support/handler-env.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // One file at a time too (see `functions` above); vitest runs these last.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          sequence: { groupOrder: 1 },
          root: './infra',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          // A hook that starts cognito-local or DynamoDB Local takes seconds, and more while every
          // process of `npm test` wants the cores.
          hookTimeout: 120_000,
          // aws-cdk-lib loads once for every file instead of once per file (most of this project's time).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          sequence: { groupOrder: 1 },
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup-tests.ts'],
          css: false,
          // Screen files share one module graph: React, Chakra and the app load once per worker,
          // not once per file (two fifths of this project's time). Testing Library unmounts after
          // each test, and each render makes its own query client and router.
          isolate: false,
          // A screen test renders the whole app and types into it: a few seconds on an idle
          // two-core machine, over 30 s while both cores are busy with other work.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          // The production build of the web app, held to its first-visit budget.
          name: 'web-build',
          sequence: { groupOrder: 1 },
          root: './web',
          include: ['build/**/*.test.ts'],
          // One build for every file of the project.
          globalSetup: ['./build/site-build.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // One local stack and one Chromium at a time are what a small machine takes.
          fileParallelism: false,
          // Tests marked concurrent (one page each) load three at a time.
          maxConcurrency: 3,
        },
      },
    ],
  },
});
