// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports a folder must never make, so the browser bundle never pulls server code (STYLE.md §2.2). */
const serverOnly = ['@aws-sdk/*', '@middy/*', '@aws-lambda-powertools/*', 'aws-cdk-lib', 'aws-cdk-lib/*', 'constructs', 'node:*'];

/**
 * The architecture's parts (STYLE.md §2.2), each a folder from the repository root. Lint knows
 * which part a file belongs to and checks every import against the policies below.
 */
const element = (type, pattern, capture) => ({ type, pattern, partialMatch: false, ...(capture ? { capture } : {}) });
const architecture = [
  element('shared', 'shared/src'),
  element('handler', 'functions/src/handlers'),
  element('job', 'functions/src/jobs'),
  element('service', 'functions/src/services'),
  element('store', 'functions/src/store'),
  element('adapter', 'functions/src/adapters'),
  element('mail', 'functions/src/mail'),
  element('function-support', 'functions/src/*'),
  element('function-test', 'functions/test'),
  element('emulators', 'emulators'),
  element('infra', 'infra'),
  element('e2e', 'e2e'),
  element('web-feature', 'web/src/features/*', ['feature']),
  element('web-shared', 'web/src/{components,lib,theme}'),
  // Test helpers compose the whole app, as a screen test needs it.
  element('web-testing', 'web/src/testing'),
  element('web-app', 'web/src'),
];
const types = (...names) => ({ element: { types: { anyOf: names } } });
const packages = (...names) => ({ module: { origin: 'external', source: names } });
const from = (...names) => types(...names);

/** Imports no part may make of another (one policy per rule in STYLE.md §2.2). */
const boundaryPolicies = [
  {
    from: from('shared'),
    disallow: { to: { element: { types: { noneOf: ['shared'] } } } },
    message: 'shared imports nothing of ours: it is the contract every other part reads.',
  },
  {
    from: from('handler', 'job', 'service', 'store', 'adapter', 'mail', 'function-support', 'function-test'),
    disallow: { to: types('infra', 'e2e', 'web-feature', 'web-shared', 'web-app') },
    message: 'functions import only shared (and their tests the emulators): infra deploys functions, never the reverse.',
  },
  {
    from: from('handler', 'job', 'service', 'store', 'adapter', 'mail', 'function-support'),
    disallow: { to: types('emulators', 'function-test') },
    message: 'Lambda code never imports the emulators or test support.',
  },
  {
    from: from('web-feature', 'web-shared', 'web-testing', 'web-app'),
    disallow: { to: types('handler', 'job', 'service', 'store', 'adapter', 'mail', 'function-support', 'function-test', 'emulators', 'infra', 'e2e') },
    message: 'The web app imports shared only: server code must never reach the browser bundle.',
  },
  {
    from: from('web-feature'),
    disallow: { to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
    message: 'Features do not import each other: move what both need to web/src/components or web/src/lib.',
  },
  {
    from: from('web-shared'),
    disallow: { to: types('web-feature', 'web-app') },
    message: 'Shared components and lib never import features or screens.',
  },
  {
    from: from('handler'),
    disallow: { to: types('store', 'adapter') },
    message: 'Handlers call services; only services reach stores and adapters.',
  },
  {
    from: from('mail'),
    disallow: { to: types('store') },
    message: 'Mail and the store do not import each other, types included (decision 034): a template declares its facts, a service maps records to them.',
  },
  {
    from: from('store'),
    disallow: { to: types('mail') },
    message: 'Mail and the store do not import each other, types included (decision 034): the store keeps a mail as a template name and JSON facts.',
  },
  {
    from: { element: { types: { noneOf: ['store', 'function-test', 'emulators'] } } },
    disallow: { to: packages('@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb') },
    message: 'Only functions/src/store talks to DynamoDB.',
  },
  {
    from: { element: { types: { noneOf: ['adapter', 'emulators', 'infra', 'e2e'] } } },
    disallow: {
      to: packages(
        'stripe',
        '@aws-sdk/client-sesv2',
        '@aws-sdk/client-secrets-manager',
        '@aws-sdk/client-cognito-identity-provider',
        '@aws-lambda-powertools/parameters',
        '@smithy/signature-v4',
        '@smithy/node-http-handler',
      ),
    },
    message: 'Only functions/src/adapters talk to SES, Stripe, Secrets Manager and Cognito.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', 'web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports: a thing has one name everywhere.' },
        {
          selector: ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.object.name="Intl"]',
          message: 'Make an Intl formatter on first use (onFirstUse): the first one a page or Lambda makes loads the locale data, a long task if every module makes its own as it loads.',
        },
      ],
    },
  },
  {
    files: ['*/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': architecture,
      'boundaries/include': ['**/*.{ts,tsx}'],
      'import/resolver': { typescript: { project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }, node: true },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: boundaryPolicies }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      // Component tests live in `__tests__/` beside their feature (STYLE.md §2.9).
      'check-file/folder-naming-convention': ['error', { '**/!(__tests__)/': 'KEBAB_CASE' }],
    },
  },
  {
    // Tool configuration files are loaded by their tools through a default export.
    files: ['*.config.{ts,js}', '**/vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...serverOnly, 'react', 'react-*'] },
      ],
    },
  },
  {
    files: ['functions/src/**'],
    rules: {
      'no-console': 'error',
      // A module past 300 lines holds more than one seam of the code (STYLE.md §2.2).
      'max-lines': ['error', { max: 300 }],
      'no-restricted-imports': ['error', { patterns: ['aws-cdk-lib', 'aws-cdk-lib/*', 'react'] }],
    },
  },
  {
    // React's rules of hooks: a hook is called in the same order on every render, never after an
    // early return or in a condition; an effect names what it reads.
    files: ['web/src/**/*.{ts,tsx}'],
    // A test's `useTestApiServer` and the like set up vitest's hooks, not React's.
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['web/src/**'],
    // Tests run in Node and may start a real server.
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverOnly }],
    },
  },
);
