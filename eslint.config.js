// @ts-check
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports a folder must never make, so the browser bundle never pulls server code (STYLE.md §2.2). */
const serverOnly = ['@aws-sdk/*', '@middy/*', '@aws-lambda-powertools/*', 'aws-cdk-lib', 'aws-cdk-lib/*', 'constructs', 'node:*'];
const workspaceImport = (name) => [`@sunward/${name}`, `@sunward/${name}/*`, `**/${name}/src/**`];

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
      ],
    },
  },
  {
    files: ['*/**/*.{ts,tsx}'],
    rules: {
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
        { patterns: [...serverOnly, ...workspaceImport('functions'), ...workspaceImport('web'), '@sunward/infra', 'react', 'react-*'] },
      ],
    },
  },
  {
    files: ['functions/src/**'],
    rules: {
      'no-console': 'error',
      'no-restricted-imports': ['error', { patterns: ['aws-cdk-lib', 'aws-cdk-lib/*', '**/infra/**', ...workspaceImport('web'), 'react'] }],
    },
  },
  {
    files: ['web/src/**'],
    // Tests run in Node and may start a real server.
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...serverOnly, ...workspaceImport('functions'), '**/infra/**'] }],
    },
  },
);
