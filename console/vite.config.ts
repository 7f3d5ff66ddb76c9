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
// and requests cost more than their code (`npm run bench` prints the make-up). Three groups instead:
// app (what the entry imports statically: React, router, i18next, the SDK, the sign-in page, which
// is plain markup: no Chakra before sign-in), ui (every Chakra, Ark, Zag and Floating UI module: the
// shell needs most of them) and query (TanStack Query). Pages, areas, forms and texts keep their own lazy chunks.
//
// After sign-in, two more: everything the shell and the home page need (the shell, its
// tabs, shared components and libraries, the menu route and screen registry, the home page) was
// ~37 small chunks fetched in a chain, and the generic list screen ~19 more; each is now one chunk,
// prefetched while the sign-in form is idle (src/app/prefetch.ts). Business areas, the sign-in
// page's own lazy dialogs and the English texts keep their own chunks.
const src = (dirs: string) => new RegExp(`[\\\\/]src[\\\\/](${dirs})[\\\\/]`);
// What only a form needs (its dialog, and react-hook-form and zod through it) stays out of the
// groups, so it loads with the first form, not with the list. The date picker's machine stays in ui:
// a search form's date field is made as a person reaches it, and must take their typing at once.
const formOnly =
  /[\\/]src[\\/](resources[\\/](resource-form|rows-form|zod-rules|action-dialog|form-dialog|resume-draft)|components[\\/]dept-role-dialog)\./;
const grouped = (pattern: RegExp) => (id: string) => pattern.test(id) && !formOnly.test(id);
const chunkGroups = [
  { name: 'app', tags: ['$initial' as const], priority: 2 },
  { name: 'ui', test: grouped(/node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@floating-ui)[\\/]/), priority: 1 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 1 },
  { name: 'shell', test: grouped(src('app|lib|components|screens|features[\\\\/](shell|tabs|dashboard|lock)')), priority: 1 },
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
