// ESLint flat config: typescript-eslint's recommended rules everywhere; no import cycles in any
// workspace (conventions.md); for the console, the hooks rules and the layers of conventions.md
// (console/README.md, "Layout").
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const SRC = join(import.meta.dirname, 'console/src');
// The shared layers under the features (shipped code); testing is for tests only.
const SHARED = ['resources', 'components', 'lib', 'theme', 'i18n'];
const features = readdirSync(join(SRC, 'features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Console layers: app -> screens -> features -> shared (resources -> components -> lib, theme,
// i18n). Paths are folders of console/src; an import is judged by the file it resolves to, so
// `@/...` aliases and relative paths count alike.
const layerZones = [
  ...features.map((f) => ({
    target: `features/${f}`,
    from: 'features',
    except: [`./${f}`],
    message: 'A feature never imports another feature: move what both need down to resources, components or lib.',
  })),
  { target: 'features', from: ['screens', 'app'], message: 'Features sit below screens and the app.' },
  { target: 'screens', from: 'app', message: 'Screens sit below the app.' },
  { target: SHARED, from: ['features', 'screens', 'app'], message: 'Shared layers never import features, screens or the app.' },
  {
    target: ['components', 'lib', 'theme', 'i18n'],
    from: 'resources',
    message: 'The generic resource framework sits above components and lib.',
  },
  { target: ['lib', 'theme', 'i18n'], from: 'components', message: 'lib, theme and i18n sit below components.' },
  { target: 'testing', from: ['features', 'screens'], message: 'Test utilities never import features or screens.' },
  // Component tests render inside the app's real providers, so they test what ships.
  { target: 'testing', from: 'app', except: ['./providers.tsx'], message: 'Test utilities take only the providers from the app.' },
  {
    target: '.',
    from: '../../sdk',
    except: ['./src/index.ts', './src/query.ts', './src/validators.ts', './src/export/index.ts'],
    message:
      'The console reaches the SDK through its package entries only: @dasha/sdk, @dasha/sdk/query, @dasha/sdk/validators, @dasha/sdk/export.',
  },
];
// Only tests import the test utilities.
const shippedZones = [
  ...layerZones,
  { target: ['app', 'screens', 'features', ...SHARED], from: 'testing', message: 'Only tests import the test utilities.' },
];
const restrictedPaths = (zones) => ['error', { basePath: SRC, zones }];

// No import cycles in any workspace: a cycle means two modules are one concern, or that what both
// need belongs a layer down. import-x never follows a type-only import, so a cycle of types alone
// passes here; shared types still go to small modules of their own (mock-server/src/call.ts).
// Each workspace resolves imports as its own tsconfig does (paths, `.ts` extensions); the plain
// .mjs of contract/ and scripts/ resolve as Node does, so an import of `resources.mjs` reaches its
// code, not the hand-written `.d.mts` beside it.
const noCycles = (files, resolver) => ({
  files,
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [resolver],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
});
const tsconfigOf = (workspace) => createTypeScriptImportResolver({ project: join(import.meta.dirname, workspace, 'tsconfig.json') });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'console/dist-*/**',
      '**/.harness-dist/**',
      'sdk/src/generated/**',
      'contract/src/**',
      '.cache/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['console/**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['console/**/*.{ts,tsx}'],
    // The browser tests are no React code: their fixtures' `use` is Playwright's, not React's hook.
    ignores: ['console/test/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The sandbox walks untyped JSON (the contract, stored rows, request bodies).
    files: ['mock-server/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  noCycles(['sdk/src/**/*.ts'], tsconfigOf('sdk')),
  noCycles(['mock-server/src/**/*.ts'], tsconfigOf('mock-server')),
  {
    // The SDK's unit tests and their helpers sit in src/ beside the code; tsup bundles whatever an
    // entry imports, so shipped code importing them would ship them.
    files: ['sdk/src/**/*.ts'],
    ignores: ['sdk/src/**/*.test.ts', 'sdk/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: join(import.meta.dirname, 'sdk/src'),
          zones: [{ target: '.', from: ['./testing/**', './**/*.test.ts'], message: 'Only tests import the test helpers and tests.' }],
        },
      ],
    },
  },
  noCycles(['contract/{lib,scripts}/**/*.mjs', 'scripts/**/*.mjs'], createNodeResolver()),
  {
    files: ['console/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(import.meta.dirname, 'console/tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(shippedZones),
      // Dynamic import() counts: the registry's lazy areas must not lead back to it.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['console/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(layerZones) },
  },
);
