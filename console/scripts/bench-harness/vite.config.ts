import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { alias } from '../../vite.config';

// Builds the benchmark page into console/scripts/bench-harness/.harness-dist (see bench-resources.mjs).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  // The console's own public files: the page reads /config.json at start (the runtime configuration).
  publicDir: fileURLToPath(new URL('../../public', import.meta.url)),
  plugins: [react()],
  resolve: { alias },
  build: { outDir: fileURLToPath(new URL('.harness-dist', import.meta.url)), emptyOutDir: true, target: 'es2022' },
  logLevel: 'warn',
});
