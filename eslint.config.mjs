// ESLint flat config: typescript-eslint's recommended rules everywhere; for the console, the
// hooks rules and the layering of conventions.md (app -> features -> components/lib, never up).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'console/dist-*/**', '**/.harness-dist/**', 'sdk/src/generated/**', 'contract/src/**', '.cache/**', '**/*.d.ts'],
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
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The sandbox walks untyped JSON (the contract, stored rows, request bodies).
    files: ['mock-server/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['console/src/**/*.{ts,tsx}'],
    rules: {
      // Layers: shared code (components, lib, theme, i18n) never reaches up into features or app.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*'], message: 'features and shared code do not import the app layer' }] },
      ],
    },
  },
  {
    files: ['console/src/{components,lib,theme,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'shared code goes down a layer: it cannot import features or the app' }] },
      ],
    },
  },
  {
    files: ['console/src/{app,testing}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
