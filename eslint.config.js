// Lint rules, including the import boundaries that keep the hexagonal arrows of
// shared/spec/architecture.md true: a wrong import is a lint error, so CI fails on it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { architecturePlugin } from './eslint-rules/architecture-boundaries.js';
import globals from 'globals';

const layer = (name) => `./${name}`;

// Every folder of ours that a boundary speaks of.
const ourFolders = [
  'src/domain',
  'src/application',
  'src/seed',
  'src/ports',
  'src/adapters',
  'src/machines',
  'src/ui',
  'src/app',
  'src/testing',
  'server',
];

/** A zone where files in `target` may import, of ours, only the folders in `allowed`. */
const mayImportOnly = (target, allowed, message, allowInside = []) => ({
  target: layer(target),
  from: ourFolders.filter((folder) => folder !== target && !allowed.includes(folder)).map(layer),
  allowInside: allowInside.map(layer),
  message,
});

// Each zone: files in `target` may not import from any folder in `from`.
const boundaries = [
  mayImportOnly('src/domain', [], 'src/domain is pure: it imports nothing of ours outside it.'),
  // The use cases the API server and the in-memory API share (placing, paying, removing
  // and shipping orders, the access policy): pure, over ports of their own.
  mayImportOnly('src/application', ['src/domain'], 'src/application may import only src/domain.'),
  // The one demo store (data, not rules): the server, the in-memory fakes, src/testing,
  // the e2e tests and the start scripts all read it, so it may lean on nothing but types.
  mayImportOnly(
    'src/seed',
    ['src/domain'],
    'src/seed is the demo data every reader shares: it imports only src/domain.',
  ),
  mayImportOnly('src/ports', ['src/domain'], 'src/ports may import only src/domain.'),
  mayImportOnly(
    'src/adapters',
    ['src/domain', 'src/application', 'src/seed', 'src/ports', 'src/testing'],
    'src/adapters may import only src/ports, src/domain, src/application and src/seed.',
  ),
  mayImportOnly(
    'src/machines',
    ['src/domain', 'src/ports', 'src/testing'],
    'src/machines may import only src/ports and src/domain (tests: src/testing).',
  ),
  mayImportOnly(
    'src/ui',
    ['src/domain', 'src/ports', 'src/machines', 'src/testing'],
    'src/ui never imports adapters: it gets ports through the router context.',
  ),
  mayImportOnly(
    'server',
    ['src/domain', 'src/application', 'src/seed'],
    'server/ shares only src/domain, src/application (the use cases), src/seed and the call table (src/ports/calls) with the browser code.',
    ['src/ports/calls'],
  ),
  // Test support (msw handlers, fixtures, contract suites, render helpers) and the test
  // runner are for tests and stories: the app never ships them, and src/testing may wire
  // adapters without that leaking into src/ui (bulletproof-react's single mock world).
  {
    target: '.',
    from: ['src/testing'].map(layer),
    packages: ['msw', 'vitest', '@vitest', '@testing-library', '@storybook/test'],
    exceptFiles: [
      '\\.test\\.[jt]sx?$',
      '\\.stories\\.tsx$',
      '^src/testing/',
      '^contract-tests/',
      '^e2e/',
      '^\\.storybook/',
      '^eslint-rules/',
      '^server/src/testing/',
      '^vit(e|est)[.\\w-]*config\\.[cm]?[jt]s$',
    ],
    message: 'only tests, stories and src/testing may use test support (src/testing, msw, vitest).',
  },
];

// Third-party packages that do I/O or rendering: the domain stays free of them.
const impurePackages = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'xstate',
  '@xstate/*',
  '@tanstack/*',
  'firebase',
  'firebase/*',
  '@firebase/*',
  'stripe',
  '@stripe/*',
  'ky',
  'hono',
  'hono/*',
  '@hono/*',
  'pg',
  '@electric-sql/*',
  'msw',
  'msw/*',
  'react-toastify',
  '@radix-ui/*',
  '@vanilla-extract/*',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      '.stryker-tmp',
      'reports',
      '.data',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/app/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { architecture: architecturePlugin, 'react-hooks': reactHooks },
    rules: {
      'architecture/boundaries': ['error', { zones: boundaries }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The browser's code: crypto.randomUUID throws outside a secure context (plain http at an
    // address not localhost, as start:cluster --hosts serves the store).
    files: ['src/{ui,app,machines,domain,application,adapters/http}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'crypto',
          property: 'randomUUID',
          message: 'Only secure contexts have it: use randomUuid (src/domain/random-uuid.ts).',
        },
      ],
    },
  },
  {
    files: ['src/domain/**', 'src/application/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: impurePackages,
              message: 'src/domain and src/application are pure TypeScript: no UI, no I/O.',
            },
            {
              group: ['node:*'],
              message: 'src/domain and src/application run in the browser and on the server.',
            },
          ],
        },
      ],
    },
  },
);
