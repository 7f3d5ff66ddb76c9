import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
  '@dasha/sdk': here('../sdk/src/index.ts'),
  '@': here('./src'),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  server: { port: Number(process.env.CONSOLE_PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.CONSOLE_PORT ?? 4173), proxy },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
