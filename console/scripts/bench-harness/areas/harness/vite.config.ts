import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { alias } from '../../../../vite.config';

// Builds the resource harness into console/scripts/bench-harness/areas/.harness-dist.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  resolve: { alias },
  build: { outDir: fileURLToPath(new URL('../.harness-dist', import.meta.url)), emptyOutDir: true, target: 'es2022' },
  logLevel: 'warn',
});
