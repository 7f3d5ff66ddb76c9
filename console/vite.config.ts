import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkTimeout } from './vite/chunk-timeout.ts';
import { configOverrides } from './vite/config-overrides.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const target = process.env.API_TARGET ?? 'http://127.0.0.1:4011';
// Prism serves the backend's bare paths; the sandbox answers both, so /api is kept by default.
const stripPrefix = process.env.API_STRIP_PREFIX === '1';
const proxy = {
  '/api': {
    target,
    changeOrigin: true,
    ...(stripPrefix ? { rewrite: (p: string) => p.replace(/^\/api/, '') } : {}),
  },
};

export const alias = {
  '@dasha/sdk/query': here('../sdk/src/query.ts'),
  '@dasha/sdk/validators': here('../sdk/src/validators.ts'),
  '@dasha/sdk/export': here('../sdk/src/export/index.ts'),
  '@dasha/sdk': here('../sdk/src/index.ts'),
  '@': here('./src'),
};

// React Router ships a production build (its dev warnings compiled out) beside the development one
// its package exports; the console's bundle takes it. Vitest and the dev server keep the warnings.
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const buildAlias = [
  ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
  { find: /^react-router$/, replacement: join(routerDir, 'dist/production/index.mjs') },
];

// Chunks. Left to itself the bundler made ~90, many of a few hundred bytes whose import/export glue
// and requests cost more than their code (`npm run bench` prints the make-up). Groups instead:
// app (what the entry imports statically: React, router, i18next, the SDK, the sign-in page, which
// is plain markup: no Chakra before sign-in), ui (Chakra's styled system and the parts a list draws
// before its rows show: layout, text, buttons, inputs, table, spinner, avatar) and query (TanStack Query).
// Pages, areas, forms and texts keep their own lazy chunks.
//
// What opens on a person's action loads with the first component that draws one, not with a list:
// overlay (menus, popovers, dialogs, tabs, toasts and their positioning and focus machines), trees
// (the tree view and its collections: the side tree, the tree picker, the grant trees) and pickers
// (combobox, date picker and its calendars). The shell and the list draw them through
// components/overlay.tsx (a menu once its trigger is approached, a dialog as it opens), the side
// tree's lazy panel and resources/inputs/lazy-inputs.tsx; after a list's rows, all are fetched at idle.
//
// After sign-in, three more: everything the shell needs (the shell, its tabs, shared components
// and libraries, the menu route and screen registry) was ~37 small chunks fetched in a chain, and
// the generic list screen ~19 more; each is now one chunk, and the home page a third (a list opened
// first does not wait for it), all prefetched while the sign-in form is idle (src/app/prefetch.ts).
// Business areas, the sign-in page's own lazy dialogs and the English texts keep their own chunks.
const src = (dirs: string) => new RegExp(`[\\\\/]src[\\\\/](${dirs})[\\\\/]`);
// What loads on demand (a form and react-hook-form and zod through it, a dialog drawn at once, a
// picker, the side tree's panel, the toaster) stays out of the groups, so it loads with the first one
// used, not with the list; so does overlay-parts, the overlay group's door (components/overlay.tsx).
const onDemand = new RegExp(
  [
    String.raw`[\\/]src[\\/](resources[\\/](resource-form|rows-form|zod-rules|action-dialog|form-dialog|resume-draft|side-tree-panel`,
    String.raw`|inputs[\\/](date-picker|searchable-select|tree-picker|tree-row))`,
    String.raw`|components[\\/](dept-role-dialog|grant-trees-dialog|checkbox-tree|toaster|overlay-parts))\.`,
  ].join(''),
);
const grouped = (pattern: RegExp) => (id: string) => pattern.test(id) && !onDemand.test(id);
/** A module of Chakra, Ark or Zag belonging to one of `parts` (Chakra's recipes stay in the theme). */
const uiParts = (parts: string) =>
  new RegExp(
    `node_modules[\\\\/](@zag-js[\\\\/](${parts})|@(chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm|ark-ui[\\\\/]react[\\\\/]dist)[\\\\/]components[\\\\/](${parts}))[\\\\/]`,
  );
const overlayParts = uiParts(
  'menu|popover|dialog|tabs|toast|live-region|popper|dismissable|focus-trap|interact-outside|aria-hidden|remove-scroll',
);
// The pickers' recipes are passed to them, not registered in the theme (theme/slot-recipes.ts).
const recipes = (names: string) =>
  new RegExp(`node_modules[\\\\/]@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]theme[\\\\/]recipes[\\\\/](${names})\\.`);
const treeParts = [uiParts('tree-view|collection|collapsible'), recipes('tree-view')];
const pickerParts = [
  uiParts('combobox|date-picker|date-utils'),
  recipes('combobox|date-picker'),
  /node_modules[\\/]@internationalized[\\/]/,
];
const overlay = (id: string) => overlayParts.test(id) || /node_modules[\\/]@floating-ui[\\/]/.test(id);
const trees = (id: string) => treeParts.some((p) => p.test(id));
const pickers = (id: string) => pickerParts.some((p) => p.test(id));
const anyUi = /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js)[\\/]/;
// A group takes its modules' dependencies too, in order of priority: the entry's first, then ui's,
// so the overlay, tree and picker groups hold only what they alone need (no list waits for them);
// trees before pickers, whose combobox shares the tree view's collections.
const chunkGroups = [
  { name: 'app', tags: ['$initial' as const], priority: 5 },
  { name: 'ui', test: (id: string) => anyUi.test(id) && !overlay(id) && !trees(id) && !pickers(id), priority: 4 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 4 },
  { name: 'overlay', test: overlay, priority: 3 },
  { name: 'trees', test: trees, priority: 3 },
  { name: 'pickers', test: pickers, priority: 2 },
  { name: 'shell', test: grouped(src('app|lib|components|screens|features[\\\\/](shell|tabs|lock)')), priority: 1 },
  { name: 'home', test: grouped(src('features[\\\\/]dashboard')), priority: 1 },
  { name: 'list', test: grouped(src('resources')), priority: 1 },
];

export default defineConfig(({ command }) => ({
  // Every lazy chunk reports the loader's errors within 120 s (src/lib/chunk-load.ts).
  plugins: [react(), chunkTimeout(here('./src/lib/chunk-load.ts')), configOverrides(process.env.CONSOLE_CONFIG_OVERRIDES)],
  // The production server (deploy/nginx) replaces this placeholder in index.html with a fresh nonce
  // per request and names the same nonce in its CSP: Vite's own tags carry it, and Chakra's style
  // engine reads it from the csp-nonce meta tag (src/theme/style-cache.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: { alias: command === 'build' ? buildAlias : alias },
  server: { port: Number(process.env.CONSOLE_PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.CONSOLE_PORT ?? 4173), proxy },
  build: {
    target: 'es2022',
    // Hidden maps (no comment in the chunks) only for `npm run bench`, which reads them to say what
    // each budget's kilobytes are made of.
    sourcemap: process.env.BUNDLE_MAPS === '1' ? 'hidden' : false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Chakra's theme module builds its default config (every recipe of the library) with a call the
      // bundler cannot prove pure, so importing one token set from it kept all ~60 recipes (25 KB gz).
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
}));
